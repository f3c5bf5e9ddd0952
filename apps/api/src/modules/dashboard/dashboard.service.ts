import { CAIRO_TIME_ZONE, type DashboardDto } from '@app/shared';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, events, tasks } from '../../db/schema';
import { bookingsCheckedInSince, pendingBookingCount } from '../bookings';

const UPCOMING_EVENTS = 5;

/** Midnight of today in Cairo, computed by the database so every process agrees. */
const cairoMidnight = sql`(date_trunc('day', now() AT TIME ZONE ${CAIRO_TIME_ZONE}) AT TIME ZONE ${CAIRO_TIME_ZONE})`;

/** The Admin overview: one round of small aggregate queries, run side by side. */
export async function getDashboard(db: Db): Promise<DashboardDto> {
  const [messages, pending, checkIns, openTasks, upcoming] = await Promise.all([
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
      })
      .from(events)
      .where(and(eq(events.isShow, true), gt(events.date, sql`now()`)))
      .orderBy(asc(events.date))
      .limit(UPCOMING_EVENTS),
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
    })),
  };
}
