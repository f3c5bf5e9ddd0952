import { AR, formatCairoSortable } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, events, users } from '../../db/schema';
import { NotFound } from '../../lib/errors';

const H = AR.bookings.csv;

/** Excel reads a UTF-8 file correctly (Arabic intact) only with the byte-order mark. */
const BOM = '\uFEFF';

/** Quotes a cell when needed, and defuses formulas (=, +, -, @, tab, CR) by prefixing an apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cairoTime(date: Date | null): string {
  return date ? formatCairoSortable(date) : '';
}

/** Every booking of one event (all statuses, the amount, who decided and when, check-in time) as an Excel-friendly CSV. */
export async function exportEventBookingsCsv(
  db: Db,
  eventId: string,
): Promise<{ csv: string; eventName: string }> {
  const [event] = await db
    .select({ name: events.name, ticketPrice: events.ticketPrice })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) throw new NotFound(AR.events.notFound);
  const rows = await db
    .select({ booking: bookings, decidedBy: users.username })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.decidedBy))
    .where(eq(bookings.eventId, eventId))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  const amount = String(Number(event.ticketPrice));
  const header = [
    H.reference,
    H.fullName,
    H.nationalId,
    H.email,
    H.paymentMethod,
    H.paymentNumber,
    H.amount,
    H.status,
    H.createdAt,
    H.decidedBy,
    H.decidedAt,
    H.checkedInAt,
  ];
  const lines = rows.map(({ booking: b, decidedBy }) => [
    b.reference,
    b.fullName,
    b.nationalId,
    b.email,
    b.paymentMethod ?? '',
    b.paymentNumber ?? '',
    amount,
    AR.bookingStatus[b.status] ?? b.status,
    cairoTime(b.createdAt),
    decidedBy ?? '',
    cairoTime(b.decidedAt),
    cairoTime(b.checkedInAt),
  ]);
  const csv = `${BOM}${[header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
  return { csv, eventName: event.name };
}
