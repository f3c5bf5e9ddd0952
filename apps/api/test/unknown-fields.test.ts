import { AR_SERVER, EN } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSeats, postBooking, visitor } from './helpers/bookings';
import { createEventViaApi } from './helpers/events';
import { bearer, signIn, useTestApp } from './test-app';

/**
 * docs/api/README.md#input-hygiene (DECISIONS 11): a body with a field its call does not know is
 * malformed, 400 naming the field in the call's language; it is never read, and nothing happens.
 */
const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

const refusal = (message: string, path: string) => ({
  success: false,
  error: message,
  errors: [{ msg: message, path }],
});

describe('a body field the call does not know', () => {
  it('refuses a booking that carries one, naming it, and takes no seat', async () => {
    const event = await createEventViaApi(t(), admin, { totalSeats: 5, ticketPrice: 100 });
    const fields = visitor(9101, 'unknown.field@example.com', 'سلمى عادل');
    const res = await postBooking(t(), event._id, { ...fields, status: 'Accepted' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(refusal(AR_SERVER.unknownField, 'status'));
    expect(await openSeats(t(), event._id)).toBe(5);
    // The same booking without it goes through.
    expect((await postBooking(t(), event._id, fields)).statusCode).toBe(201);
  });

  it('refuses the public contact call in English, and an account with a field it cannot set', async () => {
    const contact = await t().app.inject({
      method: 'POST',
      url: '/api/contact/contact-messages',
      payload: {
        fullName: 'Mona Adel',
        email: 'mona.adel@example.com',
        phone: '01012345678',
        requestType: 'Inquiry',
        message: 'Hello',
        status: 'Accepted',
      },
    });
    expect(contact.statusCode, contact.body).toBe(400);
    expect(contact.json()).toEqual(refusal(EN.server.unknownField, 'status'));

    const register = await t().app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: bearer(admin),
      payload: { username: 'quiet_admin', email: 'quiet@example.com', password: 'abcdef', isSuspended: true },
    });
    expect(register.statusCode, register.body).toBe(400);
    expect(register.json()).toEqual(refusal(AR_SERVER.unknownField, 'isSuspended'));
    const users = await t().app.inject({ url: '/api/users', headers: bearer(admin) });
    expect((users.json().data as { username: string }[]).map((u) => u.username)).not.toContain('quiet_admin');
  });
});
