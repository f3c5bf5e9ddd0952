import { AR_HOLDER, AR_TICKET, type TicketDto } from '@app/shared';
import { CircleCheck } from 'lucide-react';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format';
import { TicketCardButton } from '../card/ticket-card-button';
import { ChangeHolder } from './change-holder';

const T = AR_TICKET;

/**
 * A booking's tickets on its booker's page (docs/api/bookings.md#several-tickets): once Accepted, each QR code
 * with its holder's name and its ticket as an image card to share or download (to forward to that
 * person, docs/api/ticket-transfer.md#a-ticket-worth-forwarding); before that, a group's holders by name.
 * A guest's ticket can be given another holder until the deadline. A booking of one shows its QR as
 * it always did.
 */
export function TicketCodes({ ticket, token }: { ticket: TicketDto; token: string }) {
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
          alt={T.ticketQrAlt}
          width={240}
          height={240}
          className="size-60 rounded-lg border border-slate-100"
        />
        <p className="text-sm text-slate-600">{T.showAtDoor}</p>
        {only && <TicketCardButton booking={ticket} holder={only} index={0} />}
      </div>
    );
  }
  return (
    <section className="grid gap-3 bg-white px-5 pt-6" aria-label={T.ticketsTitle}>
      {accepted && <p className="text-sm leading-6 text-slate-700">{AR_HOLDER.card.hint}</p>}
      <ol className="grid gap-3">
        {ticket.tickets.map((holder, i) => (
          <li
            key={holder._id}
            className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 p-4 text-center"
            data-testid="ticket-holder"
          >
            <p className="text-xs font-semibold text-slate-600">{T.ticketOf(i + 1, count)}</p>
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
                alt={`${T.ticketQrAlt}: ${holder.fullName}`}
                width={220}
                height={220}
                className="size-55 rounded-lg border border-slate-100"
              />
            )}
            {holder.checkedInAt && (
              <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
                <CircleCheck aria-hidden className="size-4" />
                {T.ticketCheckedIn(`${formatDate(holder.checkedInAt)} ${formatTime(holder.checkedInAt)}`)}
              </p>
            )}
            <TicketCardButton booking={ticket} holder={holder} index={i} />
            {holder.canChangeHolder && <ChangeHolder token={token} holder={holder} />}
          </li>
        ))}
      </ol>
      {ticket.changeHolderUntil && ticket.tickets.some((holder) => holder.canChangeHolder) && (
        <p className="text-center text-xs leading-6 text-slate-600">
          {AR_HOLDER.ui.until(formatDateTime(ticket.changeHolderUntil))}
        </p>
      )}
      {accepted && <p className="text-center text-sm text-slate-600">{T.showAtDoor}</p>}
    </section>
  );
}
