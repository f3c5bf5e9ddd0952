import { AR_HOLDER, type BookerTicket, type TicketDto } from '@app/shared';
import { Download, Share2 } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { formatDateTime } from '../../../lib/format';

const C = AR_HOLDER.card;

/** Whether this browser hands files to the phone's share sheet (checked without a file). */
function canShareFiles(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && 'share' in navigator;
}

/**
 * One ticket as an image card to forward (docs/api/ticket-transfer.md#a-ticket-worth-forwarding): drawn in
 * the browser when asked (its code loads then), shared through the phone's share sheet where there is
 * one, else downloaded.
 */
export function TicketCardButton({
  booking,
  holder,
  index,
}: {
  booking: TicketDto;
  holder: BookerTicket;
  index: number;
}) {
  const [state, setState] = useState<'idle' | 'making' | 'failed'>('idle');
  const qrSrc = holder.qrSvg;
  if (!qrSrc) return null;
  const count = booking.tickets.length;
  const share = canShareFiles();

  async function hand(event: MouseEvent<HTMLButtonElement>) {
    const from = event.currentTarget;
    setState('making');
    try {
      const { ticketCardFile, shareOrDownload } = await import('./draw-ticket-card');
      const file = await ticketCardFile(
        {
          holder: holder.fullName,
          event: booking.event.name,
          when: formatDateTime(booking.event.date),
          place: booking.event.location,
          reference: booking.reference,
          position: count > 1 ? C.ticketOf(index + 1, count) : undefined,
          qrSrc: qrSrc!,
        },
        C.filename(booking.reference, index + 1),
        from,
      );
      await shareOrDownload(file, booking.event.name);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  const Icon = share ? Share2 : Download;
  return (
    <div className="grid justify-items-center gap-1">
      <button
        type="button"
        onClick={hand}
        disabled={state === 'making'}
        aria-label={C.downloadOf(holder.fullName)}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        <Icon aria-hidden className="size-4" />
        {state === 'making' ? C.making : share ? C.share : C.download}
      </button>
      {state === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {C.failed}
        </p>
      )}
    </div>
  );
}
