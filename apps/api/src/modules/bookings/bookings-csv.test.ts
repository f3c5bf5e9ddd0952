import { AR_BOOKING_STATUS, AR_BOOKINGS, sampleNationalId } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, visitor } from '../../../test/helpers/bookings';
import { parseCsv } from '../../../test/helpers/csv';
import { createEventViaApi, multipart, pngImage } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { bookings } from '../../db/schema';
import { expireStaleBookings } from './transitions/expire';

const t = useTestApp();
const H = AR_BOOKINGS.csv;
let admin: string;
let counter = 0;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

function book(eventId: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return bookViaApi<{ _id: string; reference: string; nationalId: string; ticketUrl: string }>(t(), eventId, {
    ...visitor(80_000 + counter, `csv${counter}@example.com`, 'هالة سمير'),
    ...overrides,
  });
}

async function exportOf(eventId: string) {
  const res = await t().app.inject({
    url: `/api/events/bookings/export?eventId=${eventId}`,
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  const [header, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
  return {
    header: header!,
    rows: rows.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i]]))),
  };
}

describe('the staff CSV (docs/api/bookings.md#csv-export)', () => {
  it('opens national IDs and phone numbers in Excel as text, every digit and leading zero kept', async () => {
    const event = await createEventViaApi(t(), admin);
    const booking = await book(event._id);
    const { rows } = await exportOf(event._id);
    const row = rows.find((r) => r[H.reference] === booking.reference)!;
    // ="..." is text to Excel: shown as 29901010080001 and 01012345678, never 2.99E+13 or 1012345678.
    expect(row[H.nationalId]).toBe(`="${booking.nationalId}"`);
    expect(row[H.paymentNumber]).toBe('="01012345678"');
  });

  it('writes the payment method in Arabic and adds the transaction ID and reason columns, keeping the others', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 90 });
    const paid = await book(event._id);
    const proof = multipart({ transactionId: '000123456789012345' }, { bytes: await pngImage() });
    const sent = await t().app.inject({
      method: 'POST',
      url: `/api/tickets/${paid.ticketUrl.split('/').pop()}/payment-proof`,
      headers: proof.headers,
      payload: proof.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const byInstaPay = await book(event._id, { paymentMethod: 'InstaPay', paymentNumber: 'hala@instapay' });
    const rejected = await t().app.inject({
      method: 'PUT',
      url: `/api/events/bookings/${byInstaPay._id}/status`,
      headers: bearer(admin),
      payload: { status: 'Rejected', reason: 'التحويل غير موجود' },
    });
    expect(rejected.statusCode).toBe(200);
    const late = await book(event._id);
    await t()
      .database.db.update(bookings)
      .set({ createdAt: sql`now() - interval '25 hours'`, expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(bookings.id, late._id));
    await expireStaleBookings(t().database.db);

    const { header, rows } = await exportOf(event._id);
    expect(header).toEqual([
      H.reference,
      H.fullName,
      H.nationalId,
      'التذكرة',
      H.email,
      H.paymentMethod,
      H.paymentNumber,
      H.amount,
      H.status,
      H.createdAt,
      H.decidedBy,
      H.decidedAt,
      H.checkedInAt,
      'رقم العملية',
      'السبب',
      // docs/api/ticket-types.md: each ticket's type and the price paid, the booking's code and discount.
      'فئة التذكرة',
      'سعر التذكرة',
      'الرمز',
      'الخصم',
    ]);
    const byReference = new Map(rows.map((r) => [r[H.reference], r]));
    expect(byReference.get(paid.reference)).toMatchObject({
      [H.paymentMethod]: 'فودافون كاش',
      'رقم العملية': '="000123456789012345"',
      السبب: '',
      'فئة التذكرة': 'دخول عام',
    });
    expect(byReference.get(byInstaPay.reference)).toMatchObject({
      [H.paymentMethod]: 'إنستاباي',
      [H.paymentNumber]: 'hala@instapay',
      'رقم العملية': '',
      السبب: 'التحويل غير موجود',
    });
    expect(byReference.get(late.reference)).toMatchObject({ السبب: 'انتهت مهلة الدفع' });
  });
});

describe('the staff CSV of a group (docs/api/bookings.md#csv-export)', () => {
  it("has one row per ticket: its holder and number, the booking's fields repeated", async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 120 });
    const single = await book(event._id);
    const guests = [
      { fullName: 'ياسمين فؤاد', nationalId: sampleNationalId(81_500 + counter) },
      { fullName: 'آدم فؤاد', nationalId: sampleNationalId(81_600 + counter) },
    ];
    const group = await book(event._id, { fullName: 'فؤاد سالم', guests });
    const { header, rows } = await exportOf(event._id);
    expect(header.slice(0, 5)).toEqual([H.reference, H.fullName, H.nationalId, 'التذكرة', H.email]);

    expect(rows.filter((r) => r[H.reference] === single.reference)).toEqual([
      expect.objectContaining({ التذكرة: '1 من 1', [H.amount]: '120' }),
    ]);
    const groupRows = rows.filter((r) => r[H.reference] === group.reference);
    expect(groupRows.map((r) => [r[H.fullName], r[H.nationalId], r.التذكرة])).toEqual([
      ['فؤاد سالم', `="${group.nationalId}"`, '1 من 3'],
      ['ياسمين فؤاد', `="${guests[0]!.nationalId}"`, '2 من 3'],
      ['آدم فؤاد', `="${guests[1]!.nationalId}"`, '3 من 3'],
    ]);
    // One booking, one amount (3 × 120), one payment: the same on each of its rows.
    for (const row of groupRows) {
      expect(row).toMatchObject({
        [H.email]: expect.stringMatching(/^csv\d+@example\.com$/),
        [H.paymentMethod]: 'فودافون كاش',
        [H.paymentNumber]: '="01012345678"',
        [H.amount]: '360',
        [H.status]: AR_BOOKING_STATUS.Pending,
      });
    }
  });

  it('quotes every cell and defuses a formula wherever a `,` or `;` splitting spreadsheet would start a cell', async () => {
    const event = await createEventViaApi(t(), admin);
    const guests = [
      { fullName: '-2+3 حسن', nationalId: sampleNationalId(81_700 + counter) },
      { fullName: 'Omar,+1', nationalId: sampleNationalId(81_800 + counter) },
    ];
    const booking = await book(event._id, { fullName: 'Ali;=1+2;', guests });
    const res = await t().app.inject({
      url: `/api/events/bookings/export?eventId=${event._id}`,
      headers: bearer(admin),
    });
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    // Every cell quoted: each line is a list of "…" cells.
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    // Split as a spreadsheet of either locale would, quotes ignored: no piece may start a formula,
    // but the ="digits" form that keeps an ID's or phone's leading zeros as text.
    for (const line of lines) {
      for (const piece of line.split(/[,;]/)) {
        const start = piece.replace(/^"+/, '');
        if (/^[=+\-@\t\r]/.test(start)) expect(start, line).toMatch(/^=""\+?\d+"""$/);
      }
    }
    const { rows } = await exportOf(event._id);
    expect(rows.filter((r) => r[H.reference] === booking.reference).map((r) => r[H.fullName])).toEqual([
      "Ali;'=1+2;",
      "'-2+3 حسن",
      "Omar,'+1",
    ]);
  });
});
