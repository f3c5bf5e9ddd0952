import { AR_OUTBOX, type OutboxItemDto } from '@app/shared';
import { env, expect, loginThroughUi, test } from '../support/fixtures';

/**
 * docs/api/operations.md#failed-emails: Admin's operations page lists the emails that failed for good and sends one
 * again. The product under test writes emails to files, which never fail: the list is first read from
 * the real server (empty), then a failed email is supplied by intercepting the list call.
 */
const failed: OutboxItemDto = {
  _id: '41',
  id: '41',
  to: 'laila@example.com',
  subject: 'تم قبول حجزك',
  kind: 'booking-accepted',
  attempts: 22,
  lastError: 'Connection timeout',
  createdAt: new Date(Date.now() - 4 * 86_400_000).toISOString(),
  failedAt: new Date(Date.now() - 86_400_000).toISOString(),
};

test('Admin sees the emails that failed for good and sends one again', async ({ page }) => {
  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.getByRole('link', { name: AR_OUTBOX.operations }).first().click();
  await expect(page).toHaveURL(/\/admin\/operations$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AR_OUTBOX.operations);
  await expect(page.getByRole('heading', { level: 2 })).toContainText(AR_OUTBOX.title);
  // The real server: nothing failed.
  await expect(page.getByText(AR_OUTBOX.empty).first()).toBeVisible();

  let items = [failed];
  const retried: string[] = [];
  await page.route('**/api/admin/outbox?state=failed', (route) =>
    route.fulfill({ json: { success: true, data: { items, total: items.length } } }),
  );
  await page.route('**/api/admin/outbox/*/retry', (route) => {
    retried.push(new URL(route.request().url()).pathname);
    items = [];
    return route.fulfill({
      status: 202,
      json: { success: true, data: { _id: '41', id: '41', state: 'pending' }, message: AR_OUTBOX.retried },
    });
  });
  await page.reload();

  const row = page.getByRole('row').filter({ hasText: failed.subject });
  await expect(row).toContainText('laila@example.com');
  await expect(row).toContainText('Connection timeout');
  await row.getByRole('button', { name: AR_OUTBOX.retry }).click();
  await expect(page.getByRole('status').filter({ hasText: AR_OUTBOX.retried })).toBeVisible();
  expect(retried).toEqual(['/api/admin/outbox/41/retry']);
  await expect(page.getByText(AR_OUTBOX.empty).first()).toBeVisible();
});
