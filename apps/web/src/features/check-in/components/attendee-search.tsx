import { AR_BOOKING_STATUS, AR_COMMON, AR_DOOR, type AttendeeDto } from '@app/shared';
import { LoaderCircle, Undo2, UserCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';
import { useAttendeeSearch } from '../api/search-attendees';
import { useUndoCheckIn } from '../api/undo-check-in';
import type { DoorEvent } from '../door-event';
import { idDigits } from '../id-digits';
import { AdmitGroupDialog } from './admit-group-dialog';

const DEBOUNCE_MS = 300;

/**
 * The look-up at the door, for a guest whose QR cannot be scanned: staff type a name, a reference
 * or phone digits (٠-٩ too; the server normalizes), then admit from the list once they compared
 * the ID card: one ticket per row; admitting one offers every holder of its booking, all or some
 * (docs/api/check-in.md#groups-at-the-door). A wrong admission is undone here, per ticket. Offline it searches the
 * device's list.
 */
export function AttendeeSearch({
  event,
  online,
  busy,
  onAdmit,
}: {
  event: DoorEvent;
  online: boolean;
  busy: boolean;
  onAdmit: (bookingId: string, ticketIds: string[]) => void;
}) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [admitting, setAdmitting] = useState<AttendeeDto | null>(null);
  const [undoing, setUndoing] = useState<AttendeeDto | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const results = useAttendeeSearch(event.id, query, online);

  const undo = useUndoCheckIn(event.id, {
    onUndone: (attendee) => {
      setNotice({ tone: 'success', text: AR_DOOR.undone(attendee.fullName) });
      setUndoing(null);
    },
    onFailed: (error) => {
      setNotice({ tone: 'error', text: errorText(error, AR_DOOR.undoFailed) });
      setUndoing(null);
    },
  });

  const list = query ? results.data : undefined;

  // On a phone the keyboard takes half the screen: the look-up goes to the top (under the panel's bar)
  // as staff start typing, so its results stay in view above the keyboard.
  const section = useRef<HTMLElement>(null);
  const toTop = () => {
    if (window.matchMedia?.('(max-width: 639px)').matches)
      section.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section ref={section} className="flex scroll-mt-24 flex-col gap-3">
      <div>
        <TextField
          label={AR_DOOR.searchLabel}
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setNotice(null);
          }}
          onFocus={toTop}
          placeholder={AR_DOOR.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          hint={online ? undefined : AR_DOOR.searchOfflineHint}
          className="h-12 text-base"
        />
      </div>

      {notice && (
        <AlertBanner tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </AlertBanner>
      )}

      {query && results.isFetching && !list && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {AR_COMMON.loading}
        </p>
      )}
      {query && results.isError && <AlertBanner tone="error">{AR_DOOR.searchFailed}</AlertBanner>}
      {list && list.length === 0 && !results.isFetching && (
        <p className="text-sm text-slate-600">{AR_DOOR.searchEmpty}</p>
      )}

      {list && list.length > 0 && (
        <ul aria-label={AR_DOOR.searchResults} className="flex flex-col divide-y divide-slate-100">
          {list.map((attendee) => (
            <li key={attendee.ticketId} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-lg font-bold break-words text-ink-900">{attendee.fullName}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span className="sr-only">{AR_DOOR.reference}</span>
                  <bdi dir="ltr" className="font-mono tracking-wider">
                    {attendee.reference}
                  </bdi>
                  {attendee.status !== 'Accepted' ? (
                    // Not paid yet, rejected or cancelled: booked, but not admitted (docs/api/check-in.md#look-up).
                    <Badge tone={attendee.status === 'Pending' ? 'warning' : 'danger'}>
                      {AR_BOOKING_STATUS[attendee.status] ?? attendee.status}
                    </Badge>
                  ) : attendee.checkedInAt ? (
                    <Badge tone="success">{AR_DOOR.checkedInAt(formatTime(attendee.checkedInAt))}</Badge>
                  ) : (
                    <Badge tone="neutral">{AR_DOOR.notYet}</Badge>
                  )}
                  {attendee.nationalIdLast4 && (
                    <span>{AR_DOOR.idEndsWith(idDigits(attendee.nationalIdLast4))}</span>
                  )}
                </p>
              </div>
              {attendee.status !== 'Accepted' ? (
                <p className="text-sm font-semibold text-slate-600">{AR_DOOR.notAdmissible}</p>
              ) : attendee.checkedInAt ? (
                <Button
                  variant="secondary"
                  className="h-11"
                  disabled={!online || undo.isPending}
                  title={online ? undefined : AR_DOOR.undoNeedsNetwork}
                  onClick={() => setUndoing(attendee)}
                >
                  <Undo2 aria-hidden="true" className="size-4" />
                  {AR_DOOR.undo}
                </Button>
              ) : (
                <Button
                  variant="success"
                  className="h-11 px-5 text-base"
                  disabled={busy}
                  onClick={() => setAdmitting(attendee)}
                >
                  <UserCheck aria-hidden="true" className="size-5" />
                  {AR_DOOR.admit}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      <AdmitGroupDialog
        event={event}
        online={online}
        chosen={admitting}
        onClose={() => setAdmitting(null)}
        onAdmit={onAdmit}
      />
      <ConfirmDialog
        open={undoing !== null}
        onOpenChange={(open) => !open && setUndoing(null)}
        title={undoing ? AR_DOOR.undoTitle(undoing.fullName) : ''}
        description={AR_DOOR.undoText}
        confirmLabel={AR_DOOR.undoConfirm}
        tone="danger"
        pending={undo.isPending}
        onConfirm={() => undoing && undo.mutate(undoing)}
      />
    </section>
  );
}
