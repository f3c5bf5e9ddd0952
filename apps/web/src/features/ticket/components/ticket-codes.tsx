import { AR_GROUPS, AR_SITE, type TicketDto } from '@app/shared';
import { CircleCheck, Download } from 'lucide-react';
import { formatDate, formatTime } from '../../../lib/format';

const T = AR_SITE.ticket;

function DownloadQr({ url, label }: { url: string; label: string }) {
  return (
    <a
      href={url}
      download
      aria-label={label}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Download aria-hidden className="size-4" />
      {AR_GROUPS.downloadQr}
    </a>
  );
}

/**
 * A booking's tickets on its booker's page (docs/api/bookings.md#several-tickets): once Accepted, each QR code
 * with its holder's name and a download of that code alone (an image to forward to that person);
 * before that, a group's holders by name. A booking of one shows its QR as it always did.
 */
export function TicketCodes({ ticket }: { ticket: TicketDto }) {
  const accepted = ticket.status === 'Accepted';
  const count = ticket.tickets.length;
  if (count <= 1) {
    const only = ticket.tickets[0];
    const qrSvg = only?.qrSvg ?? ticket.qrSvg;
    if (!accepted || !qrSvg) return null;
    return (
      <div className="flex flex-col items-center gap-2 bg-white px-5 pt-6">
        <img
          src={qrSvg}
          alt={AR_SITE.events.ticketQrAlt}
          width={240}
          height={240}
          className="size-60 rounded-lg border border-slate-100"
        />
        <p className="text-sm text-slate-600">{T.showAtDoor}</p>
        {only?.qrImageUrl && <DownloadQr url={only.qrImageUrl} label={AR_GROUPS.downloadQr} />}
      </div>
    );
  }
  return (
    <section className="grid gap-3 bg-white px-5 pt-6" aria-label={AR_GROUPS.form.ticketsTitle}>
      {accepted && <p className="text-sm leading-6 text-slate-700">{AR_GROUPS.qrHint}</p>}
      <ol className="grid gap-3">
        {ticket.tickets.map((holder, i) => (
          <li
            key={holder._id}
            className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 p-4 text-center"
            data-testid="ticket-holder"
          >
            <p className="text-xs font-semibold text-slate-600">{AR_GROUPS.ticketOf(i + 1, count)}</p>
            <p className="text-base font-bold break-words text-ink-900">{holder.fullName}</p>
            {holder.ticketType?.name && (
              <p
                className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-bold text-brand-800"
                data-testid="ticket-type"
              >
                {holder.ticketType.name}
              </p>
            )}
            {holder.qrSvg && (
              <img
                src={holder.qrSvg}
                alt={`${AR_SITE.events.ticketQrAlt}: ${holder.fullName}`}
                width={220}
                height={220}
                className="size-55 rounded-lg border border-slate-100"
              />
            )}
            {holder.checkedInAt && (
              <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
                <CircleCheck aria-hidden className="size-4" />
                {AR_SITE.events.ticketCheckedIn(
                  `${formatDate(holder.checkedInAt)} ${formatTime(holder.checkedInAt)}`,
                )}
              </p>
            )}
            {holder.qrImageUrl && (
              <DownloadQr url={holder.qrImageUrl} label={AR_GROUPS.downloadQrOf(holder.fullName)} />
            )}
          </li>
        ))}
      </ol>
      {accepted && <p className="text-center text-sm text-slate-600">{T.showAtDoor}</p>}
    </section>
  );
}
