import type { BookingDto, TransferDto, TransferResult } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, storedBooking, visitor } from '../../../test/helpers/bookings';
import { createEventViaApi } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';

/**
 * The ways money comes in take only money received (docs/api/payments.md; docs/api/payments.md): the
 * texts of money leaving answer `ignored` / `not-incoming` and never settle a booking, even with
 * PAYMENTS_AUTO_ACCEPT on (an agency's own refund texts exactly this); an amount no rule reads is
 * `unreadable` (202 at the inbox, never a 500) and fails nothing pasted with it; a bank's InstaPay
 * credit is kept with its payer name and reference; the transfers JSON refuses amounts like `1e2`.
 * On PGlite and PostgreSQL (TEST_DB).
 */
const t = useTestApp({ PAYMENTS_AUTO_ACCEPT: 'on' });
let admin: { token: string; id: string };
let staff: { token: string; id: string };
let deviceToken: string;
let counter = 81_000;

beforeAll(async () => {
  admin = await signIn(t(), 'Admin');
  staff = await signIn(t(), 'Supporter');
  const created = await t().app.inject({
    method: 'POST',
    url: '/api/payments/devices',
    headers: bearer(admin.token),
    payload: { name: 'هاتف الحجوزات' },
  });
  expect(created.statusCode, created.body).toBe(201);
  deviceToken = created.json().data.token;
});

/** A Pending booking of one ticket at `price`, paying from `paymentNumber`. */
async function pendingBooking(price: number, paymentNumber: string): Promise<BookingDto> {
  const eventId = (await createEventViaApi(t(), admin.token, { ticketPrice: price, totalSeats: 20 }))._id;
  counter += 1;
  return bookViaApi<BookingDto>(t(), eventId, {
    ...visitor(counter, `way-in${counter}@example.com`, `حاجز ${counter}`),
    paymentNumber,
  });
}

async function inbox(from: string, text: string) {
  const res = await t().app.inject({
    method: 'POST',
    url: `/api/payments/inbox/${deviceToken}`,
    payload: { from, text, receivedAt: new Date().toISOString() },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data as TransferResult[];
}

async function paste(text: string) {
  const res = await t().app.inject({
    method: 'POST',
    url: '/api/payments/transfers/parse',
    headers: bearer(staff.token),
    payload: { text },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TransferResult[];
}

async function listed(state?: string): Promise<TransferDto[]> {
  const res = await t().app.inject({
    url: `/api/payments/transfers${state ? `?state=${state}` : ''}`,
    headers: bearer(staff.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('only money received becomes a transfer', () => {
  it.each([
    [
      'VF-Cash',
      'EGP 450.00 were successfully transferred to 01228746510 the transfer fee is EGP 1, your current Vodafone Cash balance is EGP 1,937.55 Transaction ID: 022157551991',
      450,
      '01228746510',
    ],
    ['VF-Cash', 'تم تحويل 150 جنيه لرقم 01288888888 بنجاح', 150, '01288888888'],
  ])('the inbox ignores money sent: %s %j', async (from, text, price, number) => {
    const booking = await pendingBooking(price, number);
    const [answer] = await inbox(from, text);
    expect(answer).toMatchObject({ outcome: 'ignored', reason: 'not-incoming', senderNumber: null });
    expect(answer).not.toHaveProperty('bookingId');
    // Not matched, not accepted (PAYMENTS_AUTO_ACCEPT is on here), kept aside where the desk never matches.
    expect((await storedBooking(t(), booking._id)).status).toBe('Pending');
    const kept = (await listed('ignored')).find((row) => row._id === answer!._id);
    expect(kept).toMatchObject({ state: 'ignored', booking: null, amount: price, text });
    expect((await listed()).filter((row) => row.booking?._id === booking._id)).toEqual([]);
  });

  it('a paste answers each text on its own: ignored, unreadable, and the readable one matched', async () => {
    const booking = await pendingBooking(275, '01512345608');
    const results = await paste(
      [
        'تم سحب 1000.00 جنية من محفظة فودافون كاش. رصيد حسابك الحالي 467.98 جنيه. رقم العملية 022729264572.',
        'تم استلام مبلغ 99999999999999 جنيه',
        'تم استلام مبلغ 275.00 جنيه من رقم 01512345608 المسجل بإسم سلمى أحمد عامر على رقم محفظتك 01061234557. رقم العملية: 022857190111',
      ].join('\n\n'),
    );
    expect(results.map((r) => [r.outcome, r.reason])).toEqual([
      ['ignored', 'not-incoming'],
      ['unreadable', 'amount-invalid'],
      ['accepted', undefined],
    ]);
    expect(results[2]).toMatchObject({
      amount: 275,
      senderNumber: '01512345608',
      senderName: 'سلمى أحمد عامر',
      bookingId: booking._id,
    });
    // A paste keeps nothing it could not use: only the transfer is stored.
    expect(results[0]!._id).toBeNull();
    expect(results[1]!._id).toBeNull();
  });

  it('the inbox stores an amount beyond the rule as unreadable and answers 202, never 500', async () => {
    const text = 'تم استلام مبلغ 99999999999999 جنيه';
    const [answer] = await inbox('VF-Cash', text);
    expect(answer).toMatchObject({ outcome: 'unreadable', reason: 'amount-invalid', amount: null });
    expect(answer!._id).toEqual(expect.any(String));
    const kept = (await listed('ignored')).find((row) => row._id === answer!._id);
    expect(kept).toMatchObject({ outcome: 'unreadable', amount: null, booking: null, text });
    expect((await listed('unmatched')).some((row) => row._id === answer!._id)).toBe(false);
  });

  it('a sender not listed is kept ignored and says so', async () => {
    const [answer] = await inbox('MyBank', 'Your OTP is 1234. Amount EGP 150');
    expect(answer).toMatchObject({ outcome: 'ignored', reason: 'sender-not-listed' });
  });
});

describe("a bank's InstaPay credit", () => {
  it('is stored with the payer name the bank wrote and its hexadecimal reference', async () => {
    const text =
      'يرجى العلم انه تم تنفيذ تحويل لحظي بمبلغ 2.00 جم إلى حسابك المنتهي بـ 7717********\n' +
      'من سامح احمد عادل فؤاد ابو برقم مرجعي 05b6efa4 بتاريخ 2026-09-14 12:14\nللمزيد، برجاء الاتصال بـ 19666';
    const [answer] = await inbox('CIB', text);
    expect(answer).toMatchObject({
      outcome: 'unmatched',
      method: 'InstaPay',
      amount: 2,
      transactionId: '05B6EFA4',
      senderNumber: null,
      senderName: 'سامح احمد عادل فؤاد ابو',
    });
    const row = (await listed()).find((r) => r._id === answer!._id);
    expect(row).toMatchObject({
      method: 'InstaPay',
      amount: 2,
      transactionId: '05B6EFA4',
      senderName: 'سامح احمد عادل فؤاد ابو',
    });
    // The same reference again, in another case, is the same transfer.
    const [again] = await paste(text.replace('05b6efa4', '05B6EFA4'));
    expect(again).toMatchObject({ outcome: 'duplicate', _id: answer!._id });
  });
});

describe('the transfers JSON takes amounts by the one rule', () => {
  it.each(['1e2', '0x96', '150.005', '-150', '1,50', '99999999999999'])(
    'refuses %j, naming the field',
    async (amount) => {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/payments/transfers',
        headers: bearer(staff.token),
        payload: {
          transfers: [
            {
              method: 'VodafoneCash',
              transactionId: 'WAYIN-1',
              amount: 150,
              receivedAt: new Date().toISOString(),
            },
            {
              method: 'VodafoneCash',
              transactionId: 'WAYIN-2',
              amount,
              receivedAt: new Date().toISOString(),
            },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ path: 'transfers.1.amount' }));
      expect((await listed()).some((row) => row.transactionId === 'WAYIN1')).toBe(false);
    },
  );

  it('takes a plain decimal string with thousands separators', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/payments/transfers',
      headers: bearer(staff.token),
      payload: {
        transfers: [
          {
            method: 'VodafoneCash',
            transactionId: 'WAYIN-3',
            amount: '1,250.50',
            receivedAt: new Date().toISOString(),
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({ amount: 1250.5, outcome: 'unmatched', senderName: null });
  });
});
