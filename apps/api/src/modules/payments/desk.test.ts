import {
  type BookingDto,
  type PaymentsSummary,
  type RefundDto,
  sampleNationalId,
  type TransferDto,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventViaApi } from '../../../test/helpers/events';
import { paymentDesk } from '../../../test/helpers/payments';
import { bearer, createTestApp, signIn, useTestApp } from '../../../test/test-app';
import { bookings } from '../../db/schema';
import { expireStaleBookings } from '../bookings/transitions/expire';

/**
 * The payment desk that never hides money owed (`docs/api/payments.md`; docs/api/payments.md#matching): which
 * rule matched (`by`), rule 4 by the payer's name (never accepted by itself), matching when a booking
 * or a proof arrives (and no longer when a list is read), a short payment accepted only with a
 * recorded reason, money expected counting what is missing, an overpayment's excess refunded, and
 * every unmatched transfer's next action (link by hand, not ours). On PGlite and PostgreSQL (TEST_DB).
 */

// A booking's reference is random; the booking-arrival test needs to know it before the booking is made.
const references = vi.hoisted(() => ({ forced: [] as string[] }));
vi.mock('../bookings/booking-reference', async (importOriginal) => {
  const real = await importOriginal<typeof import('../bookings/booking-reference')>();
  return { ...real, newBookingReference: () => references.forced.shift() ?? real.newBookingReference() };
});

const t = useTestApp();
let staff: { token: string; id: string };
let admin: { token: string; id: string };
/** 150 EGP a ticket; 250 for the group tests (three tickets: 750). */
let eventId: string;
let groupEventId: string;
const desk = paymentDesk(71_000);
const { transfer } = desk;

beforeAll(async () => {
  admin = await signIn(t(), 'Admin');
  staff = await signIn(t(), 'Supporter');
  eventId = (await createEventViaApi(t(), admin.token, { ticketPrice: 150, totalSeats: 200 }))._id;
  groupEventId = (await createEventViaApi(t(), admin.token, { ticketPrice: 250, totalSeats: 200 }))._id;
});

const book = (overrides: Record<string, unknown> = {}, event = eventId) => desk.book(t(), event, overrides);
const importTransfers = (list: unknown[]) => desk.importTransfers(t(), staff.token, list);
const transfers = (state?: string) => desk.transfers(t(), staff.token, state);
const staffItem = (id: string) => desk.staffItem(t(), staff.token, id);

let guestId = 72_000;
/** A booking of three tickets at 250: 750 EGP. */
function groupOfThree(overrides: Record<string, unknown> = {}) {
  const guests = [1, 2].map(() => {
    guestId += 1;
    return { fullName: `ضيف ${guestId}`, nationalId: sampleNationalId(guestId) };
  });
  return book({ guests, ...overrides }, groupEventId);
}

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  token = staff.token,
) {
  return t().app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
}

const accept = (id: string, extra: Record<string, unknown> = {}) =>
  call('PUT', `/api/events/bookings/${id}/status`, { status: 'Accepted', ...extra });

async function summary(): Promise<PaymentsSummary> {
  const res = await call('GET', '/api/payments/summary');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('`by`: which rule found the booking, in every answer that names one', () => {
  it('transaction, reference, sender, name; mismatch and late carry it too', async () => {
    const byTxn = await book();
    await desk.sendProof(t(), byTxn._id, { transactionId: 'BY-TXN-1' });
    const byRef = await book();
    const bySender = await book({ paymentNumber: '01055500011' });
    const byName = await book({ fullName: 'Karim Fathy Mostafa Elsayed' });
    const short = await book();
    const results = await importTransfers([
      transfer({ transactionId: 'BYTXN1' }),
      transfer({ note: `booking ${byRef.reference}` }),
      transfer({ senderNumber: '01055500011' }),
      transfer({ senderName: 'KARIM FATHY MOSTAFA E' }),
      transfer({ amount: 100, note: short.reference }),
    ]);
    expect(results.map((r) => [r.outcome, r.by, r.bookingId])).toEqual([
      ['matched', 'transaction', byTxn._id],
      ['matched', 'reference', byRef._id],
      ['matched', 'sender', bySender._id],
      ['matched', 'name', byName._id],
      ['mismatch', 'reference', short._id],
    ]);
    // The ledger keeps how each was found.
    const listed = await transfers();
    expect(listed.find((row) => row._id === results[3]!._id)?.by).toBe('name');

    const expired = await book();
    await t()
      .database.db.update(bookings)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, expired._id));
    await expireStaleBookings(t().database.db);
    const [late] = await importTransfers([transfer({ note: expired.reference })]);
    expect(late).toMatchObject({ outcome: 'late', by: 'reference', bookingId: expired._id });
  });

  it('an unmatched answer has no `by`', async () => {
    const [result] = await importTransfers([transfer({ senderNumber: '01299999001' })]);
    expect(result!.outcome).toBe('unmatched');
    expect(result).not.toHaveProperty('by');
  });
});

describe('rule 4: the payer name a bank writes, with no sender number', () => {
  it('matches the one Pending booking of that amount whose name begins with it, Arabic folded, cut short', async () => {
    const arabic = await book({ fullName: 'أحمد محمود عبدالرحمن سليم' });
    // The bank writes plain alefs, no hamza, and cuts the name after 16 characters.
    const [result] = await importTransfers([transfer({ senderName: 'احمد محمود عبدال' })]);
    expect(result).toMatchObject({ outcome: 'matched', by: 'name', bookingId: arabic._id });
  });

  it('needs exactly one booking: two of that name and amount, another amount, or a sender number: unmatched', async () => {
    await book({ fullName: 'Youssef Adel Hanna' });
    await book({ fullName: 'Youssef Adel Hanna Boutros' });
    const lone = await book({ fullName: 'Mariam Samir Gad' });
    const results = await importTransfers([
      transfer({ senderName: 'YOUSSEF ADEL HANNA' }),
      transfer({ senderName: 'MARIAM SAMIR GAD', amount: 300 }),
      transfer({ senderName: 'MARIAM SAMIR GAD', senderNumber: '01277700011' }),
    ]);
    expect(results.map((r) => r.outcome)).toEqual(['unmatched', 'unmatched', 'unmatched']);
    // The same name at the right amount and without a number finds it.
    const [found] = await importTransfers([transfer({ senderName: 'mariam samir' })]);
    expect(found).toMatchObject({ outcome: 'matched', by: 'name', bookingId: lone._id });
  });
});

describe('matching when a booking or a proof arrives, not when a list is read', () => {
  it('a proof naming an unmatched transfer takes it in the same request', async () => {
    const [kept] = await importTransfers([transfer({ transactionId: 'PROOF-ARRIVES-77' })]);
    expect(kept!.outcome).toBe('unmatched');
    const booking = await book();
    await desk.sendProof(t(), booking._id, { transactionId: 'proof arrives 77' });
    // The booking's item shows it at once: no list of transfers was read in between.
    expect((await staffItem(booking._id)).transfer).toMatchObject({
      _id: kept!._id,
      amount: 150,
      difference: 0,
    });
    const listed = (await transfers('matched')).find((row) => row._id === kept!._id);
    expect(listed).toMatchObject({ by: 'transaction', booking: { _id: booking._id } });
  });

  it('a booking whose reference an unmatched transfer names takes it when it is made', async () => {
    const [kept] = await importTransfers([transfer({ note: 'حجز QWERTY7 شكرا' })]);
    expect(kept!.outcome).toBe('unmatched');
    references.forced.push('QWERTY7');
    const booking = await book();
    expect(booking.reference).toBe('QWERTY7');
    expect(booking.transfer).toMatchObject({ _id: kept!._id, amount: 150 });
    const listed = (await transfers('matched')).find((row) => row._id === kept!._id);
    expect(listed).toMatchObject({ by: 'reference', booking: { _id: booking._id } });
  });

  it('reading the transfers list matches nothing any more', async () => {
    const [kept] = await importTransfers([transfer({ senderNumber: '01288800077' })]);
    // A booking that rule 3 would find, made later; it names no transfer itself.
    await book({ paymentNumber: '01288800077' });
    const unmatched = await transfers('unmatched');
    expect(unmatched.map((row) => row._id)).toContain(kept!._id);
    expect((await transfers('unmatched')).map((row) => row._id)).toContain(kept!._id);
  });
});

describe('a short payment is never accepted unnoticed', () => {
  it('250 of 750: the item says so; accepting is 409 without a reason, then accepted and recorded with one', async () => {
    const booking = await groupOfThree();
    expect(booking.amount).toBe(750);
    const [result] = await importTransfers([transfer({ amount: 250, note: booking.reference })]);
    expect(result).toMatchObject({ outcome: 'mismatch', by: 'reference', difference: -500 });
    expect((await staffItem(booking._id)).transfer).toMatchObject({ amount: 250, difference: -500 });

    const refused = await accept(booking._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      shortPayment: { received: 250, amount: 750, missing: 500 },
    });
    expect(refused.json().error).toMatch(/^وصل .*٢٥٠.* من .*٧٥٠.*، ينقص .*٥٠٠/);
    expect((await staffItem(booking._id)).status).toBe('Pending');

    expect((await accept(booking._id, { shortPaymentReason: '' })).statusCode).toBe(400);
    expect((await accept(booking._id, { shortPaymentReason: 'x'.repeat(201) })).statusCode).toBe(400);

    const accepted = await accept(booking._id, { shortPaymentReason: 'الباقي نقداً عند الباب' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'Accepted',
      decidedBy: { _id: staff.id },
      shortPaymentReason: 'الباقي نقداً عند الباب',
      reason: null,
      transfer: { difference: -500 },
    });
  });

  it('a booking paid right, or over, needs no second confirmation; a reason sent anyway is not recorded', async () => {
    const right = await book();
    await importTransfers([transfer({ note: right.reference })]);
    const res = await accept(right._id, { shortPaymentReason: 'لا داعي' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.shortPaymentReason).toBeNull();
    const over = await book();
    await importTransfers([transfer({ amount: 200, note: over.reference })]);
    expect((await accept(over._id)).statusCode).toBe(200);
  });

  it('money expected counts what is still missing, also of a booking accepted short', async () => {
    const before = await summary();
    const booking = await groupOfThree();
    expect((await summary()).expected - before.expected).toBe(750);
    await importTransfers([transfer({ amount: 250, note: booking.reference })]);
    expect((await summary()).expected - before.expected).toBe(500);
    await accept(booking._id, { shortPaymentReason: 'وعد بالباقي' });
    const after = await summary();
    expect(after.expected - before.expected).toBe(500);
    // An overpaid booking owes nothing and is no credit to others; one paid right is ready.
    const over = await book();
    await importTransfers([transfer({ amount: 400, note: over.reference })]);
    const right = await book();
    await importTransfers([transfer({ note: right.reference })]);
    const last = await summary();
    expect(last.expected).toBe(after.expected);
    expect(last.ready - after.ready).toBe(1);
  });
});

describe("an overpayment's excess is refunded, the booking stands", () => {
  it('refund-excess puts the difference on the refunds list once; the booking is then paid right', async () => {
    const booking = await book({ paymentNumber: '01066600011' });
    const [result] = await importTransfers([
      transfer({ amount: 400, note: booking.reference, senderNumber: '01211100022' }),
    ]);
    expect(result).toMatchObject({ outcome: 'mismatch', difference: 250 });
    const made = await call('POST', `/api/payments/transfers/${result!._id}/refund-excess`);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data as RefundDto).toMatchObject({
      bookingId: booking._id,
      amount: 250,
      toNumber: '01211100022',
      status: 'Due',
      excess: true,
    });
    const again = await call('POST', `/api/payments/transfers/${result!._id}/refund-excess`);
    expect(again.statusCode).toBe(409);
    expect((await staffItem(booking._id)).transfer).toMatchObject({ amount: 400, difference: 0 });
    const listed = (await transfers('matched')).find((row) => row._id === result!._id) as TransferDto;
    expect(listed).toMatchObject({ difference: null, excessRefunded: 250 });

    // Cancelled later: what is owed back is what the agency kept, not the excess twice.
    expect((await accept(booking._id)).statusCode).toBe(200);
    const cancel = await call('POST', `/api/events/bookings/${booking._id}/cancel`, { reason: 'طلب العميل' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refunds = (await call('GET', '/api/payments/refunds')).json().data as RefundDto[];
    expect(
      refunds
        .filter((r) => r.bookingId === booking._id)
        .map((r) => [r.amount, r.excess])
        .sort(),
    ).toEqual([
      [150, false],
      [250, true],
    ]);
  });

  it('a short, right or unmatched transfer has no excess: 409', async () => {
    const booking = await book();
    const [short, unmatched] = await importTransfers([
      transfer({ amount: 100, note: booking.reference }),
      transfer({ senderNumber: '01299999002' }),
    ]);
    for (const id of [short!._id, unmatched!._id]) {
      expect((await call('POST', `/api/payments/transfers/${id}/refund-excess`)).statusCode).toBe(409);
    }
  });
});

describe('an unmatched transfer: link it by hand, or mark it not ours', () => {
  it('links to a Pending booking (by hand, never accepted), then 409 for a settled transfer or a booking that holds one', async () => {
    const [first, second] = await importTransfers([
      transfer({ senderNumber: '01299999003' }),
      transfer({ senderNumber: '01299999004', amount: 120 }),
    ]);
    const booking = await book();
    const linked = await call('POST', `/api/payments/transfers/${first!._id}/link`, {
      bookingId: booking._id,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toMatchObject({ state: 'matched', by: 'hand', booking: { _id: booking._id } });
    expect(await staffItem(booking._id)).toMatchObject({ status: 'Pending', transfer: { _id: first!._id } });

    const other = await book();
    const relink = await call('POST', `/api/payments/transfers/${first!._id}/link`, { bookingId: other._id });
    expect(relink.statusCode).toBe(409);
    const taken = await call('POST', `/api/payments/transfers/${second!._id}/link`, {
      bookingId: booking._id,
    });
    expect(taken.statusCode).toBe(409);
    // Another amount links too, as a mismatch the desk then settles.
    const short = await call('POST', `/api/payments/transfers/${second!._id}/link`, { bookingId: other._id });
    expect(short.json().data).toMatchObject({ state: 'mismatch', difference: -30 });

    const [third] = await importTransfers([transfer({ senderNumber: '01299999006' })]);
    const unknown = await call('POST', `/api/payments/transfers/${third!._id}/link`, {
      bookingId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await call('POST', '/api/payments/transfers/00000000-0000-4000-8000-000000000000/link', {
      bookingId: booking._id,
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('POST', `/api/payments/transfers/${third!._id}/link`, {})).statusCode).toBe(400);
    // A booking that is no longer active takes no transfer.
    const rejected = await book();
    await call('PUT', `/api/events/bookings/${rejected._id}/status`, { status: 'Rejected' });
    const closed = await call('POST', `/api/payments/transfers/${third!._id}/link`, {
      bookingId: rejected._id,
    });
    expect(closed.statusCode).toBe(409);
  });

  it('"not ours" keeps it with its reason, out of the queue, listed with state=dismissed', async () => {
    const [kept] = await importTransfers([transfer({ senderNumber: '01299999005' })]);
    expect(
      (await call('POST', `/api/payments/transfers/${kept!._id}/dismiss`, { reason: '' })).statusCode,
    ).toBe(400);
    const dismissed = await call('POST', `/api/payments/transfers/${kept!._id}/dismiss`, {
      reason: 'تحويل شخصي لأحد الموظفين',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().data).toMatchObject({
      state: 'dismissed',
      dismissedReason: 'تحويل شخصي لأحد الموظفين',
    });
    expect((await transfers()).map((row) => row._id)).not.toContain(kept!._id);
    expect((await transfers('unmatched')).map((row) => row._id)).not.toContain(kept!._id);
    expect((await transfers('dismissed')).map((row) => row._id)).toContain(kept!._id);
    // Not linked afterwards, nor dismissed twice; a linked transfer is not dismissed.
    const booking = await book();
    expect(
      (await call('POST', `/api/payments/transfers/${kept!._id}/link`, { bookingId: booking._id }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/payments/transfers/${kept!._id}/dismiss`, { reason: 'مرة أخرى' })).statusCode,
    ).toBe(409);
    const [matched] = await importTransfers([transfer({ note: booking.reference })]);
    expect(
      (await call('POST', `/api/payments/transfers/${matched!._id}/dismiss`, { reason: 'ليس لنا' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('PAYMENTS_AUTO_ACCEPT=on', () => {
  it('never accepts a match by name; a proof that names a transfer is accepted in its own request', async () => {
    const auto = await createTestApp({ PAYMENTS_AUTO_ACCEPT: 'on' });
    try {
      const owner = await signIn(auto, 'Admin');
      const event = (await createEventViaApi(auto, owner.token, { ticketPrice: 200 }))._id;
      const named = await desk.book(auto, event, { fullName: 'Nour Ehab Salem' });
      const [byName] = await desk.importTransfers(auto, owner.token, [
        transfer({ amount: 200, senderName: 'NOUR EHAB SALEM' }),
      ]);
      expect(byName).toMatchObject({ outcome: 'matched', by: 'name', bookingId: named._id });
      expect((await desk.staffItem(auto, owner.token, named._id)).status).toBe('Pending');

      const [kept] = await desk.importTransfers(auto, owner.token, [
        transfer({ amount: 200, transactionId: 'AUTO-PROOF-1' }),
      ]);
      expect(kept!.outcome).toBe('unmatched');
      const booking = await desk.book(auto, event);
      const page = await desk.sendProof(auto, booking._id, { transactionId: 'AUTO-PROOF-1' });
      expect(page.status).toBe('Accepted');
      expect((await desk.staffItem(auto, owner.token, booking._id)) as BookingDto).toMatchObject({
        status: 'Accepted',
        decidedBy: null,
      });
    } finally {
      await auto.close();
    }
  });
});
