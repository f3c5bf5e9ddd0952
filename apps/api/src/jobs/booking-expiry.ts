import type { Db } from '../db/client';
import { expireStaleBookings } from '../modules/bookings';
import type { Job } from './scheduler';

/** Every minute: Pending bookings older than 24 hours are rejected, seats returned, customers emailed. */
export function bookingExpiryJob(db: Db): Job {
  return { name: 'booking-expiry', everyMs: 60_000, run: () => expireStaleBookings(db) };
}
