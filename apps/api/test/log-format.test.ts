import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { prettyLine, prettyStream, serverLogging, startLine } from '../src/lib/log-format';
import { useTestApp } from './test-app';

/**
 * LOG_FORMAT (README "Configuration"): at a terminal, sentences and no line per request; JSON lines
 * for a log collector. Either way after the private serializers (docs/operations.md#logs).
 */
const t = useTestApp();
const written: string[] = [];
let app: App;

beforeAll(async () => {
  const out = new Writable({
    write(chunk, _encoding, callback) {
      written.push(String(chunk));
      callback();
    },
  });
  // The server as `npm start` runs it at a terminal, its sentences written into `written`.
  app = await buildApp({
    config: t().config,
    db: t().database.db,
    logger: { level: 'info', stream: prettyStream(out) },
    requestLogging: serverLogging({ logLevel: 'info', logFormat: 'pretty' }).requestLogging,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

describe('the log at a terminal (LOG_FORMAT=pretty)', () => {
  it('writes no line for requests, and warnings and errors in words without personal data', async () => {
    for (const url of ['/api/health', '/api/events', '/no-such-page', '/api/tickets/B1.abc.def']) {
      await app.inject({ url });
    }
    await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'x', password: 'y' } });
    expect(written).toEqual([]);

    app.log.warn({ entries: 2 }, 'DATA_DIR was readable by others: made private');
    const failure = Object.assign(new Error('send to salma.private@example.com failed'), { code: 'EAUTH' });
    app.log.error({ err: failure }, 'email not sent');
    const [warning, error] = written;
    expect(warning).toMatch(
      /^\d\d:\d\d:\d\d warning: DATA_DIR was readable by others: made private \(entries: 2\)\n$/,
    );
    expect(error).toMatch(/^\d\d:\d\d:\d\d error: email not sent: Error: send to …@… failed \(EAUTH\)\n$/);
    expect(written.join('')).not.toContain('{');
  });

  it('reads a pino line as a sentence: info plain, the rest with time and level, Fastify’s per-address lines left out', () => {
    const at = Date.UTC(2026, 10, 27, 13, 4, 5);
    expect(prettyLine(JSON.stringify({ level: 30, time: at, msg: 'moved the images', imported: 3 }))).toBe(
      'moved the images (imported: 3)',
    );
    expect(
      prettyLine(
        JSON.stringify({ level: 40, time: at, msg: 'database unavailable', code: '57P01', route: '/x' }),
      ),
    ).toMatch(/^\d\d:\d\d:\d\d warning: database unavailable \(code: 57P01, route: \/x\)$/);
    const red = prettyLine(
      JSON.stringify({
        level: 50,
        time: at,
        msg: 'request failed',
        err: { type: 'DatabaseError', message: 'database error', code: '23505' },
        reqId: 'req-1',
        req: { method: 'POST', url: '/api/events/bookings' },
      }),
      true,
    );
    expect(red?.slice(9)).toBe(
      '\u001b[31merror\u001b[0m: request failed: DatabaseError: database error (23505)',
    );
    expect(prettyLine(JSON.stringify({ level: 30, msg: 'Server listening at http://127.0.0.1:3000' }))).toBe(
      undefined,
    );
    expect(prettyLine('not json')).toBe('not json');
  });

  it('starts with one line: where it serves, which database, where the data and the emails are', () => {
    const config = { publicUrl: 'http://localhost:3000', dataDir: `${process.cwd()}/data` };
    expect(startLine(config)).toBe(
      'Serving http://localhost:3000 · database: PGlite (embedded) in ./data/pgdata · data: ./data · emails written as .eml files to ./data/outbox',
    );
    expect(
      startLine({
        ...config,
        dataDir: '/var/lib/agency',
        databaseUrl: 'postgres://agency:s3cret@db.internal:5432/agency',
        smtpUrl: 'smtp://user:pass@mail:587',
      }),
    ).toBe(
      'Serving http://localhost:3000 · database: PostgreSQL at db.internal:5432/agency · data: /var/lib/agency · emails sent by SMTP_URL',
    );
  });
});

describe('LOG_FORMAT', () => {
  const env = (extra: Record<string, string>) => ({ DATA_DIR: t().config.dataDir, ...extra });

  it('takes pretty or json, and JSON keeps a line per request', () => {
    expect(loadConfig(env({ LOG_FORMAT: 'json' })).logFormat).toBe('json');
    expect(loadConfig(env({ LOG_FORMAT: 'pretty' })).logFormat).toBe('pretty');
    expect(serverLogging({ logLevel: 'info', logFormat: 'json' })).toEqual({
      logger: { level: 'info' },
      requestLogging: true,
    });
    expect(() => loadConfig(env({ LOG_FORMAT: 'yaml' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ LOG_FORMAT: 'yaml' }))).toThrow(/LOG_FORMAT/);
  });

  it('follows the terminal when unset: pretty at one, JSON when stdout is a pipe or a file', () => {
    const was = process.stdout.isTTY;
    try {
      process.stdout.isTTY = true;
      expect(loadConfig(env({})).logFormat).toBe('pretty');
      process.stdout.isTTY = false;
      expect(loadConfig(env({})).logFormat).toBe('json');
    } finally {
      process.stdout.isTTY = was;
    }
  });
});
