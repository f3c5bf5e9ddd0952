import { AR_BOOKINGS, AR_EVENT_MESSAGES_UI, AR_EVENTS_ADMIN, AR_SHELL, type BookingDto } from '@app/shared';
import { Download, Mail } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';
import { useExportBookings } from '../api/export-bookings';
import { useBooking, useBookings } from '../api/get-bookings';
import { useEventOptions } from '../api/get-event-options';
import { useResendTicket } from '../api/resend-ticket';
import type { DeskAction } from '../lib/desk-actions';
import { useNow } from '../lib/time-left';
import { useBookingsParams } from '../lib/use-bookings-params';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingsCounters } from './bookings-counters';
import { BookingsDialogs, type DecisionOutcome, type DecisionState } from './bookings-dialogs';
import { BookingsFilters } from './bookings-filters';
import { BookingsTable } from './bookings-table';
import { BulkBar } from './bulk-bar';
import { StatusTabs } from './status-tabs';

/**
 * /admin/bookings (Admin, Supporter): the payment desk. It opens on the pending queue, nearest
 * deadline first; a payment on a wallet statement is found by its reference, checked against the
 * proof and accepted, or rejected (one or many, with a reason). Other statuses a tab away; an
 * event's list exported as CSV.
 */
export function BookingsPage() {
  const { eventId, q, status, bookingId, setEventId, setQ, setStatus, setBookingId } = useBookingsParams();
  const [searchParams] = useSearchParams();
  const search = useDebounced(q.trim());
  // One page at a time; the counters come with each page, for the whole filter whichever tab is open.
  const bookings = useBookings({ eventId, q: search, status });
  const events = useEventOptions();
  const exporter = useExportBookings();
  const resend = useResendTicket();
  const now = useNow();
  const listId = useId();
  const [decision, setDecision] = useState<DecisionState>(null);
  const [notice, setNotice] = useState<DecisionOutcome | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  // The details: a listed booking at once, another one (a link to a duplicate) from the server.
  const listed = bookingId ? bookings.rows?.find((b) => b._id === bookingId) : undefined;
  const fetched = useBooking(bookingId && !listed ? bookingId : null);
  const details = listed ?? (bookingId ? fetched.data : null) ?? null;
  useEffect(() => {
    if (bookingId && fetched.isSuccess && fetched.data === null) {
      setNotice({ tone: 'error', text: AR_BOOKINGS.bookingNotFound });
      setBookingId(null);
    }
  }, [bookingId, fetched.isSuccess, fetched.data, setBookingId]);

  // Only Pending bookings on screen can be selected; the selection follows the list.
  const pending = useMemo(() => (bookings.rows ?? []).filter((b) => b.status === 'Pending'), [bookings.rows]);
  useEffect(() => {
    setSelected((current) => {
      const visible = new Set(pending.map((b) => b._id));
      const kept = [...current].filter((id) => visible.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [pending]);
  const selectedBookings = pending.filter((b) => selected.has(b._id));

  // Events with bookings but not in the events answer (e.g. hidden ones for a role that cannot list them).
  const eventOptions = useMemo(() => {
    const byId = new Map((events.data ?? []).map((e) => [e._id, e]));
    for (const b of bookings.rows ?? []) if (!byId.has(b.event._id)) byId.set(b.event._id, b.event);
    return [...byId.values()];
  }, [events.data, bookings.rows]);

  const bookingHref = (id: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('booking', id);
    return `?${next}`;
  };
  const decide = (booking: BookingDto, next: 'Accepted' | 'Rejected') => {
    setBookingId(null);
    setDecision(next === 'Accepted' ? { kind: 'accept', booking } : { kind: 'reject', bookings: [booking] });
  };
  // Resending only repeats an email: it goes at once and says so; cancel and revive ask first.
  const act = (booking: BookingDto, action: DeskAction) => {
    setBookingId(null);
    setNotice(null);
    if (action === 'resend') {
      resend.mutate(booking._id, {
        onSuccess: (text) => setNotice({ tone: 'success', text }),
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, AR_SHELL.actionFailed) }),
      });
      return;
    }
    setDecision({ kind: action, booking });
  };

  return (
    <section>
      <PageHeader
        title={AR_BOOKINGS.title}
        description={status === 'Pending' ? AR_BOOKINGS.desk.queueHint : undefined}
        actions={
          <>
            {eventId && (
              // The chosen event's messages (docs/api/event-messages.md): the Supporter's way there.
              <Link
                to={`/admin/events/${eventId}/messages`}
                className={`${buttonClasses('secondary')} gap-2 px-4`}
              >
                <Mail aria-hidden className="size-4" />
                {AR_EVENT_MESSAGES_UI.action}
              </Link>
            )}
            <Button
              variant="secondary"
              loading={exporter.isPending}
              // The export is per event (docs/api/bookings.md#csv-export): choose one first.
              disabled={!eventId}
              title={eventId ? undefined : AR_BOOKINGS.exportEventRequired}
              onClick={() => {
                setNotice(null);
                exporter.mutate(eventId, {
                  onError: (error) =>
                    setNotice({ tone: 'error', text: errorText(error, AR_BOOKINGS.exportFailed) }),
                });
              }}
            >
              <Download aria-hidden className="size-4" />
              {AR_BOOKINGS.exportCsv}
            </Button>
          </>
        }
      />
      {notice && (
        <AlertBanner tone={notice.tone} onDismiss={() => setNotice(null)} className="mb-4">
          {notice.text}
          {notice.details && notice.details.length > 0 && (
            <ul className="mt-1 list-inside list-disc">
              {notice.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </AlertBanner>
      )}
      {events.isError && (
        <AlertBanner tone="error" className="mb-4">
          {AR_BOOKINGS.fetchEventsFailed}
        </AlertBanner>
      )}
      <BookingsFilters
        events={eventOptions}
        eventId={eventId}
        q={q}
        onEventChange={setEventId}
        onQChange={setQ}
      />
      <BookingsCounters meta={bookings.meta} />
      <StatusTabs value={status} onChange={setStatus} controls={listId} />
      <div id={listId} role="tabpanel">
        {bookings.isError ? (
          <AlertBanner tone="error">
            <span className="flex flex-wrap items-center justify-between gap-3">
              {errorText(bookings.error, AR_BOOKINGS.fetchFailed)}
              <Button size="sm" variant="secondary" onClick={() => bookings.refetch()}>
                {AR_EVENTS_ADMIN.retry}
              </Button>
            </span>
          </AlertBanner>
        ) : (
          <BookingsTable
            bookings={bookings.rows}
            loading={bookings.isPending}
            now={now}
            selected={selected}
            onToggle={(id) =>
              setSelected((current) => {
                const next = new Set(current);
                if (!next.delete(id)) next.add(id);
                return next;
              })
            }
            onToggleAll={(all) => setSelected(all ? new Set(pending.map((b) => b._id)) : new Set())}
            onOpen={(booking) => setBookingId(booking._id)}
            onDecide={decide}
            onAction={act}
          />
        )}
        {!bookings.isError && (
          <LoadMore
            shown={bookings.rows?.length ?? 0}
            total={bookings.meta?.total}
            hasMore={bookings.hasNextPage}
            loading={bookings.isFetchingNextPage}
            failed={bookings.isFetchNextPageError}
            onLoadMore={() => void bookings.fetchNextPage()}
          />
        )}
      </div>
      <BulkBar
        count={selectedBookings.length}
        onClear={() => setSelected(new Set())}
        onReject={() => setDecision({ kind: 'reject', bookings: selectedBookings })}
      />
      <BookingDetailsDialog
        booking={details}
        onClose={() => setBookingId(null)}
        onDecide={decide}
        onAction={act}
        bookingHref={bookingHref}
      />
      <BookingsDialogs
        state={decision}
        onChange={setDecision}
        onDone={(outcome) => {
          setDecision(null);
          setNotice(outcome);
          setSelected(new Set());
        }}
        onFailed={(error) => {
          setDecision(null);
          setNotice({ tone: 'error', text: errorText(error, AR_BOOKINGS.updateFailed) });
        }}
      />
    </section>
  );
}
