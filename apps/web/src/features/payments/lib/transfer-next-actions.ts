import type { TransferDto } from '@app/shared';

/**
 * Every transfer row's next action (`docs/api/payments.md`, the desk's actions), from its state today:
 * - unmatched: link it to a booking by hand, or mark it "not ours";
 * - mismatch, short: accept anyway (the second confirmation) or reject the booking, its money refunded;
 * - mismatch, over: refund the excess, or accept (the excess is not owed by anyone);
 * - matched: accept (a match by name waits for exactly this);
 * - settled with an excess not yet on the refunds list: refund it;
 * - late: revive the booking.
 */
export type TransferAction =
  | 'link'
  | 'notOurs'
  | 'acceptAnyway'
  | 'rejectAndRefund'
  | 'refundExcess'
  | 'accept'
  | 'revive';

export function nextActionsOf(t: TransferDto): TransferAction[] {
  const difference = t.difference ?? 0;
  const pending = t.booking?.status === 'Pending';
  switch (t.state) {
    case 'unmatched':
      return ['link', 'notOurs'];
    case 'mismatch':
      if (!pending) return [];
      return difference < 0 ? ['acceptAnyway', 'rejectAndRefund'] : ['refundExcess', 'accept'];
    case 'matched':
      return pending ? ['accept'] : [];
    case 'settled':
      return difference > 0 && t.booking?.status === 'Accepted' ? ['refundExcess'] : [];
    case 'late':
      return t.booking ? ['revive'] : [];
    default:
      return [];
  }
}
