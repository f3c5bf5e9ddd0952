import {
  AR_ACCOUNT,
  AR_CHECK_IN,
  AR_DASHBOARD,
  AR_OUTBOX,
  AR_PAYMENTS,
  AR_PRIVACY,
  AR_SHELL,
  AR_TASKS,
} from '@app/shared';
import { adminLogin, api, createStaff, env, expect, loginThroughUi, test } from '../support/fixtures';

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: AR_SHELL.navigation });

test.describe('staff shell', () => {
  test('Admin sees every section of the sidebar, in Arabic and right-to-left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginThroughUi(page, env.admin.username, env.admin.password);
    await expect(nav(page).getByRole('link')).toHaveText([
      AR_SHELL.home,
      AR_SHELL.messages,
      AR_SHELL.projects,
      AR_SHELL.events,
      AR_SHELL.bookings,
      AR_PAYMENTS.ui.navLabel,
      AR_SHELL.users,
      AR_SHELL.tasks,
      AR_SHELL.check,
      AR_OUTBOX.operations,
      AR_SHELL.backups,
      AR_PRIVACY.privacy.title,
      AR_PRIVACY.audit.title,
    ]);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Right-to-left: the sidebar sits on the right edge of the window.
    const box = await page.locator('aside').boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(1280);

    // Projects (docs/product.md#sidebar-by-role) is reachable from the menu, not only by typing its address.
    await nav(page).getByRole('link', { name: AR_SHELL.projects }).click();
    await expect(page).toHaveURL(/\/admin\/projects$/);

    await nav(page).getByRole('link', { name: AR_SHELL.users }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(nav(page).getByRole('link', { name: AR_SHELL.users })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Scanner sees only home, attendance and tasks', async ({ page }) => {
    const scanner = await createStaff('Scanner');
    await loginThroughUi(page, scanner.username, scanner.password);
    await expect(nav(page).getByRole('link')).toHaveText([AR_SHELL.home, AR_SHELL.check, AR_SHELL.tasks]);
  });

  test("a Scanner's home is its unfinished tasks with a way to the door, not a redirect", async ({
    page,
  }) => {
    const scanner = await createStaff('Scanner');
    const admin = await adminLogin();
    const assigned = await api('POST', '/api/tasks', {
      token: admin.accessToken,
      json: {
        userId: scanner.id,
        title: 'تجهيز بوابة الدخول',
        description: 'اختبار الكاميرا قبل الفعالية',
        dueDate: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(assigned.status).toBe(201);
    await loginThroughUi(page, scanner.username, scanner.password);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/?$/);
      const tasks = page.getByRole('region', { name: AR_TASKS.unfinishedTitle });
      await expect(tasks).toContainText('تجهيز بوابة الدخول');
      const door = page.getByRole('link', { name: AR_DASHBOARD.doorAction });
      await expect(door).toBeVisible();
      await door.click();
      await expect(page).toHaveURL(/\/admin\/check$/);
      await expect(page.getByRole('heading', { level: 1, name: AR_CHECK_IN.title })).toBeVisible();
    }
  });

  test('the profile menu names the account and leads to the account page', async ({ page }) => {
    const supporter = await createStaff('Supporter');
    await loginThroughUi(page, supporter.username, supporter.password);
    await page.getByRole('button', { name: AR_SHELL.profileMenu }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(supporter.username);
    await expect(menu).toContainText('دعم فني');
    await menu.getByRole('menuitem', { name: AR_SHELL.profile }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AR_ACCOUNT.title);
  });

  test('at 360 px the sidebar is a drawer opened by the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await loginThroughUi(page, env.admin.username, env.admin.password);
    await expect(page.locator('aside')).toBeHidden();
    await expect(nav(page)).toHaveCount(0);

    await page.getByRole('button', { name: AR_SHELL.openMenu }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: AR_SHELL.users })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: AR_SHELL.openMenu }).click();
    await page.getByRole('dialog').getByRole('link', { name: AR_SHELL.users }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    // Nothing is wider than the phone screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
