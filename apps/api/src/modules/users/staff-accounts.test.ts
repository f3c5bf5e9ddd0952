import { AR_PRIVACY, AR_USERS } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { users } from '../../db/schema';
import { openSession } from '../auth/auth.service';

/**
 * docs/api/accounts.md#staff-account-changes, staff accounts: Admin changes a role, sets a password (which ends the
 * account's sessions) and ends every session of an account at once (a lost door phone).
 */
const t = useTestApp();
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  admin = await signIn(t(), 'Admin');
});

function patch(id: string, payload: Record<string, unknown>, token = admin.token) {
  return t().app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: bearer(token), payload });
}

function endSessions(id: string, token = admin.token) {
  return t().app.inject({ method: 'POST', url: `/api/users/${id}/sessions/end`, headers: bearer(token) });
}

function profile(token: string) {
  return t().app.inject({ url: '/api/users/profile', headers: bearer(token) });
}

function refresh(refreshToken: string) {
  return t().app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
}

/** A second signed-in device of the same account. */
async function secondSession(id: string) {
  const [row] = await t()
    .database.db.select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, id));
  return openSession(t().database.db, t().config, row!);
}

describe('PATCH /api/users/{id}', () => {
  it('changes a role, which takes effect at the next request', async () => {
    const supporter = await signIn(t(), 'Supporter');
    expect(
      (await t().app.inject({ url: '/api/events/bookings', headers: bearer(supporter.token) })).statusCode,
    ).toBe(200);
    const res = await patch(supporter.id, { role: 'Scanner' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { _id: supporter.id, role: 'Scanner' },
      message: AR_PRIVACY.staff.updated,
    });
    const after = await t().app.inject({ url: '/api/events/bookings', headers: bearer(supporter.token) });
    expect(after.statusCode).toBe(403);
    expect((await profile(supporter.token)).json().data.role).toBe('Scanner');
  });

  it('sets a password: every session of the account ends at once, the new password logs in', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const other = await secondSession(scanner.id);
    expect((await profile(scanner.token)).statusCode).toBe(200);

    const res = await patch(scanner.id, { password: 'brand-new-pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(AR_PRIVACY.staff.passwordSet);

    expect((await profile(scanner.token)).statusCode).toBe(401);
    expect((await profile(other.accessToken)).statusCode).toBe(401);
    expect((await refresh(scanner.refreshToken)).statusCode).toBe(401);
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: scanner.username, password: 'brand-new-pass' },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('keeps the last active Admin an Admin (409), and lets one of two go', async () => {
    // Every other Admin of this test file is suspended first, so `admin` is the last active one.
    await t().database.db.update(users).set({ isSuspended: true }).where(eq(users.role, 'Admin'));
    await t().database.db.update(users).set({ isSuspended: false }).where(eq(users.id, admin.id));
    const refused = await patch(admin.id, { role: 'Supporter' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, error: AR_PRIVACY.staff.lastAdminRole });
    expect((await profile(admin.token)).json().data.role).toBe('Admin');

    const second = await signIn(t(), 'Admin');
    const allowed = await patch(second.id, { role: 'Contant' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.role).toBe('Contant');
  });

  it('answers 400 for nothing to change, a short password or an unknown role, 404 for an unknown account', async () => {
    const user = await signIn(t(), 'User');
    for (const body of [{}, { password: '123' }, { role: 'Boss' }, { role: 'Admin', extra: 1 }]) {
      const res = await patch(user.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const missing = await patch('6f1c1b9e-1111-4aaa-8bbb-123456789abc', { role: 'User' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(AR_USERS.userNotFound);
  });
});

describe('POST /api/users/{id}/sessions/end', () => {
  it('ends every session of the account at once: the old access and refresh tokens get 401', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const phone = await secondSession(scanner.id);
    const res = await endSessions(scanner.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { _id: scanner.id, ended: 2 },
      message: AR_PRIVACY.staff.sessionsEnded,
    });
    expect((await profile(scanner.token)).statusCode).toBe(401);
    expect((await profile(phone.accessToken)).statusCode).toBe(401);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    // The account itself stays usable: a new login opens a new session.
    const fresh = await secondSession(scanner.id);
    expect((await profile(fresh.accessToken)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account and 403 for a non-Admin', async () => {
    expect((await endSessions('6f1c1b9e-1111-4aaa-8bbb-123456789abc')).statusCode).toBe(404);
    const supporter = await signIn(t(), 'Supporter');
    expect((await endSessions(admin.id, supporter.token)).statusCode).toBe(403);
    expect((await patch(admin.id, { role: 'User' }, supporter.token)).statusCode).toBe(403);
  });
});
