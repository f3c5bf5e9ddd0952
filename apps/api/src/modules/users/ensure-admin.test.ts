import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AR_SERVER, type Role } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROCESS_SECRETS, startServerProcess } from '../../../test/server-process';
import { testPasswordHash, useTestApp } from '../../../test/test-app';
import { ConfigError, loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../db/open';
import { users } from '../../db/schema';
import { ensureAdmin } from './users.service';

const generated = () => 'generated-password';

/** One database for the steps below, in order: no Admin at first. */
const t = useTestApp();
/** Steps that hash or check real passwords: each costs a full scrypt (N = 2^17), slow on a busy machine. */
const PASSWORD_WORK = { timeout: 120_000 };

async function addAccount(username: string, role: Role) {
  await t()
    .database.db.insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      role,
      passwordHash: await testPasswordHash('secret-pass'),
    });
}

async function roleOf(username: string) {
  const [row] = await t()
    .database.db.select({ role: users.role })
    .from(users)
    .where(eq(users.username, username));
  return row?.role;
}

async function tokenOf(username: string, password: string) {
  const res = await t().app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username, password },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().data.accessToken as string}` };
}

describe('first Admin from ADMIN_USERNAME (docs/api/accounts.md#first-start)', () => {
  it('refuses when no Admin exists and the default name "admin" is taken by another role', async () => {
    await addAccount('admin', 'User');
    await expect(ensureAdmin(t().database.db, {}, generated)).rejects.toThrow(
      /"admin" belongs to an existing account whose role is User, not Admin/,
    );
    expect(await roleOf('admin')).toBe('User');
  });

  it('creates the Admin when none exists, and does nothing once one does', PASSWORD_WORK, async () => {
    const created = await ensureAdmin(
      t().database.db,
      { username: 'boss', password: 'boss-password' },
      generated,
    );
    expect(created).toEqual({ username: 'boss', password: undefined });
    const profile = await t().app.inject({
      url: '/api/users/profile',
      headers: await tokenOf('boss', 'boss-password'),
    });
    expect(profile.json().data.role).toBe('Admin');

    // Naming that Admin again (any letter case), or no name at all: nothing to do.
    expect(await ensureAdmin(t().database.db, { username: 'BOSS' }, generated)).toBeUndefined();
    expect(await ensureAdmin(t().database.db, {}, generated)).toBeUndefined();
  });

  it(
    'refuses to start when ADMIN_USERNAME names an account of another role, and leaves it as it was',
    PASSWORD_WORK,
    async () => {
      await addAccount('helper', 'Supporter');
      for (const username of ['helper', 'Helper']) {
        const attempt = ensureAdmin(t().database.db, { username, password: 'whatever-1' }, generated);
        await expect(attempt).rejects.toThrow(ConfigError);
        await expect(attempt).rejects.toThrow(
          `ADMIN_USERNAME "${username}" belongs to an existing account whose role is Supporter, not Admin`,
        );
      }
      expect(await roleOf('helper')).toBe('Supporter');
      // No Admin was made of it: the Admin-only list still refuses that account.
      const list = await t().app.inject({
        url: '/api/users',
        headers: await tokenOf('helper', 'secret-pass'),
      });
      expect(list.statusCode).toBe(403);
      expect(list.json().error).toBe(AR_SERVER.forbidden);
    },
  );

  it('the server process prints why and exits non-zero', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-ensure-admin-'));
    try {
      const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir, ...PROCESS_SECRETS }));
      await database.db.insert(users).values({
        username: 'door-staff',
        email: 'door-staff@example.com',
        role: 'Scanner',
        passwordHash: await testPasswordHash('secret-pass'),
      });
      await database.close();

      const start = startServerProcess({
        DATA_DIR: dataDir,
        ADMIN_USERNAME: 'door-staff',
        ADMIN_PASSWORD: 'door-staff-password',
        JOBS: 'off',
      });
      await expect(start).rejects.toThrow(/server exited early \(1\)/);
      await expect(start).rejects.toThrow(
        /ADMIN_USERNAME "door-staff" belongs to an existing account whose role is Scanner, not Admin/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
