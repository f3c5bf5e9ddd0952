import { AR_ACCOUNT, AR_AUTH, AR_SHELL } from '@app/shared';
import { apiLogin, createStaff, env, expect, loginThroughUi, test } from '../support/fixtures';

test.describe('staff session', () => {
  test('the panel without a token sends the visitor to the Arabic login screen', async ({ page }) => {
    for (const path of ['/admin', '/admin/users', '/admin/profile']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
    await expect(page.getByRole('heading', { name: AR_AUTH.loginTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('signing in through the form stores the session and opens the panel', async ({ page }) => {
    await loginThroughUi(page, env.admin.username, env.admin.password);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('adminToken'),
      refresh: localStorage.getItem('adminRefreshToken'),
      userId: localStorage.getItem('currentUserId'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.refresh).toBeTruthy();
    expect(stored.userId).toBeTruthy();

    // With a token, the login screen goes straight back to the panel.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/?$/);
  });

  test('wrong credentials show the server message and stay on the login screen', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel(AR_AUTH.username).fill(env.admin.username);
    await page.getByLabel(AR_AUTH.password).fill('not-the-password');
    await page.getByRole('button', { name: AR_AUTH.loginButton }).click();
    await expect(page.getByRole('alert')).toHaveText(AR_AUTH.invalidCredentials);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('logging out from the profile menu ends the session', async ({ page }) => {
    const staff = await createStaff('User');
    await loginThroughUi(page, staff.username, staff.password);
    await page.getByRole('button', { name: AR_SHELL.profileMenu }).click();
    await page.getByRole('menuitem', { name: AR_AUTH.logout }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an expired access token is refreshed once, and a dead refresh token leads to login', async ({
    page,
  }) => {
    const staff = await createStaff('Scanner');
    const session = await apiLogin(staff.username, staff.password);
    // Stored on the login screen, which makes no calls, so no other request races the refresh.
    const store = (accessToken: string, refreshToken: string) =>
      page.evaluate(
        (tokens) => {
          localStorage.setItem('adminToken', tokens.access);
          localStorage.setItem('adminRefreshToken', tokens.refresh);
          localStorage.setItem('currentUserId', tokens.id);
        },
        { access: accessToken, refresh: refreshToken, id: session._id },
      );

    // An access token the server rejects: the client refreshes it and the screen still loads.
    await page.goto('/admin/login');
    await store('expired.token.value', session.refreshToken);
    await page.goto('/admin/profile');
    await expect(page.getByRole('heading', { name: AR_ACCOUNT.userSection })).toBeVisible();
    await expect(page.getByRole('region', { name: AR_ACCOUNT.userSection })).toContainText(staff.username);
    const renewed = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(renewed).not.toBe('expired.token.value');

    // Both tokens rejected: they are removed and the staff member is sent to the login screen.
    await store('expired.token.value', 'revoked-refresh-token');
    await page.goto('/admin/profile');
    await expect(page).toHaveURL(/\/admin\/login$/);
    const left = await page.evaluate(() => [
      localStorage.getItem('adminToken'),
      localStorage.getItem('adminRefreshToken'),
    ]);
    expect(left).toEqual([null, null]);
  });
});
