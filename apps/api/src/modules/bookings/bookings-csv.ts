import {
  AR_BOOKING_FORM,
  AR_BOOKING_STATUS,
  AR_BOOKINGS,
  AR_EVENTS,
  AR_PRIVACY,
  AR_TYPES,
  cairoSortableWriter,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { bookingMoney } from './booking-view';
import { EXPORT_STEP, type ExportBooking, type ExportTicket, exportStep } from './repository/csv-rows';

const H = AR_BOOKINGS.csv;

/** Excel reads a UTF-8 file correctly (Arabic intact) only with the byte-order mark. */
const BOM = '\uFEFF';

/**
 * A character that starts a formula in Excel, LibreOffice or Google Sheets, at the start of a cell
 * or right after a `,` or `;` (where a spreadsheet that splits on either begins a cell of its own).
 */
const FORMULA_START = /(^|[,;])(?=[=+\-@\t\r])/g;
/** A cell with no character a formula could start with and no quote. */
const PLAIN_CELL = /^[^=+\-@\t\r"]*$/;

/**
 * One cell of the file (docs/api/bookings.md; docs/api/bookings.md#booking-rules): always quoted, and every place a
 * formula could start (the cell's first character, or one right after a `,` or `;`) defused with
 * an apostrophe, so `Ali;=1+2;` stays text whichever of `,` or `;` the spreadsheet splits on.
 */
export function csvCell(value: string): string {
  // Most cells (names, references, times) hold none of those characters nor a quote: nothing to change.
  if (PLAIN_CELL.test(value)) return `"${value}"`;
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

/**
 * Every ticket of one event, one row each (docs/api/bookings.md#csv-export): its holder's name and
 * national ID, its check-in time and its number in the booking ("2 من 3"), with its booking's
 * reference, email, payment, amount, status, decision, proof's transaction ID and reason repeated
 * on each of the booking's rows. All statuses, as an Excel-friendly CSV.
 *
 * Streamed: the file's first bytes leave before the last booking is read, the bookings are read
 * EXPORT_STEP at a time by their key (created_at, id; index bookings_event_created_idx), and each step
 * gives the event loop back, so an export of 50,000 tickets neither grows the process's memory nor
 * delays a door's call (docs/api/big-events.md#streamed-csv).
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
  const cairoTime = cairoSortableWriter();
  let after: [string, string] | null = null;
  for (;;) {
    const { page, tickets } = await exportStep(db, eventId, after);
    if (page.length === 0) return;
    let lines = '';
    for (const booking of page) {
      // A booking is listed even if, against every rule, it had no ticket row.
      for (const ticket of tickets.get(booking.id) ?? [null]) {
        lines += `${lineOf(booking, ticket, price, cairoTime).join(',')}\r\n`;
      }
    }
    yield lines;
    if (page.length < EXPORT_STEP) return;
    const last = page[page.length - 1]!;
    after = [last.k0, last.id];
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
function lineOf(
  b: ExportBooking,
  ticket: ExportTicket | null,
  price: number,
  cairoTime: (at: Date) => string,
): string[] {
  const { amount, discount } = bookingMoney(
    {
      subtotal: b.subtotal === null ? null : Number(b.subtotal),
      discount: Number(b.discount),
      quantity: b.quantity,
    },
    price,
  );
  const personal = (value: string | null) => (b.erased ? AR_PRIVACY.erased : (value ?? ''));
  const time = (at: Date | string | null) => (at === null ? '' : cairoTime(new Date(at)));
  return [
    csvCell(b.reference),
    csvCell(ticket?.full_name ?? b.full_name),
    csvTextCell(personal(ticket ? ticket.national_id : b.national_id)),
    csvCell(H.ticketOf((ticket?.position ?? 0) + 1, b.quantity)),
    csvCell(personal(b.email)),
    csvCell(paymentMethod(b.payment_method)),
    csvTextCell(b.erased && b.payment_method ? AR_PRIVACY.erased : (b.payment_number ?? '')),
    csvCell(String(amount)),
    csvCell(AR_BOOKING_STATUS[b.status as keyof typeof AR_BOOKING_STATUS] ?? b.status),
    csvCell(time(b.created_at)),
    csvCell(b.decided_by ?? ''),
    csvCell(time(b.decided_at)),
    csvCell(time(ticket ? ticket.checked_in_at : b.checked_in_at)),
    csvTextCell(b.erased && b.has_proof ? AR_PRIVACY.erased : (b.proof_transaction_id ?? '')),
    csvCell(b.decision_reason ?? (b.rejection_cause === 'expired' ? H.expiredReason : '')),
    csvCell(ticket?.type_name ?? ''),
    csvCell(ticket?.price == null ? String(price) : String(Number(ticket.price))),
    csvCell(b.code ?? ''),
    csvCell(discount ? String(discount) : ''),
  ];
}
