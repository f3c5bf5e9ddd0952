import { AR_TICKET, type TicketDto } from '@app/shared';
import { Hourglass, Wallet } from 'lucide-react';
import { formatDateTime } from '../../../lib/format';
import { useCountdown } from '../hooks/use-countdown';
import { CopyRow } from './copy-row';

const T = AR_TICKET;

const twoDigits = new Intl.NumberFormat('ar-EG', { minimumIntegerDigits: 2, useGrouping: false });

/** '٢٣:٥٩:٠٨': hours, minutes and seconds left, in the page's digits. */
function countdownText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
    .map((part) => twoDigits.format(part))
    .join(':');
}

/** Where to send the money, with what to write in the note, and how long is left. */
export function PaymentBox({ ticket }: { ticket: TicketDto }) {
  const left = useCountdown(ticket.expiresAt);
  const payment = ticket.payment;
  if (!payment) return null;
  return (
    <section aria-labelledby="pay-title" className="grid gap-3 px-5 py-5">
      <h2 id="pay-title" className="flex items-center gap-2 text-base font-bold text-ink-900">
        <Wallet aria-hidden className="size-5 text-brand-700" />
        {T.payTitle}
      </h2>
      <CopyRow
        label={T.vodafoneCash}
        value={payment.vodafoneCash}
        hint={`${T.accountName} ${payment.accountName}`}
      />
      <CopyRow label={T.instaPay} value={payment.instaPay} hint={`${T.accountName} ${payment.accountName}`} />
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm leading-7 text-amber-950">{T.writeReference}</p>
      {ticket.expiresAt && left !== null && (
        <div className="flex items-start gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white" role="timer">
          <Hourglass aria-hidden className="mt-1 size-5 shrink-0 text-amber-300" />
          <div>
            <p className="text-xs text-slate-300">{left > 0 ? T.timeLeft : T.expired}</p>
            {left > 0 && (
              <p className="text-2xl font-bold tabular-nums" dir="ltr">
                {countdownText(left)}
              </p>
            )}
            <p className="text-xs text-slate-300">
              {T.deadline}: {formatDateTime(ticket.expiresAt)}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
