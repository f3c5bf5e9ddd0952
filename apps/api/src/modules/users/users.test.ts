import { AR_ACCOUNT, AR_AUTH, AR_PRIVACY, AR_SERVER, AR_USERS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../../test/test-app';

const t = useTestApp();
/** Tests here check or hash real passwords: each costs a full scrypt (N = 2^17), slow on a busy machine. */
const PASSWORD_WORK = { timeout: 120_000 };

describe('sign-in and sessions', PASSWORD_WORK, () => {
  it('logs in, reads the profile and refreshes with rotation', async () => {
    const admin = await signIn(t(), 'Admin');
    const profile = await t().app.inject({ url: '/api/users/profile', headers: bearer(admin.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      success: true,
      data: { username: admin.username, role: 'Admin' },
    });

    const first = await t().app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: admin.refreshToken },
    });
    expect(first.statusCode).toBe(200);
    const rotated = first.json().data.refreshToken as string;
    expect(rotated).not.toBe(admin.refreshToken);
    expect(first.json().accessToken).toEqual(expect.any(String));

    // Reusing the old token revokes the whole session: the rotated one stops working too.
    const reuse = await t().app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: admin.refreshToken },
    });
    expect(reuse.statusCode).toBe(401);
    const afterReuse = await t().app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: rotated },
    });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('refuses a wrong password with the Arabic message and the envelope', async () => {
    const user = await signIn(t(), 'User');
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: user.username, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: AR_AUTH.invalidCredentials,
      errors: [{ msg: AR_AUTH.invalidCredentials }],
    });
  });

  it('answers 400 with a field message for a missing username', async () => {
    const res = await t().app.inject({ method: 'POST', url: '/api/users/login', payload: { password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ msg: AR_AUTH.usernameRequired, path: 'username' });
    expect(res.json().error).toBe(AR_AUTH.usernameRequired);
  });
});

describe('users administration', PASSWORD_WORK, () => {
  it('registers a user with the default role User and refuses a taken username', async () => {
    const admin = await signIn(t(), 'Admin');
    const payload = { username: 'new_writer', email: 'Writer@Example.com', password: 'abcdef' };
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: bearer(admin.token),
      payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      username: 'new_writer',
      email: 'writer@example.com',
      role: 'User',
      isSuspended: false,
    });

    const again = await t().app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: bearer(admin.token),
      payload: { ...payload, username: 'NEW_WRITER' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(AR_USERS.usernameTaken);

    // Addresses are unique among accounts (DECISIONS 3), whatever their case.
    const sameAddress = await t().app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: bearer(admin.token),
      payload: { ...payload, username: 'other_writer', email: 'WRITER@example.com' },
    });
    expect(sameAddress.statusCode).toBe(409);
    expect(sameAddress.json()).toMatchObject({
      success: false,
      error: AR_PRIVACY.staff.emailTaken,
      errors: [{ msg: AR_PRIVACY.staff.emailTaken, path: 'email' }],
    });

    const list = await t().app.inject({ url: '/api/users', headers: bearer(admin.token) });
    const names = list.json().data.map((u: { username: string }) => u.username);
    expect(names).toContain('new_writer');
    expect(names).not.toContain('other_writer');
  });

  it('refuses a short password with the 6-character message', async () => {
    const admin = await signIn(t(), 'Admin');
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: bearer(admin.token),
      payload: { username: 'shorty', email: 's@example.com', password: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(AR_ACCOUNT.passwordTooShort);
    // No password at all is "the password is required", not the account screen's "new password".
    const none = await t().app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: bearer(admin.token),
      payload: { username: 'nopass', email: 'n@example.com' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toEqual({ msg: AR_AUTH.passwordRequired, path: 'password' });
  });

  it('suspension stops the access token and the refresh token at once; activation lets the user back in', async () => {
    const admin = await signIn(t(), 'Admin');
    const staff = await signIn(t(), 'Supporter');
    const suspend = await t().app.inject({
      method: 'PATCH',
      url: `/api/users/${staff.id}/suspend`,
      headers: bearer(admin.token),
      payload: { isSuspended: true },
    });
    expect(suspend.statusCode).toBe(200);
    expect(suspend.json()).toMatchObject({
      success: true,
      data: { isSuspended: true },
      message: AR_USERS.suspendedOk,
    });

    const profile = await t().app.inject({ url: '/api/users/profile', headers: bearer(staff.token) });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().error).toBe(AR_SERVER.suspended);
    const refreshed = await t().app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: staff.refreshToken },
    });
    expect(refreshed.statusCode).toBe(403);
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: staff.username, password: staff.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe(AR_SERVER.suspended);

    await t().app.inject({
      method: 'PATCH',
      url: `/api/users/${staff.id}/suspend`,
      headers: bearer(admin.token),
      payload: { isSuspended: false },
    });
    const back = await t().app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: staff.username, password: staff.password },
    });
    expect(back.statusCode).toBe(200);
    // The sessions from before the suspension stay ended.
    const stale = await t().app.inject({ url: '/api/users/profile', headers: bearer(staff.token) });
    expect(stale.statusCode).toBe(401);
  });

  it('nobody suspends themselves, and an unknown id is 404', async () => {
    const admin = await signIn(t(), 'Admin');
    const self = await t().app.inject({
      method: 'PATCH',
      url: `/api/users/${admin.id}/suspend`,
      headers: bearer(admin.token),
      payload: { isSuspended: true },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe(AR_USERS.cannotSuspendSelf);
    const unknown = await t().app.inject({
      method: 'PATCH',
      url: '/api/users/not-an-id/suspend',
      headers: bearer(admin.token),
      payload: { isSuspended: true },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('password change', PASSWORD_WORK, () => {
  it('checks the old password, then revokes every session', async () => {
    const user = await signIn(t(), 'User');
    const wrong = await t().app.inject({
      method: 'PUT',
      url: '/api/users/profile/password',
      headers: bearer(user.token),
      payload: { oldPassword: 'nope-nope', newPassword: 'brand-new' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(AR_ACCOUNT.oldPasswordWrong);

    const ok = await t().app.inject({
      method: 'PUT',
      url: '/api/users/profile/password',
      headers: bearer(user.token),
      payload: { oldPassword: user.password, newPassword: 'brand-new' },
    });
    expect(ok.statusCode).toBe(200);
    const old = await t().app.inject({ url: '/api/users/profile', headers: bearer(user.token) });
    expect(old.statusCode).toBe(401);
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: user.username, password: 'brand-new' },
    });
    expect(login.statusCode).toBe(200);
  });
});
