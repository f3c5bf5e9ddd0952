import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggableError, loggableUrl, privateLogger, scrubText } from './private-logs';

const TOKEN = 'T1.0b7f4c1e-5d55-4c2b-9a57-0d6d0f1c2b3a.k3JxYp2s9Qw8Lr4Tn6Vb1Zc5Xa7Md0Fe';

/** A PostgreSQL error as pg and PGlite raise it. */
function pgError() {
  return Object.assign(new Error('new row for relation "bookings" violates check constraint "probe"'), {
    name: 'error',
    severity: 'ERROR',
    code: '23514',
    detail: 'Failing row contains (29901011234567, salma@example.com, 01098765432).',
    where: 'SQL function "x" statement 1',
    table: 'bookings',
    constraint: 'probe',
    routine: 'ExecConstraints',
  });
}

describe('loggableUrl', () => {
  it('takes ticket tokens and query strings out of request paths', () => {
    expect(loggableUrl(`/ticket/${TOKEN}`)).toBe('/ticket/…');
    expect(loggableUrl(`/api/tickets/${TOKEN}`)).toBe('/api/tickets/…');
    expect(loggableUrl(`/api/tickets/${TOKEN}/payment-proof?x=1`)).toBe('/api/tickets/…/payment-proof?…');
    // A place on the waiting list (section 14) is a private link too.
    expect(loggableUrl('/api/waitlist/W1.5fcf6769-a80e-4471-828c-232161e7202f.abc')).toBe('/api/waitlist/…');
    expect(scrubText('see /waitlist/W1.x.y now')).not.toContain('W1.x');
    expect(loggableUrl('/api/tickets/resend')).toBe('/api/tickets/resend');
    expect(loggableUrl('/api/events/bookings?q=salma@example.com')).toBe('/api/events/bookings?…');
    expect(loggableUrl('/api/events')).toBe('/api/events');
  });
});

describe('scrubText', () => {
  it('removes links, tokens, addresses and long numbers from free text', () => {
    const text = scrubText(
      `550 <salma@example.com> rejected; see https://x.test/ticket/${TOKEN} or ${TOKEN}, ` +
        `booker ${TOKEN.replace('T1.', 'B1.')}, ` +
        'id 29901011234567, jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl, /a?token=abc',
    );
    for (const secret of [
      'salma@example.com',
      TOKEN,
      TOKEN.slice(3),
      '29901011234567',
      'eyJhbGciOiJIUzI1NiJ9',
      'abc',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('rejected');
  });
});

describe('loggableError', () => {
  it('logs a database error as its SQLSTATE, never its text, detail, statement or parameters', () => {
    const wrapped = new DrizzleQueryError(
      'insert into bookings (national_id, email) values ($1, $2)',
      ['29901011234567', 'salma@example.com'],
      pgError(),
    );
    for (const error of [pgError(), wrapped, Object.assign(new Error('outer'), { cause: wrapped })]) {
      const logged = loggableError(error);
      expect(logged).toMatchObject({
        type: 'DatabaseError',
        message: 'database error',
        code: '23514',
        constraint: 'probe',
        table: 'bookings',
      });
      const text = JSON.stringify(logged);
      for (const secret of [
        '29901011234567',
        'salma@example.com',
        'insert into',
        'Failing row',
        'SQL function',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('keeps an ordinary error useful: type, message, code and stack, scrubbed', () => {
    const error = Object.assign(new TypeError('cannot read x of salma@example.com'), { code: 'E_X' });
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'TypeError', message: 'cannot read x of …@…', code: 'E_X' });
    expect(logged.stack).toContain('private-logs.test.ts');
    expect(JSON.stringify(logged)).not.toContain('salma@example.com');
  });
});

describe('privateLogger', () => {
  it('an error logged without a message gets the safe one, not the error text', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: privateLogger({ level: 'info', stream }) });
    const wrapped = new DrizzleQueryError('select $1', ['salma@example.com'], pgError());
    app.log.error(wrapped);
    app.log.error({ err: wrapped });
    app.log.info(`Route GET:/api/tickets/${TOKEN}/x not found`);
    await app.close();
    const text = lines.join('');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!).msg).toBe('database error');
    expect(text).not.toContain('salma@example.com');
    expect(text).not.toContain(TOKEN);
    expect(text).toContain('/api/tickets/…/x');
  });
});
