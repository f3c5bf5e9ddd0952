import { Writable } from 'node:stream';
import { sampleNationalId } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { createEventViaApi } from './helpers/events';
import { bearer, signIn, useTestApp } from './test-app';

/**
 * docs/operations.md#logs: the log an operator reads holds no personal data, password, token or
 * ticket link, also when a booking's statement fails with the booker's values as its parameters.
 */
const t = useTestApp();
const lines: string[] = [];
let app: App;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  // The real app on the test database, logging at info (every request) into `lines`.
  app = await buildApp({ config: t().config, db: t().database.db, logger: { level: 'info', stream } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const log = () => lines.join('');

describe('the server log', () => {
  it('holds no national ID, email, payment number, password or ticket token, even for a failed booking', async () => {
    const admin = await signIn(t(), 'Admin');
    // Sign in through the logging app too: the password and tokens travel in its requests.
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: admin.username, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
    const accessToken = login.json().data.accessToken as string;
    const refreshToken = login.json().data.refreshToken as string;
    const event = await createEventViaApi(t(), admin.token, { name: 'ليلة السجلات' });

    const booker = {
      eventId: event._id,
      nationalId: sampleNationalId(771_201),
      fullName: 'سلمى فاروق',
      email: 'salma.private@example.com',
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01098765432',
    };
    const booked = await app.inject({ method: 'POST', url: '/api/events/bookings', payload: booker });
    expect(booked.statusCode).toBe(201);
    const ticketUrl = booked.json().data.ticketUrl as string;
    const token = ticketUrl.replace('/ticket/', '');
    expect(token.length).toBeGreaterThan(20);

    // The booker opens the ticket page and the ticket API, with the token in the path and a query.
    const ticket = await app.inject({ url: `/api/tickets/${token}?from=${token}` });
    expect(ticket.statusCode).toBe(200);
    await app.inject({ url: ticketUrl });
    // A staff list with the search term (a person's email) in the query string.
    const list = await app.inject({
      url: `/api/events/bookings?q=${encodeURIComponent(booker.email)}`,
      headers: bearer(accessToken),
    });
    expect(list.statusCode).toBe(200);

    // Another booker's statement fails in the database: its parameters carry all of their data.
    const failing = {
      ...booker,
      nationalId: sampleNationalId(771_202),
      fullName: 'مريم يوسف',
      email: 'mariam.private@example.com',
      paymentNumber: '01234567890',
    };
    await t().database.db.execute(
      sql.raw(
        `ALTER TABLE bookings ADD CONSTRAINT log_probe CHECK (national_id <> '${failing.nationalId}') NOT VALID`,
      ),
    );
    try {
      const refused = await app.inject({ method: 'POST', url: '/api/events/bookings', payload: failing });
      expect(refused.statusCode).toBe(500);
      expect(refused.body).not.toContain(failing.nationalId);
    } finally {
      await t().database.db.execute(sql`ALTER TABLE bookings DROP CONSTRAINT log_probe`);
    }

    const text = log();
    // The log is there and useful: requests by method and path, the fault by its SQLSTATE.
    expect(text).toContain('"url":"/api/tickets/…?…"');
    expect(text).toContain('"url":"/ticket/…"');
    expect(text).toContain('"url":"/api/events/bookings?…"');
    const fault = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(fault).toMatchObject({
      level: 50,
      route: '/api/events/bookings',
      err: { type: 'DatabaseError', message: 'database error', code: '23514', constraint: 'log_probe' },
    });

    for (const secret of [
      booker.nationalId,
      booker.email,
      booker.paymentNumber,
      failing.nationalId,
      failing.email,
      failing.paymentNumber,
      failing.fullName,
      token,
      token.split('.')[2]!,
      admin.password,
      accessToken,
      refreshToken,
    ]) {
      expect(text, `the log holds ${secret}`).not.toContain(secret);
    }
    // No statement text or row contents either.
    expect(text).not.toMatch(/insert into|Failing row|params:/i);
  });
});
