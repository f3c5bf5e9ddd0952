import { AR_PAYMENTS, type TransferDto } from '@app/shared';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { controlClasses } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { useLinkableBookings } from '../api/search-bookings';

const U = AR_PAYMENTS.ui;

/**
 * An unmatched transfer given its booking by hand: search by reference, name or number (the staff
 * search), then one tap on the booking it pays for. Only paid bookings holding no transfer are offered.
 */
export function LinkTransferDialog({
  transfer,
  pending,
  onCancel,
  onLink,
}: {
  transfer: TransferDto | null;
  pending: boolean;
  onCancel: () => void;
  onLink: (bookingId: string) => void;
}) {
  const searchId = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text);
  const found = useLinkableBookings(transfer ? q : '');
  useEffect(() => {
    if (transfer) setText('');
  }, [transfer]);
  return (
    <Dialog
      open={transfer !== null}
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={U.linkTitle}
      description={
        transfer ? (
          <span className="block">
            {transfer.amount === null ? '—' : formatPrice(transfer.amount)} ·{' '}
            <bdi dir="ltr">
              {transfer.senderNumber ?? transfer.senderName ?? transfer.transactionId ?? '—'}
            </bdi>
          </span>
        ) : undefined
      }
      size="sm"
    >
      <div className="grid gap-3">
        <div className="grid gap-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-slate-700">
            {U.linkSearch}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              className={cn(controlClasses, 'h-10 ps-9')}
            />
          </div>
          <p className="text-xs text-slate-500">{U.linkSearchHint}</p>
        </div>
        {q.trim().length >= 2 && found.data && (
          <ul className="grid max-h-72 gap-1 overflow-y-auto" data-testid="link-candidates">
            {found.data.length === 0 && <li className="text-sm text-slate-500">{U.linkNone}</li>}
            {found.data.map((booking) => (
              <li
                key={booking._id}
                className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2"
              >
                <span className="min-w-0 text-sm">
                  <span className="block truncate font-semibold">{booking.fullName}</span>
                  <span className="text-slate-600">
                    <bdi dir="ltr" className="font-mono text-brand-700">
                      {booking.reference}
                    </bdi>{' '}
                    · {formatPrice(booking.amount)}
                  </span>
                </span>
                <Button size="sm" loading={pending} onClick={() => onLink(booking._id)}>
                  {U.linkPick}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
