import { AR_WAITLIST_UI } from '@app/shared';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useEventWaitlist } from '../api/get-event-waitlist';

const U = AR_WAITLIST_UI;
const C = AR_WAITLIST_UI.staffColumns;

/** Staff: an event's waiting list in joining order (position, quantity, status), for the events screen. */
export function EventWaitlistList({ eventId }: { eventId: string }) {
  const list = useEventWaitlist(eventId);
  if (list.isPending) return <Skeleton className="h-24 rounded-xl" />;
  if (list.isError) return <p className="text-sm text-red-700">{errorText(list.error, U.notFound)}</p>;
  if (list.rows === undefined || list.rows.length === 0)
    return <p className="text-sm text-slate-500">{U.staffEmpty}</p>;
  return (
    <>
      <ol className="grid gap-2" aria-label={U.staffWaiting}>
        {list.rows.map((entry) => (
          <li
            key={entry._id}
            className="grid grid-cols-[2rem_1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200"
          >
            <span className="text-base font-extrabold text-slate-500">
              <span className="sr-only">{C.position} </span>
              {entry.position.toLocaleString('ar-EG')}
            </span>
            <span className="min-w-0">
              <span className="block truncate font-bold">{entry.fullName}</span>
              <span dir="ltr" className="block truncate text-xs text-slate-500">
                {entry.email}
                {entry.phone ? ` · ${entry.phone}` : ''}
              </span>
            </span>
            <span className="text-end">
              <span className="block font-semibold">{U.seats(entry.quantity)}</span>
              <span className="block text-xs text-slate-600">
                {U.status[entry.status]}
                {entry.offerExpiresAt ? ` · ${formatDateTime(entry.offerExpiresAt)}` : ''}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <LoadMore
        shown={list.rows.length}
        total={list.meta?.total}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
