import { sampleNationalId } from '@app/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings, events } from '../../src/db/schema';
import type { TestApp } from '../test-app';

/**
 * A visitor's booking fields, paying by Vodafone Cash: national ID number `n` (sampleNationalId), its
 * own address and name. Each test file keeps its own range of `n`, so its bookers never collide.
 */
export function visitor(n: number, email: string, fullName: string) {
  return {
    nationalId: sampleNationalId(n),
    fullName,
    email,
    paymentMethod: 'VodafoneCash',
    paymentNumber: '01012345678',
  };
}

/** POST /api/events/bookings as a visitor. */
export function postBooking(app: TestApp, eventId: string, fields: Record<string, unknown>) {
  return app.app.inject({ method: 'POST', url: '/api/events/bookings', payload: { eventId, ...fields } });
}

/** A visitor books through the API: 201 expected, the booking's answer returned. */
export async function bookViaApi<T>(
  app: TestApp,
  eventId: string,
  fields: Record<string, unknown>,
): Promise<T> {
  const res = await postBooking(app, eventId, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as T;
}

/** A booking's row as the database holds it. */
export async function storedBooking(app: TestApp, id: string) {
  const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

/** The seats of an event the public can book now. */
export async function openSeats(app: TestApp, eventId: string) {
  const [row] = await app.database.db.select().from(events).where(eq(events.id, eventId));
  return row!.availableSeats;
}

/**
 * A signed link or QR with its signature's last two characters changed. Never the token itself,
 * whatever it ends with: a fixed 'xx' matched the real signature once in 4,096 runs.
 */
export function forgedToken(token: string): string {
  return `${token.slice(0, -2)}${token.endsWith('xx') ? 'yy' : 'xx'}`;
}
