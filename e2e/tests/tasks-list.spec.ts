import { adminLogin, api, createStaff, expect, loginThroughUi, test } from '../support/fixtures';

async function assign(userId: string, title: string, dueDate: string) {
  const admin = await adminLogin();
  const res = await api('POST', '/api/tasks', {
    token: admin.accessToken,
    json: { userId, title, description: `تفاصيل ${title}`, dueDate },
  });
  expect(res.status).toBe(201);
}

test('a member with no tasks sees the empty states', async ({ page }) => {
  const member = await createStaff('Scanner');
  await loginThroughUi(page, member.username, member.password);
  await expect(page.getByText('لا توجد مهام غير منجزة. أحسنت!')).toBeVisible();
  await page.goto('/admin/tasks');
  await expect(page.getByText('لا توجد بيانات')).toBeVisible();
});

test('the home screen shows the first three unfinished tasks, a count of the rest, and overdue marks', async ({
  page,
}) => {
  const member = await createStaff('Supporter');
  const soon = Date.now() + 86_400_000;
  await assign(member.id, 'مهمة متأخرة', new Date(Date.now() - 2 * 86_400_000).toISOString());
  for (let i = 1; i <= 4; i += 1)
    await assign(member.id, `مهمة رقم ${i}`, new Date(soon + i * 86_400_000).toISOString());

  await loginThroughUi(page, member.username, member.password);
  const panel = page.getByRole('region', { name: 'مهامك غير المنجزة' });
  // Soonest due first: the overdue one, then 1 and 2; 3 and 4 are counted behind the link.
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel).toContainText('مهمة متأخرة');
  await expect(panel).toContainText('مهمة رقم 2');
  await expect(panel).not.toContainText('مهمة رقم 3');
  await expect(panel.getByText('متأخرة', { exact: true })).toBeVisible();
  await panel.getByRole('link', { name: 'المزيد (2)' }).click();
  await expect(page).toHaveURL(/\/admin\/tasks$/);
  await expect(page.getByRole('row').filter({ hasText: 'مهمة متأخرة' })).toContainText('متأخرة');
  await expect(page.getByRole('row')).toHaveCount(6);
});
