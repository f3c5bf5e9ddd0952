import { type BookingDto, sampleNationalId, type TransferDto, type TransferResult } from '@app/shared';
import { expect } from 'vitest';
import { signBookerToken } from '../../src/modules/bookings/booking-tokens';
import { bearer, type TestApp } from '../test-app';
import { multipart, pngImage } from './events';

/**
 * The payment desk's calls as tests make them (`docs/api/payments.md`): paid bookings, proofs, the doors,
 * the ledger and the staff's booking item. Each helper expects its success status and answers `data`.
 * `firstPerson` keeps a test file's national IDs apart from another file's.
 */
export function paymentDesk(firstPerson: number) {
  let person = firstPerson;
  let txn = firstPerson * 10;

  const nextTxn = () => String(++txn);

  /** A Vodafone Cash booking of `eventId` (its own number, name and address unless overridden). */
  async function book(app: TestApp, eventId: string, overrides: Record<string, unknown> = {}) {
    person += 1;
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/events/bookings',
      payload: {
        eventId,
        nationalId: sampleNationalId(person),
        fullName: `حاجز ${person}`,
        email: `pay${person}@example.com`,
        paymentMethod: 'VodafoneCash',
        paymentNumber: `010${String(person).padStart(8, '0')}`,
        ...overrides,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as BookingDto;
  }

  /** The booker sends a proof (a small PNG) with these fields; answers their page's view. */
  async function sendProof(app: TestApp, bookingId: string, fields: Record<string, string>) {
    const body = multipart(fields, { bytes: await pngImage() });
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/tickets/${signBookerToken(app.config.ticketSecret, bookingId)}/payment-proof`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { status: string };
  }

  /** One statement line: Vodafone Cash, 150 EGP, a fresh transaction number, received now. */
  function transfer(overrides: Record<string, unknown> = {}) {
    return {
      method: 'VodafoneCash',
      transactionId: nextTxn(),
      amount: 150,
      receivedAt: new Date().toISOString(),
      ...overrides,
    };
  }

  async function importTransfers(app: TestApp, token: string, list: unknown[]) {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/payments/transfers',
      headers: bearer(token),
      payload: { transfers: list },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TransferResult[];
  }

  async function paste(app: TestApp, token: string, text: string) {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/payments/transfers/parse',
      headers: bearer(token),
      payload: { text },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TransferResult[];
  }

  async function transfers(app: TestApp, token: string, state?: string) {
    const res = await app.app.inject({
      url: `/api/payments/transfers${state ? `?state=${state}` : ''}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TransferDto[];
  }

  async function staffItem(app: TestApp, token: string, id: string) {
    const res = await app.app.inject({ url: `/api/events/bookings?id=${id}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data[0] as BookingDto;
  }

  return { nextTxn, book, sendProof, transfer, importTransfers, paste, transfers, staffItem };
}
