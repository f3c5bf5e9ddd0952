import { AR, AR_GROUPS, AR_PRIVACY, formatCairoSortable } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, events, tickets, users } from '../../db/schema';
import { NotFound } from '../../lib/errors';

const H = AR.bookings.csv;
const G = AR_GROUPS.csv;

/** Excel reads a UTF-8 file correctly (Arabic intact) only with the byte-order mark. */
const BOM = '\uFEFF';

/**
 * A character that starts a formula in Excel, LibreOffice or Google Sheets, at the start of a cell
 * or right after a `,` or `;` (where a spreadsheet that splits on either begins a cell of its own).
 */
const FORMULA_START = /(^|[,;])(?=[=+\-@\t\r])/g;

/**
 * One cell of the file (docs/bookings.md; DECISIONS.md section 5): always quoted, and every place a
 * formula could start (the cell's first character, or one right after a `,` or `;`) defused with
 * an apostrophe, so `Ali;=1+2;` stays text whichever of `,` or `;` the spreadsheet splits on.
 */
export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_START, "$1'");
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * A number Excel must open as text, every digit and leading zero kept: a national ID (14 digits,
 * shown as 2.99E+13 once read as a number) or a phone or transaction number ('01012345678' loses
 * its 0). Written as the formula ="01012345678", which Excel, LibreOffice and Google Sheets all
 * show as exactly that text with no mark in the cell. The alternatives fail: Excel shows a leading
 * apostrophe from a CSV file as a character, and a leading tab stays in the value. Only digits (and
 * a leading +) take this form, so the formula can never be anything but that text; every other
 * value goes through csvCell, formulas defused, as before.
 */
export function csvTextCell(value: string): string {
  return /^\+?\d+$/.test(value) ? `"=""${value}"""` : csvCell(value);
}

function paymentMethod(method: 'InstaPay' | 'VodafoneCash' | null): string {
  if (method === 'InstaPay') return AR.booking.instaPay;
  if (method === 'VodafoneCash') return AR.booking.vodafoneCash;
  return '';
}

function cairoTime(date: Date | null): string {
  return date ? formatCairoSortable(date) : '';
}

/**
 * Every ticket of one event, one row each (DECISIONS.md sections 5 and 13): its holder's name and
 * national ID, its check-in time and its number in the booking ("2 من 3"), with its booking's
 * reference, email, payment, amount, status, decision, proof's transaction ID and reason repeated
 * on each of the booking's rows. All statuses, as an Excel-friendly CSV.
 */
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
    .select({ booking: bookings, ticket: tickets, decidedBy: users.username })
    .from(bookings)
    // A left join: a booking is listed even if, against every rule, it had no ticket row.
    .leftJoin(tickets, eq(tickets.bookingId, bookings.id))
    .leftJoin(users, eq(users.id, bookings.decidedBy))
    .where(eq(bookings.eventId, eventId))
    .orderBy(asc(bookings.createdAt), asc(bookings.id), asc(tickets.position));
  const price = Number(event.ticketPrice);
  const header = [
    H.reference,
    H.fullName,
    H.nationalId,
    G.ticketNumber,
    H.email,
    H.paymentMethod,
    H.paymentNumber,
    H.amount,
    H.status,
    H.createdAt,
    H.decidedBy,
    H.decidedAt,
    H.checkedInAt,
    H.transactionId,
    H.reason,
  ].map(csvCell);
  // Each cell as the file holds it: numbers Excel must keep as text through csvTextCell, the rest csvCell.
  // Erased fields (DECISIONS.md section 17) read '—', apart from a field that was never there.
  const personal = (b: (typeof rows)[number]['booking'], value: string | null) =>
    b.erasedAt ? AR_PRIVACY.erased : (value ?? '');
  const lines = rows.map(({ booking: b, ticket, decidedBy }) => [
    csvCell(b.reference),
    csvCell(ticket?.fullName ?? b.fullName),
    csvTextCell(personal(b, ticket ? ticket.nationalId : b.nationalId)),
    csvCell(G.ticketOf((ticket?.position ?? 0) + 1, b.quantity)),
    csvCell(personal(b, b.email)),
    csvCell(paymentMethod(b.paymentMethod)),
    csvTextCell(b.erasedAt && b.paymentMethod ? AR_PRIVACY.erased : (b.paymentNumber ?? '')),
    csvCell(String(price * b.quantity)),
    csvCell(AR.bookingStatus[b.status] ?? b.status),
    csvCell(cairoTime(b.createdAt)),
    csvCell(decidedBy ?? ''),
    csvCell(cairoTime(b.decidedAt)),
    csvCell(cairoTime(ticket ? ticket.checkedInAt : b.checkedInAt)),
    csvTextCell(b.erasedAt && b.proofUploadedAt ? AR_PRIVACY.erased : (b.proofTransactionId ?? '')),
    csvCell(b.decisionReason ?? (b.rejectionCause === 'expired' ? H.expiredReason : '')),
  ]);
  const csv = `${BOM}${[header, ...lines].map((cells) => cells.join(',')).join('\r\n')}\r\n`;
  return { csv, eventName: event.name };
}
