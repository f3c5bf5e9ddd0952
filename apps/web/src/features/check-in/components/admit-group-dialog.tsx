import { AR_CHECK_IN, AR_DOOR, type AttendeeDto } from '@app/shared';
import { LoaderCircle, UserCheck, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatTime } from '../../../lib/format';
import { useBookingHolders } from '../api/get-booking-holders';
import type { DoorEvent } from '../door-event';
import { idDigits } from '../id-digits';

/**
 * Admission by look-up of all or some of a booking's tickets, after staff compared each holder's ID
 * card: the holders not yet in, each with a checkbox (the one staff picked ticked), "admit the ticked"
 * and, for a group, "admit all".
 */
export function AdmitGroupDialog({
  event,
  online,
  chosen,
  onClose,
  onAdmit,
}: {
  event: DoorEvent;
  online: boolean;
  /** The holder staff picked in the list; null: closed. */
  chosen: AttendeeDto | null;
  onClose: () => void;
  onAdmit: (bookingId: string, ticketIds: string[]) => void;
}) {
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  useEffect(() => setTicked(new Set(chosen ? [chosen.ticketId] : [])), [chosen]);

  const holders = useBookingHolders(event, chosen, online);
  // The one picked is listed even before (or without) the rest.
  const list = holders.data?.length ? holders.data : chosen ? [chosen] : [];
  const waiting = list.filter((a) => a.checkedInAt === null);
  const selected = waiting.filter((a) => ticked.has(a.ticketId)).map((a) => a.ticketId);

  const admit = (ticketIds: string[]) => {
    if (!chosen || ticketIds.length === 0) return;
    onClose();
    onAdmit(chosen._id, ticketIds);
  };

  return (
    <Dialog
      open={chosen !== null}
      onOpenChange={(open) => !open && onClose()}
      title={chosen ? AR_DOOR.admitTitle(chosen.fullName) : ''}
      description={AR_DOOR.admitText}
      footer={
        <>
          {waiting.length > 1 && (
            <Button
              variant="success"
              className="h-12 px-5 text-base"
              onClick={() => admit(waiting.map((a) => a.ticketId))}
            >
              <Users aria-hidden="true" className="size-5" />
              {AR_DOOR.admitAll}
            </Button>
          )}
          <Button
            variant={waiting.length > 1 ? 'primary' : 'success'}
            className="h-12 px-5 text-base"
            disabled={selected.length === 0}
            title={selected.length === 0 ? AR_DOOR.noneSelected : undefined}
            onClick={() => admit(selected)}
          >
            <UserCheck aria-hidden="true" className="size-5" />
            {waiting.length > 1 ? AR_DOOR.admitSelected(selected.length) : AR_DOOR.admitConfirm}
          </Button>
          <Button variant="secondary" className="h-12 px-5 text-base" onClick={onClose}>
            {AR_CHECK_IN.cancel}
          </Button>
        </>
      }
    >
      {list.length > 1 && (
        <p className="mb-2 text-sm font-semibold text-slate-700">
          {AR_DOOR.holders} ({AR_DOOR.groupOf(list.length)})
        </p>
      )}
      {holders.isFetching && !holders.data && (
        <p role="status" className="mb-2 flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {AR_DOOR.loadingHolders}
        </p>
      )}
      {holders.isError && <AlertBanner tone="error">{AR_DOOR.searchFailed}</AlertBanner>}
      <ul className="flex flex-col divide-y divide-slate-100 rounded-xl bg-slate-50 px-3">
        {list.map((holder, i) => {
          const inside = holder.checkedInAt !== null;
          const id = `holder-${holder.ticketId}`;
          return (
            <li key={holder.ticketId} className="flex items-center gap-3 py-2.5">
              <input
                id={id}
                type="checkbox"
                className="size-6 shrink-0 accent-emerald-600"
                checked={inside || ticked.has(holder.ticketId)}
                disabled={inside}
                onChange={(e) => {
                  const next = new Set(ticked);
                  if (e.target.checked) next.add(holder.ticketId);
                  else next.delete(holder.ticketId);
                  setTicked(next);
                }}
              />
              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                <span className="block text-base font-bold break-words text-ink-900">
                  <bdi>{holder.fullName}</bdi>
                </span>
                {/* Under the name, so a phone's narrow dialog keeps the name on one line. */}
                <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                  {i === 0 && list.length > 1 && holder.ticketId === holder._id && (
                    <span>{AR_DOOR.booker}</span>
                  )}
                  {holder.nationalIdLast4 && (
                    <span>{AR_DOOR.idEndsWith(idDigits(holder.nationalIdLast4))}</span>
                  )}
                  {inside && holder.checkedInAt && (
                    <Badge tone="success">{AR_DOOR.checkedInAt(formatTime(holder.checkedInAt))}</Badge>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
