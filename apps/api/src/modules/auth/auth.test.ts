import { randomBytes } from 'node:crypto';
import { AR_AUTH, AR_SERVER } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legacyHash } from '../../../test/helpers/auth';
import { bearer, signIn, type TestApp, useTestApp } from '../../../test/test-app';
import { authSessions, users } from '../../db/schema';

const t = useTestApp();
/** Tests that check or hash real passwords: each costs a full scrypt (N = 2^17), slow on a busy machine. */
const PASSWORD_WORK = { timeout: 120_000 };

function profile(app: TestApp, token: string) {
  return app.app.inject({ url: '/api/users/profile', headers: bearer(token) });
}

function login(app: TestApp, username: string, password: string, remoteAddress = '127.0.0.1') {
  return app.app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress,
    payload: { username, password },
  });
}

function refresh(app: TestApp, refreshToken: string) {
  return app.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
}

const LOGGED_OUT = { success: true, data: null, message: AR_AUTH.loggedOut };
const TOKEN_INVALID = {
  success: false,
  error: AR_SERVER.tokenInvalid,
  errors: [{ msg: AR_SERVER.tokenInvalid }],
};

describe('POST /api/auth/logout', () => {
  it('ends the session at once: its access token and its refresh token stop working', async () => {
    const user = await signIn(t(), 'Supporter');
    expect((await profile(t(), user.token)).statusCode).toBe(200);

    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(LOGGED_OUT);

    const after = await profile(t(), user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(TOKEN_INVALID);
    const refreshed = await refresh(t(), user.refreshToken);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json().error).toBe(AR_AUTH.refreshInvalid);

    // Logging out again with the ended session's token is refused like any invalid token.
    const again = await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(TOKEN_INVALID);
  });

  it(
    'ends only that session: the same account signed in elsewhere stays signed in',
    PASSWORD_WORK,
    async () => {
      const user = await signIn(t(), 'Contant');
      const elsewhere = (await login(t(), user.username, user.password)).json().data;

      const res = await t().app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(user.token),
        payload: {},
      });
      expect(res.json()).toEqual(LOGGED_OUT);
      expect((await profile(t(), user.token)).statusCode).toBe(401);
      expect((await profile(t(), elsewhere.accessToken)).statusCode).toBe(200);
      expect((await refresh(t(), elsewhere.refreshToken)).statusCode).toBe(200);
    },
  );

  it(
    'also ends the session of a refresh token of the same account that comes along',
    PASSWORD_WORK,
    async () => {
      const user = await signIn(t(), 'Scanner');
      const other = (await login(t(), user.username, user.password)).json().data;

      const res = await t().app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(user.token),
        payload: { refreshToken: other.refreshToken },
      });
      expect(res.json()).toEqual(LOGGED_OUT);
      expect((await profile(t(), user.token)).statusCode).toBe(401);
      expect((await profile(t(), other.accessToken)).statusCode).toBe(401);
      expect((await refresh(t(), other.refreshToken)).statusCode).toBe(401);
    },
  );

  it("ignores a refresh token of another account's session", async () => {
    const user = await signIn(t(), 'User');
    const stranger = await signIn(t(), 'Admin');

    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
      payload: { refreshToken: stranger.refreshToken },
    });
    expect(res.json()).toEqual(LOGGED_OUT);
    expect((await profile(t(), user.token)).statusCode).toBe(401);
    expect((await profile(t(), stranger.token)).statusCode).toBe(200);
    expect((await refresh(t(), stranger.refreshToken)).statusCode).toBe(200);
  });

  it('takes an empty JSON body or an empty refresh token as no refresh token', async () => {
    const first = await signIn(t(), 'User');
    const empty = await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(first.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(LOGGED_OUT);

    const second = await signIn(t(), 'User');
    const blank = await t().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(second.token),
      payload: { refreshToken: '' },
    });
    expect(blank.json()).toEqual(LOGGED_OUT);
    expect((await profile(t(), second.token)).statusCode).toBe(401);
  });

  it('refuses a call without a token (401) and a malformed body (400), in the envelope', async () => {
    const anonymous = await t().app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: AR_SERVER.unauthorized });

    const user = await signIn(t(), 'User');
    for (const payload of [{ refreshToken: 42 }, { refreshToken: 'a\u0000b' }, '{"refreshToken": ']) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...bearer(user.token), 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().errors[0].msg).toBe(res.json().error);
    }
    // A refused logout ended nothing.
    expect((await profile(t(), user.token)).statusCode).toBe(200);
  });
});

describe('a revoked or expired session stops its access token at once', () => {
  it('reusing a rotated refresh token revokes the session, and its current access token with it', async () => {
    const user = await signIn(t(), 'Supporter');
    const rotated = (await refresh(t(), user.refreshToken)).json().data;
    expect((await profile(t(), rotated.accessToken)).statusCode).toBe(200);

    // The old refresh token again: reuse, so the whole session ends (docs/api/accounts.md#sessions-and-tokens).
    expect((await refresh(t(), user.refreshToken)).statusCode).toBe(401);
    const res = await profile(t(), rotated.accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(TOKEN_INVALID);
  });

  it('an expired session refuses its access token though the token itself has not expired', async () => {
    const user = await signIn(t(), 'Admin');
    const db = t().database.db;
    await db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user.id));
    const res = await t().app.inject({ url: '/api/users', headers: bearer(user.token) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(TOKEN_INVALID);
  });

  it('a public route ignores an ended session and answers as to anyone', async () => {
    const user = await signIn(t(), 'Admin');
    await t().app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    const res = await t().app.inject({ url: '/api/events', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
  });
});

describe('password hashes', () => {
  it(
    "logs in with a hash of the old format and replaces it with one at today's cost",
    PASSWORD_WORK,
    async () => {
      const username = `legacy_${randomBytes(3).toString('hex')}`;
      const db = t().database.db;
      const old = legacyHash('old-format-pass');
      await db
        .insert(users)
        .values({ username, email: `${username}@example.com`, role: 'User', passwordHash: old });

      const wrong = await login(t(), username, 'not-the-pass');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe(AR_AUTH.invalidCredentials);
      const [untouched] = await db.select().from(users).where(eq(users.username, username));
      expect(untouched!.passwordHash).toBe(old);

      const res = await login(t(), username, 'old-format-pass');
      expect(res.statusCode).toBe(200);
      const [row] = await db.select().from(users).where(eq(users.username, username));
      expect(row!.passwordHash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);

      // The new hash takes the same password.
      expect((await login(t(), username, 'old-format-pass')).statusCode).toBe(200);
    },
  );

  it(
    "stores a registered account's password at N = 2^17 with the cost in the hash",
    PASSWORD_WORK,
    async () => {
      const admin = await signIn(t(), 'Admin');
      const username = `fresh_${randomBytes(3).toString('hex')}`;
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: bearer(admin.token),
        payload: { username, email: `${username}@example.com`, password: 'abcdef' },
      });
      expect(res.statusCode).toBe(201);
      const [row] = await t().database.db.select().from(users).where(eq(users.username, username));
      expect(row!.passwordHash.startsWith('scrypt$ln=17,r=8,p=1$')).toBe(true);
    },
  );
});
