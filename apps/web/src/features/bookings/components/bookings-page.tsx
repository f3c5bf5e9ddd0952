import { AR } from '@app/shared';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText } from '../../../lib/api-client';
import { useExportBookings } from '../api/export-bookings';
import { useBookings } from '../api/get-bookings';
import { useEventOptions } from '../api/get-event-options';
import { useBookingsParams } from '../lib/use-bookings-params';
import { useDebounced } from '../lib/use-debounced';
import { BookingsCounters } from './bookings-counters';
import { type BookingsDialogState, BookingsDialogs } from './bookings-dialogs';
import { BookingsFilters } from './bookings-filters';
import { BookingsTable } from './bookings-table';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /admin/bookings (Admin, Supporter): review bookings, accept or reject them, export an event's list. */
export function BookingsPage() {
  const { eventId, q, setEventId, setQ } = useBookingsParams();
  const search = useDebounced(q.trim());
  const bookings = useBookings({ eventId, q: search });
  const events = useEventOptions();
  const exporter = useExportBookings();
  const [dialog, setDialog] = useState<BookingsDialogState>(null);
  const [notice, setNotice] = useState<Notice>(null);

  // Events with bookings but not in the events answer (e.g. hidden ones for a role that cannot list them).
  const eventOptions = useMemo(() => {
    const byId = new Map((events.data ?? []).map((e) => [e._id, e]));
    for (const b of bookings.data ?? []) if (!byId.has(b.event._id)) byId.set(b.event._id, b.event);
    return [...byId.values()];
  }, [events.data, bookings.data]);

  return (
    <section>
      <PageHeader
        title={AR.bookings.title}
        actions={
          <Button
            variant="secondary"
            loading={exporter.isPending}
            // The export is per event (DECISIONS.md section 5): choose one first.
            disabled={!eventId}
            title={eventId ? undefined : AR.bookings.exportEventRequired}
            onClick={() => {
              setNotice(null);
              exporter.mutate(eventId, {
                onError: (error) =>
                  setNotice({ tone: 'error', text: errorText(error, AR.bookings.exportFailed) }),
              });
            }}
          >
            <Download aria-hidden className="size-4" />
            {AR.bookings.exportCsv}
          </Button>
        }
      />
      {notice && (
        <AlertBanner tone={notice.tone} onDismiss={() => setNotice(null)} className="mb-4">
          {notice.text}
        </AlertBanner>
      )}
      {events.isError && (
        <AlertBanner tone="error" className="mb-4">
          {AR.bookings.fetchEventsFailed}
        </AlertBanner>
      )}
      <BookingsFilters
        events={eventOptions}
        eventId={eventId}
        q={q}
        onEventChange={setEventId}
        onQChange={setQ}
      />
      {bookings.isError ? (
        <AlertBanner tone="error">
          <span className="flex flex-wrap items-center justify-between gap-3">
            {errorText(bookings.error, AR.bookings.fetchFailed)}
            <Button size="sm" variant="secondary" onClick={() => bookings.refetch()}>
              {AR.events.retry}
            </Button>
          </span>
        </AlertBanner>
      ) : (
        <>
          <BookingsCounters bookings={bookings.data ?? []} />
          <BookingsTable
            bookings={bookings.data}
            loading={bookings.isPending}
            onOpen={(booking) => setDialog({ kind: 'details', booking })}
            onDecide={(booking, status) => setDialog({ kind: 'confirm', booking, status })}
          />
        </>
      )}
      <BookingsDialogs
        state={dialog}
        onChange={setDialog}
        onDone={(status) => {
          setDialog(null);
          setNotice({
            tone: 'success',
            text: status === 'Accepted' ? AR.bookings.acceptedOk : AR.bookings.rejectedOk,
          });
        }}
        onFailed={(error) => {
          setDialog(null);
          setNotice({ tone: 'error', text: errorText(error, AR.bookings.updateFailed) });
        }}
      />
    </section>
  );
}
