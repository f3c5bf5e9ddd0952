import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, unavailableCode } from './database-unavailable';

const pgError = (code: string) => Object.assign(new Error('database error'), { code, severity: 'FATAL' });
/** Drizzle wraps the driver's error: the fault is in `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable (docs/operations.md#faults)', () => {
  it('knows a lost or refused connection, a shutdown, a full disk and a read-only database', () => {
    const faults = [
      wrapped(pgError('57P01')), // admin_shutdown: pg_terminate_backend, a restart
      pgError('57P03'), // cannot_connect_now: starting up
      pgError('08006'), // connection_failure
      pgError('53100'), // disk_full
      pgError('25006'), // read_only_sql_transaction
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'connect'),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
    ];
    for (const fault of faults) expect(isDatabaseUnavailable(fault), String(fault)).toBe(true);
    expect(unavailableCode(wrapped(pgError('57P01')))).toBe('57P01');
  });

  it('leaves real faults and refusals alone (they stay 500 or their own 4xx)', () => {
    for (const fault of [
      pgError('23505'),
      pgError('42601'),
      wrapped(pgError('22P02')),
      new TypeError('x is undefined'),
    ]) {
      expect(isDatabaseUnavailable(fault), String(fault)).toBe(false);
    }
  });
});
