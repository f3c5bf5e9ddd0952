import { CAIRO_TIME_ZONE, type DashboardDto } from '@app/shared';
import { and, asc, count, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, events, paymentTransfers, refunds, tasks } from '../../db/schema';
import {
  bookingsCheckedInSince,
  eventTicketsReceivedSql,
  eventTicketsSoldSql,
  pendingBookingCount,
} from '../bookings';
import { countFailedEmails } from '../email';
import { transfersToHandle } from '../payments';

const UPCOMING_EVENTS = 5;

/** Midnight of today in Cairo, computed by the database so every process agrees. */
const cairoMidnight = sql`(date_trunc('day', now() AT TIME ZONE ${CAIRO_TIME_ZONE}) AT TIME ZONE ${CAIRO_TIME_ZONE})`;

/** The Admin overview: one round of small aggregate queries, run side by side. */
export async function getDashboard(db: Db): Promise<DashboardDto> {
  const [messages, pending, checkIns, openTasks, upcoming, matched, owed, toHandle, failedEmails] =
    await Promise.all([
      db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'pending')),
      pendingBookingCount(db),
      bookingsCheckedInSince(db, cairoMidnight),
      db.select({ n: count() }).from(tasks).where(eq(tasks.isDone, false)),
      db
        .select({
          id: events.id,
          name: events.name,
          date: events.date,
          availableSeats: events.availableSeats,
          totalSeats: events.totalSeats,
          sold: eventTicketsSoldSql,
          received: eventTicketsReceivedSql,
        })
        .from(events)
        // A cancelled event is not upcoming (docs/api/reports.md#the-admins-home).
        .where(and(eq(events.isShow, true), isNull(events.cancelledAt), gt(events.date, sql`now()`)))
        .orderBy(asc(events.date))
        .limit(UPCOMING_EVENTS),
      db
        .select({ n: count(), amount: sql<number>`coalesce(sum(${paymentTransfers.amount}), 0)` })
        .from(paymentTransfers)
        .where(
          and(gte(paymentTransfers.matchedAt, cairoMidnight), sql`${paymentTransfers.bookingId} IS NOT NULL`),
        ),
      db
        .select({ n: count(), amount: sql<number>`coalesce(sum(${refunds.amount}), 0)` })
        .from(refunds)
        .where(eq(refunds.status, 'Due')),
      transfersToHandle(db),
      countFailedEmails(db),
    ]);
  return {
    pendingMessages: messages[0]?.n ?? 0,
    pendingBookings: pending,
    todayCheckIns: checkIns,
    tasksAwaitingDelivery: openTasks[0]?.n ?? 0,
    upcomingEvents: upcoming.map((e) => ({
      _id: e.id,
      name: e.name,
      date: e.date.toISOString(),
      availableSeats: e.availableSeats,
      totalSeats: e.totalSeats,
      sold: Number(e.sold),
      received: Number(e.received),
    })),
    matchedToday: { count: matched[0]?.n ?? 0, amount: Number(matched[0]?.amount ?? 0) },
    refundsDue: { count: owed[0]?.n ?? 0, amount: Number(owed[0]?.amount ?? 0) },
    transfersToHandle: toHandle,
    failedEmails,
  };
}
