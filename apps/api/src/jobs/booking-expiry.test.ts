import { sampleNationalId } from '@app/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../test/helpers/events';
import { signIn, useTestApp } from '../../test/test-app';
import { bookings, emailOutbox, events } from '../db/schema';
import { bookingExpiryJob } from './booking-expiry';

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

async function bookN(eventId: string, n: number, prefix: string) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/events/bookings',
      payload: {
        eventId,
        nationalId: sampleNationalId(Number(prefix) * 1000 + i),
        fullName: 'عميل',
        email: `c${prefix}${i}@example.com`,
        paymentMethod: 'InstaPay',
        paymentNumber: 'client@ipa',
      },
    });
    ids.push(res.json().data._id);
  }
  return ids;
}

describe('booking expiry job', () => {
  it('rejects pending bookings older than 24 hours once, returns each seat once and emails each customer once', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 10 });
    const stale = await bookN(event._id, 6, '3');
    const fresh = await bookN(event._id, 2, '4');
    await t()
      .database.db.update(bookings)
      .set({ createdAt: sql`now() - interval '25 hours'`, expiresAt: sql`now() - interval '1 hour'` })
      .where(inArray(bookings.id, stale));
    // One stale booking was already accepted: acceptance is final, expiry leaves it alone.
    await t().database.db.update(bookings).set({ status: 'Accepted' }).where(eq(bookings.id, stale[0]!));

    const job = bookingExpiryJob(t().database.db);
    expect(job.everyMs).toBe(60_000);
    // Two runs at once, as on two processes: together they expire each booking exactly once.
    const [a, b] = (await Promise.all([job.run(), job.run()])) as number[];
    expect(a! + b!).toBe(5);
    expect(await job.run()).toBe(0);

    const rows = await t().database.db.select().from(bookings).where(eq(bookings.eventId, event._id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(stale[0]!)!.status).toBe('Accepted');
    for (const id of stale.slice(1))
      expect(byId.get(id)).toMatchObject({ status: 'Rejected', rejectionCause: 'expired' });
    for (const id of fresh) expect(byId.get(id)!.status).toBe('Pending');

    const [row] = await t().database.db.select().from(events).where(eq(events.id, event._id));
    expect(row!.availableSeats).toBe(10 - 3);
    const mails = await t()
      .database.db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'booking-expired'));
    expect(mails.map((m) => m.to).sort()).toEqual([1, 2, 3, 4, 5].map((i) => `c3${i}@example.com`));
  });
});
