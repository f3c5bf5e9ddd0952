import {
  AR_BOOKING_FORM,
  AR_BOOKING_STATUS,
  AR_BOOKINGS,
  AR_EVENTS,
  AR_PRIVACY,
  AR_TYPES,
  formatCairoSortable,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { keyValues } from '../../lib/paging';
import { bookingMoney } from './booking-view';
import {
  EXPORT_KEY_COUNT,
  EXPORT_STEP,
  type ExportRow,
  exportKeysAfter,
  exportRowsOf,
} from './repository/csv-rows';

const H = AR_BOOKINGS.csv;

/** Excel reads a UTF-8 file correctly (Arabic intact) only with the byte-order mark. */
const BOM = '\uFEFF';

/**
 * A character that starts a formula in Excel, LibreOffice or Google Sheets, at the start of a cell
 * or right after a `,` or `;` (where a spreadsheet that splits on either begins a cell of its own).
 */
const FORMULA_START = /(^|[,;])(?=[=+\-@\t\r])/g;

/**
 * One cell of the file (docs/api/bookings.md; docs/api/bookings.md#booking-rules): always quoted, and every place a
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
  if (method === 'InstaPay') return AR_BOOKING_FORM.instaPay;
  if (method === 'VodafoneCash') return AR_BOOKING_FORM.vodafoneCash;
  return '';
}

function cairoTime(date: Date | null): string {
  return date ? formatCairoSortable(date) : '';
}

/**
 * Every ticket of one event, one row each (docs/api/bookings.md#csv-export): its holder's name and
 * national ID, its check-in time and its number in the booking ("2 من 3"), with its booking's
 * reference, email, payment, amount, status, decision, proof's transaction ID and reason repeated
 * on each of the booking's rows. All statuses, as an Excel-friendly CSV.
 *
 * Streamed: the file's first bytes leave before the last booking is read, the bookings are read
 * EXPORT_STEP at a time by their key (created_at, id), and each step gives the event loop back, so
 * an export of 50,000 tickets neither grows the process's memory nor delays a door's call.
 */
export async function exportEventBookingsCsv(
  db: Db,
  eventId: string,
): Promise<{ lines: AsyncIterable<string>; eventName: string }> {
  const [event] = await db
    .select({ name: events.name, ticketPrice: events.ticketPrice })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) throw new NotFound(AR_EVENTS.notFound);
  const price = Number(event.ticketPrice);
  return { lines: csvLines(db, eventId, price), eventName: event.name };
}

async function* csvLines(db: Db, eventId: string, price: number): AsyncIterable<string> {
  yield `${BOM}${header().join(',')}\r\n`;
  let after: string[] | null = null;
  for (;;) {
    const page = await exportKeysAfter(db, eventId, after);
    if (page.length === 0) return;
    const rows = await exportRowsOf(
      db,
      page.map((row) => row.id),
    );
    yield rows.map((row) => `${lineOf(row, price).join(',')}\r\n`).join('');
    if (page.length < EXPORT_STEP) return;
    after = keyValues(page[page.length - 1]!, EXPORT_KEY_COUNT);
    // Give the event loop a turn between steps (PGlite answers on this thread).
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

function header(): string[] {
  return [
    H.reference,
    H.fullName,
    H.nationalId,
    H.ticketNumber,
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
    AR_TYPES.csvType,
    AR_TYPES.csvPrice,
    AR_TYPES.csvCode,
    AR_TYPES.csvDiscount,
  ].map(csvCell);
}

// Each cell as the file holds it: numbers Excel must keep as text through csvTextCell, the rest csvCell.
// Erased fields (docs/api/privacy.md) read '—', apart from a field that was never there.
function lineOf({ booking: b, ticket, decidedBy, typeName, code }: ExportRow, price: number): string[] {
  const { amount, discount } = bookingMoney(b, price);
  const personal = (value: string | null) => (b.erasedAt ? AR_PRIVACY.erased : (value ?? ''));
  return [
    csvCell(b.reference),
    csvCell(ticket?.fullName ?? b.fullName),
    csvTextCell(personal(ticket ? ticket.nationalId : b.nationalId)),
    csvCell(H.ticketOf((ticket?.position ?? 0) + 1, b.quantity)),
    csvCell(personal(b.email)),
    csvCell(paymentMethod(b.paymentMethod)),
    csvTextCell(b.erasedAt && b.paymentMethod ? AR_PRIVACY.erased : (b.paymentNumber ?? '')),
    csvCell(String(amount)),
    csvCell(AR_BOOKING_STATUS[b.status] ?? b.status),
    csvCell(cairoTime(b.createdAt)),
    csvCell(decidedBy ?? ''),
    csvCell(cairoTime(b.decidedAt)),
    csvCell(cairoTime(ticket ? ticket.checkedInAt : b.checkedInAt)),
    csvTextCell(b.erasedAt && b.proofUploadedAt ? AR_PRIVACY.erased : (b.proofTransactionId ?? '')),
    csvCell(b.decisionReason ?? (b.rejectionCause === 'expired' ? H.expiredReason : '')),
    csvCell(typeName ?? ''),
    csvCell(ticket?.price == null ? String(price) : String(Number(ticket.price))),
    csvCell(code ?? ''),
    csvCell(discount ? String(discount) : ''),
  ];
}
