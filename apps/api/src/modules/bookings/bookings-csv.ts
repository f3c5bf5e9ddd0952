import { AR, CAIRO_TIME_ZONE } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, events } from '../../db/schema';
import { NotFound } from '../../lib/errors';

const H = AR.bookings.csv;

/** Excel reads a UTF-8 file correctly (Arabic intact) only with the byte-order mark. */
const BOM = '\uFEFF';

/** Quotes a cell when needed, and defuses formulas (=, +, -, @, tab, CR) by prefixing an apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const cairo = new Intl.DateTimeFormat('en-CA', {
  timeZone: CAIRO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-22 14:05" in Cairo time: sortable, and Excel recognises it as a date. */
function cairoTime(date: Date | null): string {
  if (!date) return '';
  const p = Object.fromEntries(cairo.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** Every booking of one event (all statuses, with check-in time) as an Excel-friendly CSV. */
export async function exportEventBookingsCsv(
  db: Db,
  eventId: string,
): Promise<{ csv: string; eventName: string }> {
  const [event] = await db.select({ name: events.name }).from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw new NotFound(AR.events.notFound);
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.eventId, eventId))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  const header = [
    H.reference,
    H.fullName,
    H.nationalId,
    H.email,
    H.paymentMethod,
    H.paymentNumber,
    H.status,
    H.createdAt,
    H.checkedInAt,
  ];
  const lines = rows.map((b) => [
    b.reference,
    b.fullName,
    b.nationalId,
    b.email,
    b.paymentMethod,
    b.paymentNumber,
    AR.bookingStatus[b.status] ?? b.status,
    cairoTime(b.createdAt),
    cairoTime(b.checkedInAt),
  ]);
  const csv = `${BOM}${[header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
  return { csv, eventName: event.name };
}
