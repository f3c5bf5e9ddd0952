import { AR, AR_PAYMENTS, AR_PRIVACY } from '@app/shared';
import { adminLogin, api, createStaff, env, expect, loginThroughUi, test } from '../support/fixtures';

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: AR.shell.navigation });

test.describe('staff shell', () => {
  test('Admin sees every section of the sidebar, in Arabic and right-to-left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginThroughUi(page, env.admin.username, env.admin.password);
    await expect(nav(page).getByRole('link')).toHaveText([
      AR.shell.home,
      AR.shell.messages,
      AR.shell.projects,
      AR.shell.events,
      AR.shell.bookings,
      AR_PAYMENTS.ui.navLabel,
      AR.shell.users,
      AR.shell.tasks,
      AR.shell.check,
      AR.outbox.operations,
      AR.shell.backups,
      AR_PRIVACY.privacy.title,
      AR_PRIVACY.audit.title,
    ]);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Right-to-left: the sidebar sits on the right edge of the window.
    const box = await page.locator('aside').boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(1280);

    // Projects (docs/product.md#sidebar-by-role) is reachable from the menu, not only by typing its address.
    await nav(page).getByRole('link', { name: AR.shell.projects }).click();
    await expect(page).toHaveURL(/\/admin\/projects$/);

    await nav(page).getByRole('link', { name: AR.shell.users }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(nav(page).getByRole('link', { name: AR.shell.users })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Scanner sees only home, attendance and tasks', async ({ page }) => {
    const scanner = await createStaff('Scanner');
    await loginThroughUi(page, scanner.username, scanner.password);
    await expect(nav(page).getByRole('link')).toHaveText([AR.shell.home, AR.shell.check, AR.shell.tasks]);
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
      const tasks = page.getByRole('region', { name: AR.tasks.unfinishedTitle });
      await expect(tasks).toContainText('تجهيز بوابة الدخول');
      const door = page.getByRole('link', { name: AR.dashboard.doorAction });
      await expect(door).toBeVisible();
      await door.click();
      await expect(page).toHaveURL(/\/admin\/check$/);
      await expect(page.getByRole('heading', { level: 1, name: AR.checkIn.title })).toBeVisible();
    }
  });

  test('the profile menu names the account and leads to the account page', async ({ page }) => {
    const supporter = await createStaff('Supporter');
    await loginThroughUi(page, supporter.username, supporter.password);
    await page.getByRole('button', { name: AR.shell.profileMenu }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(supporter.username);
    await expect(menu).toContainText('دعم فني');
    await menu.getByRole('menuitem', { name: AR.shell.profile }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AR.account.title);
  });

  test('at 360 px the sidebar is a drawer opened by the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await loginThroughUi(page, env.admin.username, env.admin.password);
    await expect(page.locator('aside')).toBeHidden();
    await expect(nav(page)).toHaveCount(0);

    await page.getByRole('button', { name: AR.shell.openMenu }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: AR.shell.users })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: AR.shell.openMenu }).click();
    await page.getByRole('dialog').getByRole('link', { name: AR.shell.users }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    // Nothing is wider than the phone screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
