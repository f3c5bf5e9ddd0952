import type { BookingDto } from '@app/shared';
import type { DeskAction } from '../lib/desk-actions';
import { useMediaQuery } from '../lib/use-media-query';
import { BookingCards } from './booking-cards';
import { BookingsTable } from './bookings-table';

export type DeskListProps = {
  bookings: BookingDto[] | undefined;
  loading: boolean;
  /** The clock the countdowns read (renewed every half minute). */
  now: number;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  onOpen: (booking: BookingDto) => void;
  onDecide: (booking: BookingDto, status: 'Accepted' | 'Rejected') => void;
  /** Resend, cancel or revive (DECISIONS.md section 15). */
  onAction: (booking: BookingDto, action: DeskAction) => void;
};

/** A table where it fits in one view (1280 px and wider), cards below that: one or the other, never both. */
export function DeskList(props: DeskListProps) {
  const wide = useMediaQuery('(min-width: 1280px)');
  return wide ? <BookingsTable {...props} /> : <BookingCards {...props} />;
}
