import { AR_ACCOUNT, AR_PRIVACY, AR_USERS, TIMINGS } from '@app/shared';
import { api, apiLogin, createStaff, expect, loginThroughUi, test } from '../support/fixtures';

test.describe('account screen', () => {
  test('shows the account and checks the new password length on every keystroke', async ({ page }) => {
    const staff = await createStaff('Scanner');
    await loginThroughUi(page, staff.username, staff.password);
    await page.goto('/admin/profile');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AR_ACCOUNT.title);
    const info = page.getByRole('region', { name: AR_ACCOUNT.userSection });
    await expect(info).toContainText(staff.username);
    await expect(info).toContainText('مسح');

    const form = page.getByRole('region', { name: AR_ACCOUNT.passwordSection });
    const oldField = form.getByLabel(AR_ACCOUNT.oldPassword);
    const newField = form.getByLabel(AR_ACCOUNT.newPassword);
    const submit = form.getByRole('button', { name: AR_ACCOUNT.submit });
    await expect(oldField).toHaveAttribute('type', 'password');
    await expect(newField).toHaveAttribute('type', 'password');

    // Empty fields are refused before anything is sent.
    await submit.click();
    await expect(form.getByText(AR_ACCOUNT.oldPasswordRequired)).toBeVisible();

    await oldField.fill(staff.password);
    await newField.pressSequentially('abc');
    await expect(form.getByText(AR_ACCOUNT.passwordTooShort)).toBeVisible();
    await expect(submit).toBeDisabled();
    await newField.pressSequentially('def');
    await expect(form.getByText(AR_ACCOUNT.passwordTooShort)).toBeHidden();
    await expect(submit).toBeEnabled();

    // A wrong current password: the server's message, cleared again by typing.
    await oldField.fill('wrong-password');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(AR_ACCOUNT.oldPasswordWrong);
    await oldField.fill(staff.password);
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('sets its own address: saved, shown again after a reload; a taken one is refused in words', async ({
    page,
  }) => {
    const S = AR_PRIVACY.staff;
    const staff = await createStaff('Supporter');
    const other = await createStaff('Scanner');
    await loginThroughUi(page, staff.username, staff.password);
    await page.goto('/admin/profile');

    const form = page.getByRole('region', { name: S.emailSection });
    const field = form.getByLabel(S.emailLabel);
    await expect(field).toHaveValue(`${staff.username}@example.com`);
    await expect(field).toHaveAttribute('dir', 'ltr');

    await field.fill('not an address');
    await form.getByRole('button', { name: S.saveEmail }).click();
    await expect(form.getByText(AR_USERS.emailInvalid)).toBeVisible();

    await field.fill(`${other.username}@example.com`);
    await form.getByRole('button', { name: S.saveEmail }).click();
    await expect(form.getByRole('alert')).toHaveText(S.emailTaken);

    await field.fill(`Desk.${staff.username}@Agency-Example.com`);
    await form.getByRole('button', { name: S.saveEmail }).click();
    await expect(form.getByRole('status').filter({ hasText: S.emailSaved })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: S.emailSection }).getByLabel(S.emailLabel)).toHaveValue(
      `desk.${staff.username}@agency-example.com`,
    );
  });

  test('a changed password ends the session and leads to login after 3 s', async ({ page }) => {
    const staff = await createStaff('User');
    await loginThroughUi(page, staff.username, staff.password);
    await page.goto('/admin/profile');

    const form = page.getByRole('region', { name: AR_ACCOUNT.passwordSection });
    await form.getByLabel(AR_ACCOUNT.oldPassword).fill(staff.password);
    await form.getByLabel(AR_ACCOUNT.newPassword).fill('brand-new-pass');
    await form.getByRole('button', { name: AR_ACCOUNT.submit }).click();

    const dialog = page.getByRole('dialog', { name: AR_ACCOUNT.successTitle });
    // Two password derivations at full cost (128 MiB each): seconds, many more under a heavy load.
    await expect(dialog).toContainText(AR_ACCOUNT.successRedirect, { timeout: 45_000 });
    await expect(dialog.getByRole('button', { name: AR_ACCOUNT.ok })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    // Not clicked: the redirect comes by itself.
    const shown = Date.now();
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 20_000 });
    expect(Date.now() - shown).toBeGreaterThan(2_000);

    const old = await api('POST', '/api/users/login', {
      json: { username: staff.username, password: staff.password },
    });
    expect(old.status).toBe(401);
    expect((await apiLogin(staff.username, 'brand-new-pass')).accessToken).toBeTruthy();
  });

  test("'موافق' leads to login at once", async ({ page }) => {
    const staff = await createStaff('Supporter');
    await loginThroughUi(page, staff.username, staff.password);
    await page.goto('/admin/profile');
    const form = page.getByRole('region', { name: AR_ACCOUNT.passwordSection });
    await form.getByLabel(AR_ACCOUNT.oldPassword).fill(staff.password);
    await form.getByLabel(AR_ACCOUNT.newPassword).fill('another-pass');
    // The 3 s redirect never comes here: only the button can lead to login, however slow the machine
    // (a race against that timer was decided by the machine's speed).
    await page.evaluate((redirectMs) => {
      const later = window.setTimeout;
      window.setTimeout = ((run: TimerHandler, ms?: number, ...rest: unknown[]) =>
        ms === redirectMs ? 0 : later(run, ms, ...rest)) as typeof window.setTimeout;
    }, TIMINGS.passwordRedirectMs);
    await form.getByRole('button', { name: AR_ACCOUNT.submit }).click();
    await page.getByRole('dialog').getByRole('button', { name: AR_ACCOUNT.ok }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
