import { endOfCairoDay } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import {
  bookings,
  contactMessages,
  emailOutbox,
  events,
  paymentTransfers,
  refunds,
  tasks,
} from '../../db/schema';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function dashboard(token: string) {
  const res = await t().app.inject({ url: '/api/dashboard', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Midnight that started today in Cairo: the end of yesterday's Cairo day plus 1 ms. */
function cairoMidnight(now: number): Date {
  const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(now - DAY);
  return new Date(endOfCairoDay(yesterday)!.getTime() + 1);
}

function booking(eventId: string, n: number, extra: Partial<typeof bookings.$inferInsert> = {}) {
  return {
    eventId,
    reference: `REF${n}`,
    nationalId: `2990101000000${n}`.slice(0, 14),
    fullName: `زائر ${n}`,
    email: `v${n}@example.com`,
    paymentMethod: 'InstaPay' as const,
    paymentNumber: '123456',
    ...extra,
  };
}

describe('admin dashboard', () => {
  it('is for Admins only', async () => {
    for (const role of ['Supporter', 'User'] as const) {
      const account = await signIn(t(), role);
      const res = await t().app.inject({ url: '/api/dashboard', headers: bearer(account.token) });
      expect(res.statusCode).toBe(403);
    }
    expect((await t().app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it('counts what is waiting and follows the rows as they change', async () => {
    const admin = await signIn(t(), 'Admin');
    const user = await signIn(t(), 'User');
    const db = t().database.db;

    expect(await dashboard(admin.token)).toEqual({
      pendingMessages: 0,
      pendingBookings: 0,
      upcomingEvents: [],
      todayCheckIns: 0,
      tasksAwaitingDelivery: 0,
      matchedToday: { count: 0, amount: 0 },
      refundsDue: { count: 0, amount: 0 },
      transfersToHandle: { wrongAmount: 0, unmatched: 0 },
      failedEmails: 0,
    });

    const message = {
      fullName: 'Visitor',
      email: 'v@example.com',
      phone: '01000000000',
      requestType: 'Inquiry' as const,
      message: 'Hello',
    };
    await db.insert(contactMessages).values([message, message, { ...message, status: 'rejected' }]);

    const now = Date.now();
    const event = (name: string, at: number, extra: Partial<typeof events.$inferInsert> = {}) => ({
      name,
      description: 'وصف',
      date: new Date(at),
      location: 'القاهرة',
      ticketPrice: 100,
      ...extra,
    });
    const inserted = await db
      .insert(events)
      .values([
        event('later', now + 20 * DAY, { totalSeats: 50, availableSeats: 40 }),
        event('soon', now + 2 * DAY, { availableSeats: 97 }),
        event('hidden', now + 3 * DAY, { isShow: false }),
        event('past', now - 2 * DAY),
        event('cancelled', now + DAY, { cancelledAt: new Date(), cancelReason: 'ظرف طارئ' }),
        ...[5, 6, 7, 8].map((d) => event(`far ${d}`, now + (30 + d) * DAY)),
      ])
      .returning({ id: events.id, name: events.name });
    const soon = inserted.find((e) => e.name === 'soon')!.id;

    const made = await db
      .insert(bookings)
      .values([
        booking(soon, 1),
        booking(soon, 2),
        booking(soon, 3, { status: 'Accepted', checkedInAt: new Date() }),
        booking(soon, 4, { status: 'Accepted', checkedInAt: new Date(now - 3 * DAY) }),
        booking(soon, 5, { status: 'Rejected' }),
        // Today starts at midnight in Cairo, not in UTC and not 24 hours ago.
        booking(soon, 6, { status: 'Accepted', checkedInAt: cairoMidnight(now) }),
        booking(soon, 7, {
          status: 'Accepted',
          checkedInAt: new Date(cairoMidnight(now).getTime() - 60_000),
        }),
      ])
      .returning({ id: bookings.id });
    const transfer = (n: number, matchedAt: Date | null, bookingId: string | null) => ({
      method: 'InstaPay' as const,
      transactionId: `TX${n}`,
      amount: 100,
      outcome: bookingId ? ('matched' as const) : ('unmatched' as const),
      bookingId,
      matchedAt,
      source: 'paste' as const,
    });
    // Matched since midnight in Cairo counts; before it, or not matched, does not.
    await db.insert(paymentTransfers).values([
      transfer(1, cairoMidnight(now), made[2]!.id),
      transfer(2, new Date(cairoMidnight(now).getTime() + 60_000), made[3]!.id),
      transfer(3, new Date(cairoMidnight(now).getTime() - 60_000), made[5]!.id),
      transfer(4, null, null),
      // A Pending booking's transfer of 50 for 100: a wrong amount, matched before today.
      { ...transfer(5, new Date(cairoMidnight(now).getTime() - DAY), made[0]!.id), amount: 50 },
    ]);
    await db.insert(emailOutbox).values([
      { kind: 'booking-received', to: 'a@example.com', subject: 's', failedAt: new Date() },
      { kind: 'booking-received', to: 'b@example.com', subject: 's' },
    ]);
    await db.insert(refunds).values([
      { bookingId: made[4]!.id, amount: 100 },
      { bookingId: made[2]!.id, amount: 25, excess: true },
      { bookingId: made[3]!.id, amount: 40, excess: true, status: 'Refunded' },
    ]);

    await db.insert(tasks).values([
      { userId: user.id, adminId: admin.id, title: 'a', description: 'd', dueDate: new Date(now + DAY) },
      { userId: user.id, adminId: admin.id, title: 'b', description: 'd', dueDate: new Date(now + DAY) },
      {
        userId: user.id,
        adminId: admin.id,
        title: 'c',
        description: 'd',
        dueDate: new Date(now),
        isDone: true,
        deliveryText: 'تم',
        deliveredAt: new Date(),
      },
    ]);

    const figures = await dashboard(admin.token);
    expect(figures).toMatchObject({
      pendingMessages: 2,
      pendingBookings: 2,
      todayCheckIns: 2,
      tasksAwaitingDelivery: 2,
      matchedToday: { count: 2, amount: 200 },
      refundsDue: { count: 2, amount: 125 },
      transfersToHandle: { wrongAmount: 1, unmatched: 1 },
      failedEmails: 1,
    });
    // The next five visible future events that are not cancelled, soonest first.
    expect(figures.upcomingEvents.map((e: { name: string }) => e.name)).toEqual([
      'soon',
      'later',
      'far 5',
      'far 6',
      'far 7',
    ]);
    expect(figures.upcomingEvents[0]).toEqual({
      _id: soon,
      name: 'soon',
      date: new Date(now + 2 * DAY).toISOString(),
      availableSeats: 97,
      totalSeats: 100,
      // Sold: the tickets of its Pending and Accepted bookings; received: the Accepted ones' amount.
      sold: 6,
      received: 400,
    });
  });
});
