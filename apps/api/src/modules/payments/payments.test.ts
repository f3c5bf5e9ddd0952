import type { BookingDto } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../../test/helpers/events';
import { queuedEmails } from '../../../test/helpers/outbox';
import { paymentDesk } from '../../../test/helpers/payments';
import { bearer, createTestApp, signIn, type TestApp, useTestApp } from '../../../test/test-app';
import { bookings, emailOutbox } from '../../db/schema';
import { expireStaleBookings } from '../bookings/transitions/expire';

/**
 * The payment desk's ledger (docs/api/payments.md#three-ways-in): the three doors, each matching rule in its
 * order, every outcome, one transfer per booking, the transfers list, refunds and the booking items'
 * `transfer`. On PGlite and PostgreSQL (TEST_DB).
 */
const t = useTestApp();
let admin: { token: string; id: string };
let staff: { token: string; id: string };
let eventId: string;
const desk = paymentDesk(70_000);
const { nextTxn, transfer } = desk;

beforeAll(async () => {
  admin = await signIn(t(), 'Admin');
  staff = await signIn(t(), 'Supporter');
  eventId = (await createEventViaApi(t(), admin.token, { ticketPrice: 150, totalSeats: 200 }))._id;
});

const book = (overrides: Record<string, unknown> = {}, app: TestApp = t(), event = eventId) =>
  desk.book(app, event, overrides);
const sendProof = (bookingId: string, fields: Record<string, string>) =>
  desk.sendProof(t(), bookingId, fields);
const importTransfers = (list: unknown[], app: TestApp = t(), token = staff.token) =>
  desk.importTransfers(app, token, list);
const paste = (text: string) => desk.paste(t(), staff.token, text);
const transfers = (state?: string) => desk.transfers(t(), staff.token, state);
const staffItem = (id: string) => desk.staffItem(t(), staff.token, id);

describe('matching rules, in order', () => {
  it("rule 1: the transaction number equals the proof's transaction ID, ignoring case, spaces and dashes", async () => {
    const booking = await book();
    await sendProof(booking._id, { transactionId: 'ab-12 34xy' });
    const [result] = await importTransfers([transfer({ transactionId: 'AB1234-XY' })]);
    expect(result).toMatchObject({ outcome: 'matched', bookingId: booking._id, transactionId: 'AB1234XY' });
  });

  it('rule 2: the reference in the note, case ignored and 0/O, 1/I/L the same', async () => {
    const booking = await book();
    // A reference has no 0, O, 1, I or L; a payer typing it may use look-alikes anyway.
    const typed = booking.reference.toLowerCase();
    const [result] = await importTransfers([transfer({ note: `حجز ${typed} شكرا` })]);
    expect(result).toMatchObject({ outcome: 'matched', bookingId: booking._id });
  });

  it('rule 2 takes O for 0 and I/L for 1 in either direction', async () => {
    const { normalReference } = await import('@app/shared');
    expect(normalReference('AB0OC1IL')).toBe(normalReference('ABO0CIL1'));
  });

  it('rule 3: the sender number and the same amount, unique among Pending bookings', async () => {
    const booking = await book({ paymentNumber: '01099911122' });
    const [result] = await importTransfers([transfer({ senderNumber: '+20 10 9991 1122' })]);
    expect(result).toMatchObject({ outcome: 'matched', bookingId: booking._id, senderNumber: '01099911122' });
  });

  it('rule 3 refuses when two Pending bookings share the number and amount: unmatched', async () => {
    await book({ paymentNumber: '01099922233' });
    await book({ paymentNumber: '01099922233' });
    const [result] = await importTransfers([transfer({ senderNumber: '01099922233' })]);
    expect(result).toMatchObject({ outcome: 'unmatched' });
    expect(result!.bookingId).toBeUndefined();
  });

  it('rule 3 uses the proof sender number too, and needs the same amount', async () => {
    const booking = await book({ paymentNumber: '01099933344' });
    await sendProof(booking._id, { senderNumber: '01288877766' });
    const [wrongAmount] = await importTransfers([transfer({ senderNumber: '01288877766', amount: 100 })]);
    expect(wrongAmount).toMatchObject({ outcome: 'unmatched' });
    const [right] = await importTransfers([transfer({ senderNumber: '01288877766' })]);
    expect(right).toMatchObject({ outcome: 'matched', bookingId: booking._id });
  });

  it('an earlier rule wins over a later one', async () => {
    const byProof = await book();
    const byReference = await book();
    await sendProof(byProof._id, { transactionId: 'RULE1WINS' });
    const [result] = await importTransfers([
      transfer({ transactionId: 'RULE1WINS', note: byReference.reference }),
    ]);
    expect(result).toMatchObject({ bookingId: byProof._id });
  });
});

describe('outcomes', () => {
  it('mismatch carries the difference (transfer minus amount), and shows in the list', async () => {
    const booking = await book();
    const [result] = await importTransfers([transfer({ amount: 100, note: booking.reference })]);
    expect(result).toMatchObject({ outcome: 'mismatch', bookingId: booking._id, difference: -50 });
    expect((await transfers('mismatch')).map((row) => row._id)).toContain(result!._id);
  });

  it('duplicate: the same transaction number again changes nothing', async () => {
    const booking = await book();
    const id = nextTxn();
    const [first] = await importTransfers([transfer({ transactionId: id, note: booking.reference })]);
    const [again, inBatch] = await importTransfers([
      transfer({ transactionId: id, note: booking.reference }),
      transfer({ transactionId: id }),
    ]);
    expect(first!.outcome).toBe('matched');
    expect(again).toMatchObject({ outcome: 'duplicate', _id: first!._id });
    expect(inBatch).toMatchObject({ outcome: 'duplicate', _id: first!._id });
    // The same number in the other wallet is another transfer.
    const [otherWallet] = await importTransfers([transfer({ transactionId: id, method: 'InstaPay' })]);
    expect(otherWallet!.outcome).toBe('unmatched');
  });

  it('a booking takes one transfer; a transfer settles one booking', async () => {
    const booking = await book();
    const [first, second] = await importTransfers([
      transfer({ note: booking.reference }),
      transfer({ note: booking.reference }),
    ]);
    expect(first).toMatchObject({ outcome: 'matched', bookingId: booking._id });
    expect(second).toMatchObject({ outcome: 'unmatched' });
  });

  it('unmatched is kept and matched when the booking it names arrives later (proof on a later booking)', async () => {
    const id = `LATER${nextTxn()}`;
    const [kept] = await importTransfers([transfer({ transactionId: id })]);
    expect(kept!.outcome).toBe('unmatched');
    expect((await transfers('unmatched')).map((row) => row._id)).toContain(kept!._id);
    const booking = await book();
    await sendProof(booking._id, { transactionId: id });
    const matched = await transfers('matched');
    expect(matched.find((row) => row._id === kept!._id)?.booking?._id).toBe(booking._id);
    expect((await staffItem(booking._id)).transfer).toMatchObject({ _id: kept!._id, amount: 150 });
  });

  it('late: a booking the clock rejected within 7 days; revive accepts it, the transfer settles', async () => {
    const booking = await book();
    await t()
      .database.db.update(bookings)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, booking._id));
    await expireStaleBookings(t().database.db);
    const [result] = await importTransfers([transfer({ note: booking.reference })]);
    expect(result).toMatchObject({ outcome: 'late', bookingId: booking._id });
    expect((await transfers('late')).map((row) => row._id)).toContain(result!._id);
    const revive = await t().app.inject({
      method: 'POST',
      url: `/api/events/bookings/${booking._id}/revive`,
      headers: bearer(staff.token),
    });
    expect(revive.statusCode, revive.body).toBe(200);
    expect((await transfers('settled')).map((row) => row._id)).toContain(result!._id);
  });

  it('a booking rejected by staff, or by the clock over 7 days ago, is not late', async () => {
    const booking = await book();
    await t()
      .database.db.update(bookings)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, booking._id));
    await expireStaleBookings(t().database.db);
    await t()
      .database.db.update(bookings)
      .set({ decidedAt: sql`now() - interval '8 days'` })
      .where(eq(bookings.id, booking._id));
    const [result] = await importTransfers([transfer({ note: booking.reference })]);
    expect(result!.outcome).toBe('unmatched');
  });

  it('a matched transfer stops the clock: the booking does not expire', async () => {
    const booking = await book();
    await importTransfers([transfer({ note: booking.reference })]);
    await t()
      .database.db.update(bookings)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, booking._id));
    await expireStaleBookings(t().database.db);
    expect((await staffItem(booking._id)).status).toBe('Pending');
  });

  it('unreadable: a pasted text with no amount is reported and stored as nothing', async () => {
    const before = (await transfers()).length;
    const booking = await book();
    const results = await paste(
      `تم استلام مبلغ جنيه\n\nتم استلام مبلغ ١٥٠ جنيه من رقم +201011122233 ملاحظة ${booking.reference} رقم العملية ${nextTxn()}`,
    );
    expect(results.map((r) => [r.outcome, r.reason])).toEqual([
      ['unreadable', 'no-amount'],
      ['matched', undefined],
    ]);
    expect(results[1]).toMatchObject({ amount: 150, senderNumber: '01011122233', bookingId: booking._id });
    expect((await transfers()).length).toBe(before + 1);
  });

  it('staff items carry the transfer, and the desk puts "transfer in, amount right" first', async () => {
    const plain = await book();
    const paid = await book();
    const [result] = await importTransfers([transfer({ note: paid.reference })]);
    const res = await t().app.inject({
      url: `/api/events/bookings?status=Pending&eventId=${eventId}`,
      headers: bearer(staff.token),
    });
    const items = res.json().data as BookingDto[];
    const firstWithout = items.findIndex((b) => !b.transfer || b.transfer.amount !== b.amount);
    const paidIndex = items.findIndex((b) => b._id === paid._id);
    expect(paidIndex).toBeLessThan(firstWithout);
    expect(items[paidIndex]!.transfer).toMatchObject({ _id: result!._id, amount: 150 });
    expect(items.find((b) => b._id === plain._id)!.transfer).toBeNull();
  });

  it('refuses a bad import: over 500, a bad amount, a bad sender number, an unknown state', async () => {
    const call = (payload: unknown) =>
      t().app.inject({
        method: 'POST',
        url: '/api/payments/transfers',
        headers: bearer(staff.token),
        payload: payload as Record<string, unknown>,
      });
    expect((await call({ transfers: Array.from({ length: 501 }, () => transfer()) })).statusCode).toBe(400);
    expect((await call({ transfers: [transfer({ amount: -5 })] })).statusCode).toBe(400);
    expect((await call({ transfers: [transfer({ senderNumber: '12345' })] })).statusCode).toBe(400);
    expect((await call({ transfers: [] })).statusCode).toBe(400);
    const bad = await t().app.inject({
      url: '/api/payments/transfers?state=nope',
      headers: bearer(staff.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
  });
});

describe('PAYMENTS_AUTO_ACCEPT=on', () => {
  it('accepts a matched booking at once, as an automatic decision', async () => {
    const auto = await createTestApp({ PAYMENTS_AUTO_ACCEPT: 'on' });
    try {
      const owner = await signIn(auto, 'Admin');
      const event = (await createEventViaApi(auto, owner.token, { ticketPrice: 200 }))._id;
      const booking = await book({}, auto, event);
      const [result] = await importTransfers(
        [transfer({ amount: 200, note: booking.reference })],
        auto,
        owner.token,
      );
      expect(result).toMatchObject({ outcome: 'accepted', bookingId: booking._id });
      const item = (
        await auto.app.inject({ url: `/api/events/bookings?id=${booking._id}`, headers: bearer(owner.token) })
      ).json().data[0] as BookingDto;
      expect(item).toMatchObject({ status: 'Accepted', decidedBy: null });
      const listed = (
        await auto.app.inject({ url: '/api/payments/transfers?state=settled', headers: bearer(owner.token) })
      ).json().data;
      expect(listed[0]).toMatchObject({ _id: result!._id, outcome: 'accepted', automatic: true });
      // A mismatch is never accepted by itself.
      const other = await book({}, auto, event);
      const [mismatch] = await importTransfers(
        [transfer({ amount: 150, note: other.reference })],
        auto,
        owner.token,
      );
      expect(mismatch!.outcome).toBe('mismatch');
    } finally {
      await auto.close();
    }
  });
});

describe('the inbox and its devices', () => {
  it('an Admin creates a device (token once), the inbox parses listed senders, ignores others, 401 once revoked', async () => {
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/payments/devices',
      headers: bearer(admin.token),
      payload: { name: 'هاتف الشركة' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const device = created.json().data;
    expect(device.token).toMatch(/^pd_/);
    const listed = await t().app.inject({ url: '/api/payments/devices', headers: bearer(admin.token) });
    expect(JSON.stringify(listed.json().data)).not.toContain(device.token);

    const booking = await book();
    const sms = (from: string, text: string, token = device.token) =>
      t().app.inject({
        method: 'POST',
        url: `/api/payments/inbox/${token}`,
        payload: { from, text, receivedAt: new Date().toISOString() },
      });
    const parsed = await sms(
      'vf-cash',
      `تم استلام مبلغ 150.00 جنيه من رقم 01012340000 رقم العملية ${nextTxn()} ملاحظة ${booking.reference}`,
    );
    expect(parsed.statusCode, parsed.body).toBe(202);
    expect(parsed.json().data[0]).toMatchObject({ outcome: 'matched', bookingId: booking._id });

    // The exact body the README gives the SMS Forwarder app: receivedAt as epoch milliseconds.
    const stamp = Date.parse('2026-01-05T10:00:00Z');
    const forwarded = await t().app.inject({
      method: 'POST',
      url: `/api/payments/inbox/${device.token}`,
      payload: `{"from":"InstaPay","text":"You received EGP 75.00 from 01055544433. Ref: ${nextTxn()}","receivedAt":${stamp}}`,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(forwarded.statusCode, forwarded.body).toBe(202);
    const listedForwarded = (await transfers()).find(
      (row) => row._id === forwarded.json().data[0]._id,
    ) as unknown as {
      receivedAt: string;
      method: string;
    };
    expect(listedForwarded).toMatchObject({ receivedAt: '2026-01-05T10:00:00.000Z', method: 'InstaPay' });

    const ignored = await sms('MyBank', 'Your OTP is 1234. Amount EGP 150');
    expect(ignored.statusCode).toBe(202);
    expect((await transfers('ignored')).length).toBeGreaterThan(0);

    expect((await sms('VF-Cash', 'hello', 'pd_unknown')).statusCode).toBe(401);
    const revoked = await t().app.inject({
      method: 'DELETE',
      url: `/api/payments/devices/${device._id}`,
      headers: bearer(admin.token),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revokedAt).toEqual(expect.any(String));
    const after = await sms('VF-Cash', 'تم استلام 10 جنيه');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false });
  });
});

describe('refunds', () => {
  async function decide(id: string, status: string) {
    const res = await t().app.inject({
      method: 'PUT',
      url: `/api/events/bookings/${id}/status`,
      headers: bearer(staff.token),
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function refundsList(status?: string) {
    const res = await t().app.inject({
      url: `/api/payments/refunds${status ? `?status=${status}` : ''}`,
      headers: bearer(staff.token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { _id: string; bookingId: string; status: string; toNumber: string }[];
  }

  it('cancelling an Accepted paid booking makes a refund to its payment number; done once, emailed', async () => {
    const booking = await book({ paymentNumber: '01077766655' });
    await decide(booking._id, 'Accepted');
    const cancel = await t().app.inject({
      method: 'POST',
      url: `/api/events/bookings/${booking._id}/cancel`,
      headers: bearer(staff.token),
      payload: { reason: 'طلب العميل' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refund = (await refundsList('Due')).find((r) => r.bookingId === booking._id);
    expect(refund).toMatchObject({
      reference: booking.reference,
      fullName: booking.fullName,
      amount: 150,
      method: 'VodafoneCash',
      toNumber: '01077766655',
      status: 'Due',
      refundedAt: null,
      refundedBy: null,
    });
    const done = await t().app.inject({
      method: 'POST',
      url: `/api/payments/refunds/${refund!._id}/done`,
      headers: bearer(staff.token),
      payload: { transactionId: 'OUT-55' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'Refunded', refundedBy: { _id: staff.id } });
    const again = await t().app.inject({
      method: 'POST',
      url: `/api/payments/refunds/${refund!._id}/done`,
      headers: bearer(staff.token),
      payload: { transactionId: 'OUT-56' },
    });
    expect(again.statusCode).toBe(409);
    const mails = await queuedEmails(t(), eq(emailOutbox.to, booking.email!));
    expect(mails.some((m) => m.kind === 'refund-sent' && m.text.includes('OUT-55'))).toBe(true);
    expect((await refundsList('Refunded')).map((r) => r._id)).toContain(refund!._id);
  });

  it('rejecting a Pending booking holding a transfer refunds the transfer to its sender', async () => {
    const booking = await book({ paymentNumber: '01011100000' });
    await importTransfers([transfer({ note: booking.reference, senderNumber: '01222333444', amount: 170 })]);
    await decide(booking._id, 'Rejected');
    const refund = (await refundsList()).find((r) => r.bookingId === booking._id);
    expect(refund).toMatchObject({ toNumber: '01222333444', amount: 170, status: 'Due' });
  });

  it('cancelling an unpaid Pending booking makes no refund; an unknown refund is 404', async () => {
    const booking = await book();
    await t().app.inject({
      method: 'POST',
      url: `/api/events/bookings/${booking._id}/cancel`,
      headers: bearer(staff.token),
      payload: {},
    });
    expect((await refundsList()).some((r) => r.bookingId === booking._id)).toBe(false);
    const unknown = await t().app.inject({
      method: 'POST',
      url: '/api/payments/refunds/00000000-0000-4000-8000-000000000000/done',
      headers: bearer(staff.token),
      payload: { transactionId: 'X1' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
