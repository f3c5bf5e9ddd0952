import { AR_BOOKINGS, type BookingDto } from '@app/shared';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import { DESK_ACTION, type DeskAction, deskActionsOf } from '../lib/desk-actions';

/**
 * A booking's resend, cancel and revive, behind one "more" button on its row or card, so accept and
 * reject stay the desk's one-tap actions; the details dialog shows them as buttons.
 */
export function DeskActionsMenu({
  booking,
  onAction,
  size = 'sm',
}: {
  booking: BookingDto;
  onAction: (booking: BookingDto, action: DeskAction) => void;
  size?: 'sm' | 'md';
}) {
  return (
    <ActionsMenu
      label={AR_BOOKINGS.moreActions(booking.fullName)}
      size={size}
      actions={deskActionsOf(booking).map((action) => ({
        key: action,
        ...DESK_ACTION[action],
        onSelect: () => onAction(booking, action),
      }))}
    />
  );
}
