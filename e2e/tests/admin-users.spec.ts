import { AR_AUTH, AR_SERVER, AR_USERS } from '@app/shared';
import {
  adminLogin,
  api,
  apiLogin,
  createStaff,
  env,
  expect,
  loginThroughUi,
  test,
} from '../support/fixtures';

test.describe('users screen', () => {
  test('Admin adds a user through the form and sees it in the list', async ({ page }) => {
    await loginThroughUi(page, env.admin.username, env.admin.password);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AR_USERS.title);
    // The signed-in account is not listed (it cannot suspend itself).
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('cell', { name: env.admin.username, exact: true })).toHaveCount(0);

    const username = `writer_${Date.now().toString(36)}`;
    await page.getByRole('button', { name: AR_USERS.addUser }).click();
    const dialog = page.getByRole('dialog', { name: AR_USERS.addUserTitle });
    await expect(dialog.getByLabel(AR_USERS.role)).toHaveValue('User');

    // The form checks before sending.
    await dialog.getByRole('button', { name: AR_USERS.create }).click();
    await expect(dialog.getByText(AR_USERS.usernameRequired)).toBeVisible();

    await dialog.getByLabel(AR_USERS.username).fill(username);
    await dialog.getByLabel(AR_USERS.email).fill(`${username}@example.com`);
    await dialog.getByLabel(AR_USERS.password).fill('writer-pass');
    await dialog.getByLabel(AR_USERS.role).selectOption('Contant');
    await dialog.getByRole('button', { name: AR_USERS.create }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: AR_USERS.created })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('كاتب محتوى');
    await expect(row).toContainText(AR_USERS.active);

    // The same username again: the server's refusal shows in the dialog.
    await page.getByRole('button', { name: AR_USERS.addUser }).click();
    await dialog.getByLabel(AR_USERS.username).fill(username);
    await dialog.getByLabel(AR_USERS.email).fill(`other_${username}@example.com`);
    await dialog.getByLabel(AR_USERS.password).fill('writer-pass');
    await dialog.getByRole('button', { name: AR_USERS.create }).click();
    await expect(dialog.getByRole('alert')).toHaveText(AR_USERS.usernameTaken);

    // The new account works.
    const session = await apiLogin(username, 'writer-pass');
    expect(session.accessToken).toBeTruthy();
  });

  test('suspending blocks the account from signing in; activating lets it back', async ({ page }) => {
    const staff = await createStaff('Supporter');
    await loginThroughUi(page, env.admin.username, env.admin.password);
    await page.goto('/admin/users');
    const row = page.getByRole('row').filter({ hasText: staff.username });

    await row.getByRole('button', { name: `${AR_USERS.suspend} ${staff.username}` }).click();
    const confirm = page.getByRole('dialog', { name: AR_USERS.suspendConfirmTitle });
    await expect(confirm).toContainText(staff.username);
    await confirm.getByRole('button', { name: AR_USERS.suspend }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: AR_USERS.suspendedOk })).toBeVisible();
    await expect(row).toContainText(AR_USERS.suspendedLabel);

    const refused = await api('POST', '/api/users/login', {
      json: { username: staff.username, password: staff.password },
    });
    expect(refused.status).toBe(403);

    await row.getByRole('button', { name: `${AR_USERS.activate} ${staff.username}` }).click();
    await expect(page.getByRole('status').filter({ hasText: AR_USERS.activatedOk })).toBeVisible();
    await expect(row).toContainText(AR_USERS.active);
    await expect(row.getByRole('button', { name: `${AR_USERS.suspend} ${staff.username}` })).toBeVisible();

    const back = await apiLogin(staff.username, staff.password);
    expect(back.accessToken).toBeTruthy();
  });

  test('on a phone each account is a card; suspend and activate work from it', async ({ page }) => {
    const staff = await createStaff('Contant');
    await page.setViewportSize({ width: 360, height: 800 });
    await loginThroughUi(page, env.admin.username, env.admin.password);
    await page.goto('/admin/users');
    const card = page.getByRole('listitem').filter({ hasText: staff.username });
    await expect(card).toContainText(`${staff.username}@example.com`);
    await expect(card).toContainText('كاتب محتوى');
    await expect(card).toContainText(AR_USERS.active);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const suspend = card.getByRole('button', { name: `${AR_USERS.suspend} ${staff.username}` });
    expect((await suspend.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    await card.getByRole('button', { name: `${AR_USERS.suspend} ${staff.username}` }).click();
    await page
      .getByRole('dialog', { name: AR_USERS.suspendConfirmTitle })
      .getByRole('button', { name: AR_USERS.suspend })
      .click();
    await expect(card).toContainText(AR_USERS.suspendedLabel);
    await card.getByRole('button', { name: `${AR_USERS.activate} ${staff.username}` }).click();
    await expect(card).toContainText(AR_USERS.active);
  });

  test('a suspended account cannot sign in through the login screen', async ({ page }) => {
    const staff = await createStaff('User');
    const admin = await adminLogin();
    await api('PATCH', `/api/users/${staff.id}/suspend`, {
      token: admin.accessToken,
      json: { isSuspended: true },
    });

    await page.goto('/admin/login');
    await page.getByLabel(AR_AUTH.username).fill(staff.username);
    await page.getByLabel(AR_AUTH.password).fill(staff.password);
    await page.getByRole('button', { name: AR_AUTH.loginButton }).click();
    await expect(page.getByRole('alert')).toHaveText(AR_SERVER.suspended);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a non-admin opening the users screen is turned away', async ({ page }) => {
    const scanner = await createStaff('Scanner');
    await loginThroughUi(page, scanner.username, scanner.password);
    await page.goto('/admin/users');
    // 403 leads to the login route, which sends a still signed-in member back to the panel home.
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
