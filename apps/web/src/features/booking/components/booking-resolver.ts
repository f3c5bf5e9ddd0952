import { type BookingRequest, type BookingRequestInput, bookingRequestSchemaFor } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/**
 * zod + the shared booking schema for a ticket price, in a chunk of its own: fetched when the visitor
 * first touches the form (booking-form.tsx), not with the page.
 */
export function bookingResolverFor(price: number): Resolver<BookingRequestInput, unknown, BookingRequest> {
  return zodResolver(bookingRequestSchemaFor(price));
}
