import {
  AR_BOOKING_EMAILS,
  AR_BOOKING_ERRORS,
  AR_BOOKING_FORM,
  AR_BOOKING_STATUS,
  AR_BOOKINGS,
  AR_SERVER,
  type BookingDto,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, openSeats, visitor } from '../../../test/helpers/bookings';
import { parseCsv } from '../../../test/helpers/csv';
import { createEventViaApi, multipart, pngImage } from '../../../test/helpers/events';
import { emailsTo } from '../../../test/helpers/outbox';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { bookings } from '../../db/schema';
import { signBookerToken, signTicket } from './booking-tokens';

/**
 * The payment desk's server side (docs/api/bookings.md#decisions): decisions with a reason and who made
 * them, bulk rejection, the status filter and deadline order, the list's payment fields, duplicate
 * transaction IDs, free events accepted at once, and the CSV's decision columns.
 */
// Every request here comes from one address: no proof-of-work challenge after the fifth booking.
const t = useTestApp({ PROOF_OF_WORK: 'off' });
let admin: { token: string; id: string; username: string };
let supporter: { token: string; id: string; username: string };
let counter = 40_000;

beforeAll(async () => {
  admin = await signIn(t(), 'Admin');
  supporter = await signIn(t(), 'Supporter');
});

function person(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { ...visitor(counter, `desk${counter}@example.com`, `ضيف ${counter}`), ...overrides };
}

function book(eventId: string, overrides: Record<string, unknown> = {}) {
  return bookViaApi<BookingDto & { ticketUrl: string }>(t(), eventId, person(overrides));
}

function tokenOf(id: string) {
  return signBookerToken(t().config.ticketSecret, id);
}

function decide(id: string, payload: Record<string, unknown>, token = supporter.token) {
  return t().app.inject({
    method: 'PUT',
    url: `/api/events/bookings/${id}/status`,
    headers: bearer(token),
    payload,
  });
}

function bulk(payload: unknown, token = supporter.token) {
  return t().app.inject({
    method: 'POST',
    url: '/api/events/bookings/bulk-status',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
}

async function list(query: string, token = supporter.token): Promise<BookingDto[]> {
  const res = await t().app.inject({ url: `/api/events/bookings?${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const idsOf = (rows: { _id: string }[]) => rows.map((r) => r._id);

const seatsOf = (eventId: string) => openSeats(t(), eventId);

/** The queued emails to an address as the sender sends them (some are queued as facts, rendered when sent). */
const outbox = (address: string | null, kind?: string) => emailsTo(t(), address, kind);

async function sendProof(bookingId: string, fields: Record<string, string>) {
  const body = multipart(fields, { bytes: await pngImage() });
  const res = await t().app.inject({
    method: 'POST',
    url: `/api/tickets/${tokenOf(bookingId)}/payment-proof`,
    headers: body.headers,
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Moves a booking's creation time back, as if it had been made `hours` ago. */
async function age(id: string, hours: number) {
  await t()
    .database.db.update(bookings)
    .set({
      createdAt: sql`created_at - make_interval(mins => ${Math.round(hours * 60)})`,
      expiresAt: sql`expires_at - make_interval(mins => ${Math.round(hours * 60)})`,
    })
    .where(eq(bookings.id, id));
}

describe('a decision records who, when and why', () => {
  it('stores the reason of a rejection, emails it and shows it on the booker page', async () => {
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 3 });
    const booking = await book(event._id);
    const reason = 'لم يصل المبلغ.\nيرجى التحويل مرة أخرى مع الرقم المرجعي.';
    const res = await decide(booking._id, { status: 'Rejected', reason: `  ${reason}  ` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as BookingDto;
    expect(data).toMatchObject({
      _id: booking._id,
      status: 'Rejected',
      reason,
      expiresAt: null,
      decidedBy: { _id: supporter.id, username: supporter.username },
    });
    expect(Math.abs(Date.parse(data.decidedAt!) - Date.now())).toBeLessThan(60_000);
    expect(await seatsOf(event._id)).toBe(3);

    const [mail] = await outbox(booking.email, 'booking-rejected');
    expect(mail!.text).toContain(AR_BOOKING_EMAILS.rejectedReason(reason));
    expect(mail!.html).toContain('لم يصل المبلغ.');

    const ticket = await t().app.inject({ url: `/api/tickets/${tokenOf(booking._id)}` });
    expect(ticket.json().data).toMatchObject({ status: 'Rejected', reason });
  });

  it('records who accepted and when, with no reason needed, in the answer and the list', async () => {
    const event = await createEventViaApi(t(), admin.token);
    const booking = await book(event._id);
    const res = await decide(booking._id, { status: 'Accepted' }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'Accepted',
      reason: null,
      decidedBy: { _id: admin.id, username: admin.username },
    });
    const [row] = await list(`eventId=${event._id}&status=Accepted`);
    expect(row).toMatchObject({
      _id: booking._id,
      decidedBy: { _id: admin.id, username: admin.username },
      decidedAt: res.json().data.decidedAt,
      expiresAt: null,
    });
    // A rejection without a reason: the email has no reason line, the booker page none either.
    const other = await book(event._id);
    expect((await decide(other._id, { status: 'Rejected', reason: '   ' })).json().data.reason).toBeNull();
    const [mail] = await outbox(other.email, 'booking-rejected');
    expect(mail!.text).not.toContain(AR_BOOKING_EMAILS.rejectedReason(''));
  });

  it('refuses a reason over 500 characters or with control characters (400 naming the field)', async () => {
    const event = await createEventViaApi(t(), admin.token);
    const booking = await book(event._id);
    const long = await decide(booking._id, { status: 'Rejected', reason: 'ا'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toEqual({ msg: AR_BOOKINGS.reasonTooLong, path: 'reason' });
    const nul = await decide(booking._id, { status: 'Rejected', reason: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0]).toEqual({ msg: AR_SERVER.textInvalid, path: 'reason' });
    expect((await decide(booking._id, { status: 'Rejected', reason: 'ا'.repeat(500) })).statusCode).toBe(200);
  });
});

describe('bulk rejection', () => {
  it('rejects many at once with one result per id: decided, final (409 message), unknown (404 message)', async () => {
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 10 });
    const [a, b, accepted, rejected] = [
      await book(event._id),
      await book(event._id),
      await book(event._id),
      await book(event._id),
    ];
    await decide(accepted!._id, { status: 'Accepted' });
    await decide(rejected!._id, { status: 'Rejected' });
    expect(await seatsOf(event._id)).toBe(7);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const res = await bulk({
      ids: [a!._id, accepted!._id, unknown, 'nope', b!._id, rejected!._id, a!._id],
      status: 'Rejected',
      reason: 'لا يوجد تحويل بهذا الرقم المرجعي',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const results = body.data.results;
    expect(results.map((r: { _id: string; ok: boolean }) => [r._id, r.ok])).toEqual([
      [a!._id, true],
      [accepted!._id, false],
      [unknown, false],
      ['nope', false],
      [b!._id, true],
      [rejected!._id, false],
      [a!._id, false],
    ]);
    expect(results[0].booking).toMatchObject({
      _id: a!._id,
      status: 'Rejected',
      reason: 'لا يوجد تحويل بهذا الرقم المرجعي',
      decidedBy: { _id: supporter.id, username: supporter.username },
    });
    expect(results[1]).toEqual({ _id: accepted!._id, ok: false, error: AR_BOOKINGS.finalStatus });
    expect(results[2]).toEqual({ _id: unknown, ok: false, error: AR_BOOKINGS.bookingNotFound });
    expect(results[3]).toEqual({ _id: 'nope', ok: false, error: AR_BOOKINGS.bookingNotFound });
    expect(results[5]).toEqual({ _id: rejected!._id, ok: false, error: AR_BOOKINGS.finalStatus });
    expect(results[6]).toEqual({ _id: a!._id, ok: false, error: AR_BOOKINGS.finalStatus });
    expect(body.message).toBe(AR_BOOKINGS.bulkRejectedOk(2, 7));

    // Two seats back, one email each, the accepted booking untouched.
    expect(await seatsOf(event._id)).toBe(9);
    for (const booking of [a!, b!]) {
      const mails = await outbox(booking.email, 'booking-rejected');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('لا يوجد تحويل بهذا الرقم المرجعي');
    }
    const [kept] = await t().database.db.select().from(bookings).where(eq(bookings.id, accepted!._id));
    expect(kept!.status).toBe('Accepted');
  });

  it('refuses an empty or oversized list, another status, and roles other than Admin and Supporter', async () => {
    const event = await createEventViaApi(t(), admin.token);
    const booking = await book(event._id);
    const cases: [unknown, string, string][] = [
      [{ ids: [], status: 'Rejected' }, AR_BOOKINGS.bulkIdsInvalid, 'ids'],
      [
        { ids: Array.from({ length: 201 }, () => booking._id), status: 'Rejected' },
        AR_BOOKINGS.bulkIdsInvalid,
        'ids',
      ],
      [{ ids: [booking._id], status: 'Accepted' }, AR_BOOKINGS.statusInvalid, 'status'],
      [{ ids: booking._id, status: 'Rejected' }, AR_BOOKINGS.bulkIdsInvalid, 'ids'],
      [
        { ids: [booking._id], status: 'Rejected', reason: 'x'.repeat(501) },
        AR_BOOKINGS.reasonTooLong,
        'reason',
      ],
    ];
    for (const [payload, msg, path] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().errors[0]).toEqual({ msg, path });
    }
    const contant = await signIn(t(), 'Contant');
    expect((await bulk({ ids: [booking._id], status: 'Rejected' }, contant.token)).statusCode).toBe(403);
    expect(
      (
        await t().app.inject({
          method: 'POST',
          url: '/api/events/bookings/bulk-status',
          payload: { ids: [booking._id], status: 'Rejected' },
        })
      ).statusCode,
    ).toBe(401);
    const [row] = await t().database.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row!.status).toBe('Pending');
    // 200 ids are fine.
    const ok = await bulk({ ids: Array.from({ length: 200 }, () => booking._id), status: 'Rejected' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.results.filter((r: { ok: boolean }) => r.ok)).toHaveLength(1);
  });
});

describe('the staff list', () => {
  it('filters by status (without one: Pending and Accepted) and sorts Pending by the nearest deadline', async () => {
    const event = await createEventViaApi(t(), admin.token);
    const oldest = await book(event._id);
    const newest = await book(event._id);
    const middle = await book(event._id);
    await age(oldest._id, 20);
    await age(middle._id, 10);
    const accepted = await book(event._id);
    await decide(accepted._id, { status: 'Accepted' });
    const rejected = await book(event._id);
    await decide(rejected._id, { status: 'Rejected' });
    const cancelled = await book(event._id);
    const cancel = await t().app.inject({
      method: 'POST',
      url: `/api/tickets/${tokenOf(cancelled._id)}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);

    const scope = `eventId=${event._id}`;
    expect(idsOf(await list(scope))).toEqual([accepted._id, newest._id, middle._id, oldest._id]);
    expect(idsOf(await list(`${scope}&status=Pending`))).toEqual([oldest._id, middle._id, newest._id]);
    expect(idsOf(await list(`${scope}&status=Accepted`))).toEqual([accepted._id]);
    expect(idsOf(await list(`${scope}&status=Rejected`))).toEqual([rejected._id]);
    expect(idsOf(await list(`${scope}&status=Cancelled`))).toEqual([cancelled._id]);
    // sort=deadline without a status: the Pending queue first, nearest deadline first, then the rest.
    expect(idsOf(await list(`${scope}&sort=deadline`))).toEqual([
      oldest._id,
      middle._id,
      newest._id,
      accepted._id,
    ]);
    expect(idsOf(await list(`${scope}&status=Pending&sort=newest`))).toEqual([
      newest._id,
      middle._id,
      oldest._id,
    ]);

    const pending = (await list(`${scope}&status=Pending`))[0]!;
    expect(Date.parse(pending.expiresAt!) - Date.parse(pending.createdAt)).toBe(24 * 3_600_000);

    for (const bad of ['status=Done', 'status=pending', 'sort=oldest']) {
      const res = await t().app.inject({
        url: `/api/events/bookings?${bad}`,
        headers: bearer(supporter.token),
      });
      expect(res.statusCode, bad).toBe(400);
    }
    const res = await t().app.inject({
      url: '/api/events/bookings?status=Done',
      headers: bearer(supporter.token),
    });
    expect(res.json().error).toBe(AR_BOOKINGS.statusInvalid);
  });

  it('carries the reference, amount, deadline, proof, duplicate transaction IDs, decision and check-in', async () => {
    const event = await createEventViaApi(t(), admin.token, { ticketPrice: 350 });
    const first = await book(event._id);
    const second = await book(event._id);
    const third = await book(event._id);
    const plain = await book(event._id);
    await sendProof(first._id, { transactionId: 'TX-777', senderNumber: '01099990000' });
    await sendProof(second._id, { transactionId: 'tx-777' });
    await sendProof(third._id, { transactionId: 'TX-778' });

    const rows = await list(`eventId=${event._id}&status=Pending`);
    const byId = new Map(rows.map((r) => [r._id, r]));
    const one = byId.get(first._id)!;
    expect(one).toMatchObject({
      reference: first.reference,
      amount: 350,
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01012345678',
      status: 'Pending',
      proof: {
        url: `/api/events/bookings/${first._id}/payment-proof`,
        transactionId: 'TX-777',
        senderNumber: '01099990000',
      },
      duplicateTransactionOf: [second._id],
      decidedBy: null,
      decidedAt: null,
      checkedInAt: null,
    });
    expect(Date.parse(one.expiresAt!)).toBe(Date.parse(one.createdAt) + 24 * 3_600_000);
    expect(Math.abs(Date.parse(one.proof!.uploadedAt) - Date.now())).toBeLessThan(60_000);
    expect(byId.get(second._id)!.duplicateTransactionOf).toEqual([first._id]);
    expect(byId.get(third._id)!.duplicateTransactionOf).toEqual([]);
    expect(byId.get(plain._id)).toMatchObject({ proof: null, duplicateTransactionOf: [] });

    // The proof URL is the staff's private one.
    const image = await t().app.inject({ url: one.proof!.url, headers: bearer(supporter.token) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect((await t().app.inject({ url: one.proof!.url })).statusCode).toBe(401);

    // One booking by its id, whatever its status (the desk's link to a duplicate).
    await decide(third._id, { status: 'Rejected' });
    expect(idsOf(await list(`id=${third._id}`))).toEqual([third._id]);
    expect(idsOf(await list(`id=${third._id}&status=Pending`))).toEqual([]);
    expect(await list('id=nope')).toEqual([]);

    // The staff search finds a booking by its proof's transaction ID too.
    expect(idsOf(await list(`eventId=${event._id}&status=Rejected&q=tx-778`))).toEqual([third._id]);

    // A duplicate on another event is still a duplicate; a decision keeps it listed.
    const elsewhere = await createEventViaApi(t(), admin.token);
    const copy = await book(elsewhere._id);
    await sendProof(copy._id, { transactionId: 'Tx-777' });
    const accepted = await decide(first._id, { status: 'Accepted' });
    expect(accepted.json().data.duplicateTransactionOf).toEqual([second._id, copy._id]);

    // Checked in at the door: the list says when.
    const admitted = await t().app.inject({
      method: 'POST',
      url: `/api/events/bookings/${first._id}/check-in`,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(admitted.statusCode, admitted.body).toBe(200);
    const [after] = await list(`eventId=${event._id}&status=Accepted`);
    expect(after).toMatchObject({
      _id: first._id,
      expiresAt: null,
      decidedBy: { _id: supporter.id, username: supporter.username },
    });
    expect(after!.checkedInAt).not.toBeNull();
  });
});

describe('free events', () => {
  it('accepts a booking at once without payment details, takes the seat and queues the ticket email', async () => {
    const event = await createEventViaApi(t(), admin.token, {
      name: 'يوم مفتوح',
      totalSeats: 5,
      ticketPrice: 0,
    });
    const { paymentMethod: _m, paymentNumber: _n, ...free } = person();
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/events/bookings',
      payload: { eventId: event._id, ...free },
    });
    expect(res.statusCode, res.body).toBe(201);
    // DECISIONS 15: a free booking's answer speaks of its tickets, never of payment details to come.
    expect(res.json().message).toBe(AR_BOOKING_FORM.freeConfirmed);
    const booking = res.json().data;
    expect(booking).toMatchObject({
      status: 'Accepted',
      amount: 0,
      paymentMethod: null,
      paymentNumber: null,
      expiresAt: null,
      decidedBy: null,
    });
    expect(booking.decidedAt).toBe(booking.createdAt);
    expect(await seatsOf(event._id)).toBe(4);

    const mails = await outbox(free.email);
    expect(mails.map((m) => m.kind)).toEqual(['booking-accepted']);
    const token = tokenOf(booking._id);
    expect(mails[0]!.html).toContain(`/ticket/${token}`);
    expect(mails[0]!.subject).toBe(AR_BOOKING_EMAILS.acceptedSubject('يوم مفتوح'));
    expect(mails[0]!.attachments.map((a) => a.contentType)).toContain('image/png');

    const ticket = (await t().app.inject({ url: `/api/tickets/${token}` })).json().data;
    expect(ticket).toMatchObject({
      status: 'Accepted',
      amount: 0,
      payment: null,
      qrCodeData: signTicket(t().config.ticketSecret, booking._id),
    });

    // Payment details sent anyway are ignored.
    const withDetails = await book(event._id);
    expect(withDetails).toMatchObject({ status: 'Accepted', paymentMethod: null, paymentNumber: null });
    const [row] = await t().database.db.select().from(bookings).where(eq(bookings.id, withDetails._id));
    expect(row).toMatchObject({ paymentMethod: null, paymentNumber: null, status: 'Accepted' });
    // Even ones a paid booking would refuse: an unknown method, an empty or malformed number.
    const accepted = [booking._id, withDetails._id];
    for (const details of [
      { paymentMethod: 'Cash', paymentNumber: '' },
      { paymentMethod: 'VodafoneCash', paymentNumber: '123' },
      { paymentMethod: 7, paymentNumber: { n: 1 } },
    ]) {
      const ignored = await book(event._id, details);
      expect(ignored).toMatchObject({ status: 'Accepted', paymentMethod: null, paymentNumber: null });
      accepted.push(ignored._id);
    }

    // Staff see it with the accepted ones; it is final.
    expect(idsOf(await list(`eventId=${event._id}&status=Accepted`)).sort()).toEqual(accepted.sort());
    expect((await decide(booking._id, { status: 'Rejected' })).statusCode).toBe(409);
  });

  it('a paid event still needs the payment method and number (400 naming the field)', async () => {
    const event = await createEventViaApi(t(), admin.token, { ticketPrice: 100 });
    const { paymentMethod: _m, paymentNumber: _n, ...rest } = person();
    const send = (payload: Record<string, unknown>) =>
      t().app.inject({
        method: 'POST',
        url: '/api/events/bookings',
        payload: { eventId: event._id, ...payload },
      });
    const none = await send(rest);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toEqual({
      msg: AR_BOOKING_ERRORS.paymentMethodRequired,
      path: 'paymentMethod',
    });
    const noNumber = await send({ ...rest, paymentMethod: 'InstaPay' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().errors[0]).toEqual({
      msg: AR_BOOKING_ERRORS.paymentNumberRequired,
      path: 'paymentNumber',
    });
    const unknownMethod = await send({ ...rest, paymentMethod: 'Cash', paymentNumber: '01012345678' });
    expect(unknownMethod.statusCode).toBe(400);
    expect(unknownMethod.json().errors[0]).toEqual({
      msg: AR_BOOKING_ERRORS.paymentMethodRequired,
      path: 'paymentMethod',
    });
    // Unreadable details come first, as a malformed body's, even when the booking is refused anyway
    // (a forged waiting-list offer, a ticket type the event does not have).
    for (const refusedAnyway of [{ offer: 'forged-offer' }, { ticketTypeId: 'no-such-type' }]) {
      const res = await send({
        ...rest,
        ...refusedAnyway,
        paymentMethod: 'Cash',
        paymentNumber: '01012345678',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0]).toEqual({
        msg: AR_BOOKING_ERRORS.paymentMethodRequired,
        path: 'paymentMethod',
      });
    }
    const shortWallet = await send({ ...rest, paymentMethod: 'VodafoneCash', paymentNumber: '0101' });
    expect(shortWallet.statusCode).toBe(400);
    expect(shortWallet.json().errors[0]).toEqual({
      msg: AR_BOOKING_ERRORS.vodafoneInvalid,
      path: 'paymentNumber',
    });
    expect(await seatsOf(event._id)).toBe(event.availableSeats);
    expect(await outbox(rest.email)).toHaveLength(0);
    expect(
      (await send({ ...rest, paymentMethod: 'InstaPay', paymentNumber: 'me@instapay' })).statusCode,
    ).toBe(201);
  });

  it('sells exactly the free seats there are under a burst, one ticket email per booking', async () => {
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 25, ticketPrice: 0 });
    // A first booking teaches the server the event is free; the burst's tickets are then drawn before the lock.
    await book(event._id, { paymentMethod: undefined, paymentNumber: undefined });
    const burst = Array.from({ length: 40 }, () => {
      const { paymentMethod: _m, paymentNumber: _n, ...free } = person();
      return { eventId: event._id, ...free };
    });
    const results = await Promise.all(
      burst.map((payload) => t().app.inject({ method: 'POST', url: '/api/events/bookings', payload })),
    );
    const won = results.filter((r) => r.statusCode === 201).map((r) => r.json().data);
    expect(won).toHaveLength(24);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(16);
    expect(won.every((b) => b.status === 'Accepted')).toBe(true);
    expect(await seatsOf(event._id)).toBe(0);
    for (const booking of won) {
      const mails = await outbox(booking.email, 'booking-accepted');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.html).toContain(`/ticket/${tokenOf(booking._id)}`);
      expect(mails[0]!.html).toContain(booking.reference);
    }
  });
});

describe('the CSV export', () => {
  it('has the reference, amount, status, who decided, when, and check-in time', async () => {
    const event = await createEventViaApi(t(), admin.token, { name: 'أمسية التصدير', ticketPrice: 120.5 });
    const pending = await book(event._id);
    const rejected = await book(event._id);
    await decide(rejected._id, { status: 'Rejected', reason: 'مكرر' }, admin.token);

    const res = await t().app.inject({
      url: `/api/events/bookings/export?eventId=${event._id}`,
      headers: bearer(supporter.token),
    });
    expect(res.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    const H = AR_BOOKINGS.csv;
    for (const column of [H.reference, H.amount, H.status, H.decidedBy, H.decidedAt, H.checkedInAt]) {
      expect(header).toContain(column);
    }
    const cells = (line: string[]) => Object.fromEntries(line.map((cell, i) => [header![i], cell]));
    const first = cells(lines[0]!);
    expect(first).toMatchObject({
      [H.reference]: pending.reference,
      [H.amount]: '120.5',
      [H.status]: AR_BOOKING_STATUS.Pending,
      [H.decidedBy]: '',
      [H.decidedAt]: '',
      [H.checkedInAt]: '',
    });
    const second = cells(lines[1]!);
    expect(second).toMatchObject({
      [H.reference]: rejected.reference,
      [H.status]: AR_BOOKING_STATUS.Rejected,
      [H.decidedBy]: admin.username,
    });
    expect(second[H.decidedAt]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
