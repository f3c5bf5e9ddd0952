import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@app/shared';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase, pgdataDirOf } from '../src/db/client';
import { users } from '../src/db/schema';
import { openSession } from '../src/modules/auth/auth.service';
import { hashPassword } from '../src/modules/auth/password';
import type { BackupSource } from '../src/modules/backups/backups.service';
import { withDatabase } from './global-setup';

export type TestApp = {
  app: App;
  database: Database;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
};

/**
 * A fresh copy of the migrated template database (see global-setup.ts), with what its backups copy.
 * `onDiskIn`: PGlite on disk under that DATA_DIR (durable writes, backups copied from its files), as the
 * server runs it, instead of in memory.
 */
async function freshDatabase(
  onDiskIn?: string,
): Promise<{ database: Database; backupSource?: BackupSource }> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    if (onDiskIn) {
      mkdirSync(pgdataDirOf(onDiskIn), { recursive: true });
      execFileSync('tar', ['-xf', testDb.templateFile, '-C', pgdataDirOf(onDiskIn)], { stdio: 'ignore' });
      const database = await openDatabase({ kind: 'pglite', dataDir: onDiskIn });
      return {
        database,
        backupSource: { kind: 'pglite', pglite: database.pglite!, pgdataDir: database.pgdataDir },
      };
    }
    const loadDataDir = new Blob([readFileSync(testDb.templateFile)]);
    const database = await openDatabase({ kind: 'pglite', loadDataDir });
    return { database, backupSource: { kind: 'pglite', pglite: database.pglite! } };
  }
  const name = `${testDb.template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDb.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
  await admin.end();
  const url = withDatabase(testDb.url, name);
  return {
    database: await openDatabase({ kind: 'postgres', url, poolSize: 10 }),
    backupSource: { kind: 'postgres', url },
  };
}

/** Builds the real app on a fresh migrated database; env overrides configuration like the real process. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { pgliteOnDisk?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-123456',
    TICKET_SECRET: 'test-ticket-secret-that-is-long-enough-12345',
    RATE_LIMIT_SCALE: '1000',
    // Tests book many times from one address; proof-of-work.test.ts turns the challenge on.
    PROOF_OF_WORK: 'off',
    WEB_DIST_DIR: path.join(dataDir, 'no-site'),
    // Tests send far more than a minute's budget at once; event-messages.test.ts sets a small one.
    MAIL_PER_MINUTE: '100000',
    ...env,
  });
  const { database, backupSource } = await freshDatabase(options.pgliteOnDisk ? dataDir : undefined);
  // TEST_LOG=1 shows the server's error log (a failing fuzz case, say).
  const app = await buildApp({
    config,
    db: database.db,
    backupSource,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app per test file: `const t = useTestApp();` then `t().app` inside tests. */
export function useTestApp(
  env?: Record<string, string>,
  options?: Parameters<typeof createTestApp>[1],
): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('test app not ready');
    return current;
  };
}

let counter = 0;

/**
 * Passwords are hashed at the real cost (scrypt N = 2^17, up to seconds on a busy machine), so the
 * helpers never hash or check one per account: the default password's hash is written here once
 * (made with hashPassword('secret-pass')), any other password is hashed once per test file.
 */
const SECRET_PASS_HASH =
  'scrypt$ln=17,r=8,p=1$hax9bcBKxdDJNfvs0CYEcw==$5TxCzpi7jAOHvlGWrRE9LGDpKdepxUfaN+TBb48VWdZTSWPEH3qfKq9AKGEzApxE+Z0/mEwUIWdmJMrZvwbZuA==';
const passwordHashes = new Map<string, Promise<string>>([['secret-pass', Promise.resolve(SECRET_PASS_HASH)]]);

export function testPasswordHash(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/**
 * Creates an account directly in the database and opens a session for it as a login does (same
 * tokens, same session row), without checking its password again: the login route itself is tested
 * in modules/auth and modules/users; here it would cost one full scrypt per account.
 */
export async function signIn(
  t: TestApp,
  role: Role,
  options: { username?: string; password?: string } = {},
): Promise<{ token: string; refreshToken: string; id: string; username: string; password: string }> {
  counter += 1;
  const username = options.username ?? `${role.toLowerCase()}_${counter}_${randomBytes(3).toString('hex')}`;
  const password = options.password ?? 'secret-pass';
  const [account] = await t.database.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      role,
      passwordHash: await testPasswordHash(password),
    })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  const session = await openSession(t.database.db, t.config, account!);
  return {
    token: session.accessToken,
    refreshToken: session.refreshToken,
    id: session._id,
    username,
    password,
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
