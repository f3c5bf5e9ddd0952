import { adminLogin, api, createStaff, expect, loginThroughUi, test } from '../support/fixtures';

async function assign(userId: string, title: string, dueDate: string) {
  const admin = await adminLogin();
  const res = await api('POST', '/api/tasks', {
    token: admin.accessToken,
    json: { userId, title, description: `تفاصيل ${title}`, dueDate },
  });
  expect(res.status).toBe(201);
}

test('a member with no tasks sees the empty states, on a desktop and on a phone', async ({ page }) => {
  const member = await createStaff('User');
  await loginThroughUi(page, member.username, member.password);
  await expect(page.getByText('لا توجد مهام غير منجزة. أحسنت!')).toBeVisible();
  await page.goto('/admin/tasks');
  await expect(page.getByText('لا توجد بيانات').filter({ visible: true })).toHaveCount(1);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByText('لا توجد بيانات').filter({ visible: true })).toHaveCount(1);
});

test('on a phone the tasks are cards whose deliver button needs no sideways scroll', async ({ page }) => {
  const member = await createStaff('User');
  await assign(member.id, 'مهمة على الهاتف', new Date(Date.now() + 86_400_000).toISOString());
  await page.setViewportSize({ width: 360, height: 800 });
  await loginThroughUi(page, member.username, member.password);
  await page.goto('/admin/tasks');
  const card = page.getByRole('listitem').filter({ hasText: 'مهمة على الهاتف' });
  await expect(card).toContainText('admin');
  const deliver = card.getByRole('button', { name: 'تسليم' });
  const box = await deliver.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await deliver.click();
  await page.getByRole('dialog', { name: 'تفاصيل المهمة' }).getByRole('button', { name: 'تسليم' }).click();
  const dialog = page.getByRole('dialog', { name: 'تسليم المهمة' });
  await dialog.getByLabel('تفاصيل التسليم').fill('تم من الهاتف');
  await dialog.getByRole('button', { name: 'تسليم' }).click();
  await expect(card).toContainText('تم التسليم');
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
  // The count in the screen's one digit system (the due dates beside it are ar-EG).
  await panel.getByRole('link', { name: 'المزيد (٢)' }).click();
  await expect(page).toHaveURL(/\/admin\/tasks$/);
  await expect(page.getByRole('row').filter({ hasText: 'مهمة متأخرة' })).toContainText('متأخرة');
  await expect(page.getByRole('row')).toHaveCount(6);
});
