import type { Config } from '../../config';

/**
 * The booking's clock (docs/api/bookings.md#the-payment-clock), computed here only: when an unpaid booking is
 * released, and when an event stops selling.
 */

type ClockEvent = { date: Date; paymentHours: number; ticketPrice: number | string };

const HOUR_MS = 3_600_000;

/** A Pending booking's deadline: its creation plus the event's payment hours, never after the event starts. */
export function paymentDeadline(createdAt: Date, event: Pick<ClockEvent, 'date' | 'paymentHours'>): Date {
  return new Date(Math.min(createdAt.getTime() + event.paymentHours * HOUR_MS, event.date.getTime()));
}

/** Paid bookings close SALES_CLOSE_HOURS before the event; free ones at its start. */
export function salesCloseAt(config: Config, event: Pick<ClockEvent, 'date' | 'ticketPrice'>): Date {
  const hours = Number(event.ticketPrice) > 0 ? config.bookingClock.salesCloseHours : 0;
  return new Date(event.date.getTime() - hours * HOUR_MS);
}

/** The last moment a booker may cancel an Accepted booking themselves. */
export function bookerCancelUntil(config: Config, event: Pick<ClockEvent, 'date'>): Date {
  return new Date(event.date.getTime() - config.bookingClock.cancelUntilHours * HOUR_MS);
}
