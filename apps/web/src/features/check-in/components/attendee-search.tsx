import { AR, type AttendeeDto } from '@app/shared';
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
      setNotice({ tone: 'success', text: AR.door.undone(attendee.fullName) });
      setUndoing(null);
    },
    onFailed: (error) => {
      setNotice({ tone: 'error', text: errorText(error, AR.door.undoFailed) });
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
          label={AR.door.searchLabel}
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setNotice(null);
          }}
          onFocus={toTop}
          placeholder={AR.door.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          hint={online ? undefined : AR.door.searchOfflineHint}
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
          {AR.common.loading}
        </p>
      )}
      {query && results.isError && <AlertBanner tone="error">{AR.door.searchFailed}</AlertBanner>}
      {list && list.length === 0 && !results.isFetching && (
        <p className="text-sm text-slate-600">{AR.door.searchEmpty}</p>
      )}

      {list && list.length > 0 && (
        <ul aria-label={AR.door.searchResults} className="flex flex-col divide-y divide-slate-100">
          {list.map((attendee) => (
            <li key={attendee.ticketId} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-lg font-bold break-words text-ink-900">{attendee.fullName}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span className="sr-only">{AR.door.reference}</span>
                  <bdi dir="ltr" className="font-mono tracking-wider">
                    {attendee.reference}
                  </bdi>
                  {attendee.status !== 'Accepted' ? (
                    // Not paid yet, rejected or cancelled: booked, but not admitted (docs/api/check-in.md#look-up).
                    <Badge tone={attendee.status === 'Pending' ? 'warning' : 'danger'}>
                      {AR.bookingStatus[attendee.status] ?? attendee.status}
                    </Badge>
                  ) : attendee.checkedInAt ? (
                    <Badge tone="success">{AR.door.checkedInAt(formatTime(attendee.checkedInAt))}</Badge>
                  ) : (
                    <Badge tone="neutral">{AR.door.notYet}</Badge>
                  )}
                  {attendee.nationalIdLast4 && (
                    <span>{AR.door.idEndsWith(idDigits(attendee.nationalIdLast4))}</span>
                  )}
                </p>
              </div>
              {attendee.status !== 'Accepted' ? (
                <p className="text-sm font-semibold text-slate-600">{AR.door.notAdmissible}</p>
              ) : attendee.checkedInAt ? (
                <Button
                  variant="secondary"
                  className="h-11"
                  disabled={!online || undo.isPending}
                  title={online ? undefined : AR.door.undoNeedsNetwork}
                  onClick={() => setUndoing(attendee)}
                >
                  <Undo2 aria-hidden="true" className="size-4" />
                  {AR.door.undo}
                </Button>
              ) : (
                <Button
                  variant="success"
                  className="h-11 px-5 text-base"
                  disabled={busy}
                  onClick={() => setAdmitting(attendee)}
                >
                  <UserCheck aria-hidden="true" className="size-5" />
                  {AR.door.admit}
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
        title={undoing ? AR.door.undoTitle(undoing.fullName) : ''}
        description={AR.door.undoText}
        confirmLabel={AR.door.undoConfirm}
        tone="danger"
        pending={undo.isPending}
        onConfirm={() => undoing && undo.mutate(undoing)}
      />
    </section>
  );
}
