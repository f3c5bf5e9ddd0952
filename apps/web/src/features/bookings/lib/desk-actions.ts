import { AR_BOOKINGS, type BookingDto } from '@app/shared';
import { CircleSlash, type LucideIcon, RotateCcw, Send } from 'lucide-react';

/** The payment desk's actions besides accept and reject (docs/api/bookings.md#staff-actions). */
export type DeskAction = 'resend' | 'cancel' | 'revive';

/**
 * Which of them a booking allows, as the server rules them: resend an Accepted ticket; cancel a
 * Pending or Accepted booking nobody has entered with; revive one rejected by the clock (not by staff).
 */
export function deskActionsOf(booking: BookingDto): DeskAction[] {
  const actions: DeskAction[] = [];
  if (booking.status === 'Accepted') actions.push('resend');
  if ((booking.status === 'Pending' || booking.status === 'Accepted') && !booking.checkedInAt) {
    actions.push('cancel');
  }
  if (booking.status === 'Rejected' && booking.cause === 'expired') actions.push('revive');
  return actions;
}

export const DESK_ACTION: Record<DeskAction, { label: string; icon: LucideIcon; danger?: boolean }> = {
  resend: { label: AR_BOOKINGS.resendTicket, icon: Send },
  cancel: { label: AR_BOOKINGS.cancelBooking, icon: CircleSlash, danger: true },
  revive: { label: AR_BOOKINGS.revive, icon: RotateCcw },
};
