import { type BookingRequest, type BookingRequestInput, bookingRequestSchemaFor } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/**
 * zod + the shared booking schema for a ticket price, in a chunk of its own: fetched when the visitor
 * first touches the form (booking-form.tsx), not with the page. A free event (price 0) sends no
 * payment details; only the first `guests` people are read (guest-fields.tsx may leave the place of
 * a removed one behind them).
 */
export function bookingResolverFor(
  price: number,
  guests: number,
): Resolver<BookingRequestInput, unknown, BookingRequest> {
  const resolve = zodResolver(bookingRequestSchemaFor(price));
  return (values, context, options) =>
    resolve(
      {
        ...values,
        guests: guests > 0 ? values.guests?.slice(0, guests) : undefined,
        ...(price === 0 && { paymentMethod: undefined, paymentNumber: undefined }),
      },
      context,
      options,
    );
}
