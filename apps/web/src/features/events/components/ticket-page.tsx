import { AR } from '@app/shared';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { useParams } from 'react-router';
import { errorText } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { useTicket } from '../api/get-ticket';
import { StateMessage } from './state-message';

const STATUS_STYLE: Record<string, string> = {
  Accepted: 'bg-emerald-100 text-emerald-800',
  Pending: 'bg-amber-100 text-amber-900',
  Rejected: 'bg-red-100 text-red-800',
};

/** The ticket a customer opens from the acceptance email: QR code to show at the door. */
export function TicketPage() {
  const { token = '' } = useParams();
  const query = useTicket(token);

  if (query.isPending) {
    return (
      <main className="mx-auto max-w-md px-4 py-8" aria-busy="true">
        <span className="sr-only" role="status">
          {AR.common.loading}
        </span>
        <div className="h-[32rem] animate-pulse rounded-3xl bg-slate-200" />
      </main>
    );
  }
  if (query.isError) {
    return (
      <main className="mx-auto max-w-md px-4 py-8">
        <h1 className="sr-only">{AR.events.ticketTitle}</h1>
        <StateMessage tone="error">{errorText(query.error, AR.events.ticketNotFound)}</StateMessage>
      </main>
    );
  }

  const ticket = query.data;
  return (
    <main className="mx-auto max-w-md px-4 py-6 sm:py-10">
      <article
        className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-md"
        data-testid="ticket"
      >
        <header className="bg-ink-900 px-6 py-5 text-white">
          <p className="text-sm text-brand-100">{AR.events.ticketTitle}</p>
          <h1 className="mt-1 text-xl font-extrabold break-words">{ticket.event.name}</h1>
        </header>
        <div className="flex justify-center bg-white p-6">
          <img
            src={ticket.qrSvg}
            alt={AR.events.ticketQrAlt}
            width={240}
            height={240}
            className="size-60 rounded-lg border border-slate-100"
          />
        </div>
        <div className="border-t border-dashed border-slate-300 px-6 py-5">
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <Item label={AR.booking.fullName} value={ticket.fullName} wide />
            <Item label={AR.booking.reference} value={ticket.reference} mono />
            <div>
              <dt className="text-xs text-slate-500">{AR.bookings.status}</dt>
              <dd className="mt-1">
                <span
                  className={`inline-flex rounded-full px-3 py-1 text-xs font-bold ${STATUS_STYLE[ticket.status] ?? 'bg-slate-100 text-slate-700'}`}
                >
                  {AR.bookingStatus[ticket.status] ?? ticket.status}
                </span>
              </dd>
            </div>
          </dl>
          <ul className="mt-5 grid gap-2 text-sm text-slate-700">
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden className="size-4 text-brand-600" />
              {formatDate(ticket.event.date)}
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden className="size-4 text-brand-600" />
              {formatTime(ticket.event.date)}
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 text-brand-600" />
              {ticket.event.location}
            </li>
          </ul>
          {ticket.checkedInAt ? (
            <p className="mt-5 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
              {AR.events.ticketCheckedIn(
                `${formatDate(ticket.checkedInAt)} ${formatTime(ticket.checkedInAt)}`,
              )}
            </p>
          ) : null}
        </div>
      </article>
    </main>
  );
}

function Item({
  label,
  value,
  mono,
  wide,
}: {
  label: string;
  value: string;
  mono?: boolean;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`mt-1 font-bold break-words ${mono ? 'font-mono text-lg tracking-widest' : ''}`}>
        {mono ? <bdi dir="ltr">{value}</bdi> : value}
      </dd>
    </div>
  );
}
