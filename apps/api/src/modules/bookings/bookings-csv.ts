import { AR, AR_GROUPS, AR_PRIVACY, AR_TYPES, cairoSortableWriter } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { events } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { bookingMoney } from './booking-view';

const H = AR.bookings.csv;
const G = AR_GROUPS.csv;

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
  if (method === 'InstaPay') return AR.booking.instaPay;
  if (method === 'VodafoneCash') return AR.booking.vodafoneCash;
  return '';
}

/**
 * Bookings read per step of the export (about 350 tickets, 50 KB of text), whatever the event's size: a
 * door's call waits for one step at most. On PGlite a step's statements run on this thread too; 250
 * bookings a step held a call up to about 140 ms there at 50,000 tickets, 100 about 65 ms
 * (bench:big-event, GET /api/health during a CSV export).
 */
const EXPORT_STEP = 100;

/** A booking of a step, with what its rows repeat. */
type ExportBooking = {
  /** Its key (created_at as text, to the microsecond, and id): the next step starts after it. */
  k0: string;
  id: string;
  reference: string;
  full_name: string;
  national_id: string | null;
  quantity: number;
  email: string | null;
  payment_method: 'InstaPay' | 'VodafoneCash' | null;
  payment_number: string | null;
  subtotal: string | number | null;
  discount: string | number;
  status: string;
  created_at: Date | string;
  decided_by: string | null;
  decided_at: Date | string | null;
  checked_in_at: Date | string | null;
  proof_transaction_id: string | null;
  has_proof: boolean;
  erased: boolean;
  decision_reason: string | null;
  rejection_cause: string | null;
  code: string | null;
};

/** A ticket of a step's bookings. */
type ExportTicket = {
  booking_id: string;
  full_name: string;
  national_id: string | null;
  position: number;
  checked_in_at: Date | string | null;
  price: string | number | null;
  type_name: string | null;
};

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
  if (!event) throw new NotFound(AR.events.notFound);
  const price = Number(event.ticketPrice);
  return { lines: csvLines(db, eventId, price), eventName: event.name };
}

/**
 * One step: the next EXPORT_STEP bookings after `after` by the index on (event_id, created_at, id), then
 * their tickets by the index on booking_id; two statements of plans that do not change with the event's
 * size (as one join, the planner read every ticket of the event at each step).
 */
async function exportStep(
  db: Db,
  eventId: string,
  after: [string, string] | null,
): Promise<{ page: ExportBooking[]; tickets: Map<string, ExportTicket[]> }> {
  const from = after
    ? sql`AND (b.created_at, b.id) > (CAST(${after[0]} AS timestamptz), CAST(${after[1]} AS uuid))`
    : sql``;
  const page = rowsOf<ExportBooking>(
    await db.execute(sql`
      SELECT b.created_at::text AS k0, b.id, b.reference, b.full_name, b.national_id, b.quantity, b.email,
        b.payment_method, b.payment_number, b.subtotal, b.discount, b.status, b.created_at, b.decided_at,
        b.checked_in_at, b.proof_transaction_id, b.proof_uploaded_at IS NOT NULL AS has_proof,
        b.erased_at IS NOT NULL AS erased, b.decision_reason, b.rejection_cause,
        (SELECT u.username FROM users AS u WHERE u.id = b.decided_by) AS decided_by,
        (SELECT ec.code FROM event_codes AS ec WHERE ec.id = b.code_id) AS code
      FROM bookings AS b WHERE b.event_id = ${eventId} ${from}
      ORDER BY b.created_at, b.id LIMIT ${EXPORT_STEP}`),
  );
  const tickets = new Map<string, ExportTicket[]>();
  if (page.length === 0) return { page, tickets };
  const rows = rowsOf<ExportTicket>(
    await db.execute(sql`
      SELECT t.booking_id, t.full_name, t.national_id, t.position, t.checked_in_at, t.price,
        (SELECT tt.name FROM ticket_types AS tt WHERE tt.id = t.ticket_type_id) AS type_name
      FROM tickets AS t
      WHERE t.booking_id = ANY(string_to_array(${page.map((b) => b.id).join(',')}, ',')::uuid[])
      ORDER BY t.booking_id, t.position`),
  );
  for (const ticket of rows) {
    const list = tickets.get(ticket.booking_id);
    if (list) list.push(ticket);
    else tickets.set(ticket.booking_id, [ticket]);
  }
  return { page, tickets };
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
    csvCell(G.ticketOf((ticket?.position ?? 0) + 1, b.quantity)),
    csvCell(personal(b.email)),
    csvCell(paymentMethod(b.payment_method)),
    csvTextCell(b.erased && b.payment_method ? AR_PRIVACY.erased : (b.payment_number ?? '')),
    csvCell(String(amount)),
    csvCell(AR.bookingStatus[b.status as keyof typeof AR.bookingStatus] ?? b.status),
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
