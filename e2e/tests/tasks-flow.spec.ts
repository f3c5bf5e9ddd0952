import { createStaff, env, expect, loginThroughUi, test } from '../support/fixtures';

/** The calendar day N days from now in Cairo, as a date input takes it. */
function cairoDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
    Date.now() + offsetDays * 86_400_000,
  );
}

test('an Admin assigns a task, the member delivers it through both dialogs, the Admin reads the delivery', async ({
  browser,
}) => {
  const member = await createStaff('User');
  const title = `تصميم غلاف ${Date.now().toString(36)}`;
  const deliveryText = 'رابط التصميم: https://example.com/cover-final';

  // The Admin assigns the task through the form.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginThroughUi(adminPage, env.admin.username, env.admin.password);
  await adminPage.goto('/admin/tasks');
  await adminPage.getByRole('button', { name: 'إضافة مهمة' }).click();
  const form = adminPage.getByRole('dialog', { name: 'إضافة مهمة' });
  // Every field is required: an empty submit names them.
  await form.getByRole('button', { name: 'إضافة مهمة' }).click();
  await expect(form.getByLabel('المستخدم')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('العنوان مطلوب')).toBeVisible();
  await expect(form.getByText('تاريخ التسليم مطلوب')).toBeVisible();
  // Only active non-admin accounts are offered.
  await expect(form.getByLabel('المستخدم').locator('option', { hasText: env.admin.username })).toHaveCount(0);
  await form.getByLabel('المستخدم').selectOption({ label: member.username });
  await form.getByLabel('العنوان').fill(title);
  await form.getByLabel('الوصف').fill('غلاف فعالية الشهر القادم بالمقاس المربع');
  await form.getByLabel('تاريخ التسليم').fill(cairoDay(3));
  await form.getByRole('button', { name: 'إضافة مهمة' }).click();
  await expect(form).toBeHidden();
  await expect(adminPage.getByText('تمت إضافة المهمة بنجاح')).toBeVisible();
  const assignedRow = adminPage.getByRole('row').filter({ hasText: title });
  await expect(assignedRow).toContainText(member.username);
  await expect(assignedRow).toContainText('قيد التنفيذ');

  // The member sees it on the home screen, then delivers it.
  const memberContext = await browser.newContext();
  const page = await memberContext.newPage();
  await loginThroughUi(page, member.username, member.password);
  await expect(page.getByRole('heading', { name: `مرحباً، ${member.username}` })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole('link', { name: 'عرض كل المهام' }).click();
  await expect(page).toHaveURL(/\/admin\/tasks$/);

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(env.admin.username);
  await row.getByRole('button', { name: 'تسليم' }).click();

  const details = page.getByRole('dialog', { name: 'تفاصيل المهمة' });
  await expect(details).toContainText(title);
  await expect(details).toContainText('غلاف فعالية الشهر القادم');
  await expect(details).toContainText(env.admin.username);
  await details.getByRole('button', { name: 'تسليم' }).click();

  const deliver = page.getByRole('dialog', { name: 'تسليم المهمة' });
  // An empty delivery is refused on the screen.
  await deliver.getByRole('button', { name: 'تسليم' }).click();
  await expect(deliver.getByRole('alert')).toHaveText('تفاصيل التسليم مطلوبة');
  await deliver.getByLabel('تفاصيل التسليم').fill(deliveryText);
  await deliver.getByRole('button', { name: 'تسليم' }).click();
  await expect(deliver).toBeHidden();
  await expect(page.getByText('تم تسليم المهمة بنجاح')).toBeVisible();
  await expect(row).toContainText('تم التسليم');
  await expect(row.getByRole('button', { name: 'تسليم' })).toHaveCount(0);

  // The Admin's assigned view shows who delivered what.
  await adminPage.goto('/admin/tasks');
  await adminPage.getByRole('tab', { name: 'المهام المسندة' }).click();
  const delivered = adminPage.getByRole('row').filter({ hasText: title });
  await expect(delivered).toContainText(deliveryText);
  await expect(delivered).toContainText('تم التسليم');

  await adminContext.close();
  await memberContext.close();
});
