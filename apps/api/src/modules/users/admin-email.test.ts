import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { ConfigError, loadConfig } from '../../config';
import { users } from '../../db/schema';
import { ensureAdmin } from './users.service';

/** docs/api/accounts.md#first-start: ADMIN_EMAIL is the first Admin's address; without it, a placeholder. */
const t = useTestApp();
const generated = () => 'generated-password';

async function emailOf(username: string) {
  const [row] = await t()
    .database.db.select({ email: users.email })
    .from(users)
    .where(eq(users.username, username));
  return row?.email;
}

describe('ADMIN_EMAIL', () => {
  it('is read as an address by section 11 rule; a bad one stops the start naming the variable', () => {
    const dataDir = t().dataDir;
    expect(loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'Owner@Agency-Example.com' }).admin.email).toBe(
      'Owner@Agency-Example.com',
    );
    expect(loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: '' }).admin.email).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'owner at agency' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'owner at agency' })).toThrow(/ADMIN_EMAIL/);
  });

  it('without it the first Admin gets the placeholder; a later start with it fills the placeholder in, never a chosen address', async () => {
    // The template database has no accounts: this is a first start.
    expect(
      await ensureAdmin(t().database.db, { username: 'Boss', password: 'boss-password' }, generated),
    ).toEqual({
      username: 'Boss',
      password: undefined,
    });
    expect(await emailOf('Boss')).toBe('boss@localhost');

    await ensureAdmin(t().database.db, { username: 'Boss', email: 'Boss@Agency-Example.com' }, generated);
    expect(await emailOf('Boss')).toBe('boss@agency-example.com');

    // Chosen since (the account screen): ADMIN_EMAIL does not overwrite it.
    await t()
      .database.db.update(users)
      .set({ email: 'chosen@agency-example.com' })
      .where(eq(users.username, 'Boss'));
    await ensureAdmin(t().database.db, { username: 'Boss', email: 'other@agency-example.com' }, generated);
    expect(await emailOf('Boss')).toBe('chosen@agency-example.com');
  });

  it('is the first Admin address when it is set', async () => {
    await t().database.db.delete(users);
    await ensureAdmin(
      t().database.db,
      { username: 'owner', password: 'owner-password', email: 'Owner@Agency-Example.com' },
      generated,
    );
    expect(await emailOf('owner')).toBe('owner@agency-example.com');
  });
});
