import type { BookingRequestInput } from '@app/shared';

/**
 * What of the form is checked and sent for a ticket price: a free event (price 0) sends no payment
 * details; only the first `guests` people are read (guest-fields.tsx may leave the place of a
 * removed one behind them).
 */
export function bookingValuesToCheck(
  values: BookingRequestInput,
  price: number,
  guests: number,
): BookingRequestInput {
  return {
    ...values,
    guests: guests > 0 ? values.guests?.slice(0, guests) : undefined,
    ...(price === 0 && { paymentMethod: undefined, paymentNumber: undefined }),
  };
}
