import { createBooking } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, api, createStaff, env, expect, loginThroughUi, test } from '../support/fixtures';

const arabicNumber = new Intl.NumberFormat('ar-EG');

/** The figure the server reports right now, as the panel writes it. */
async function serverFigure(key: string): Promise<string> {
  const admin = await adminLogin();
  const res = await api('GET', '/api/dashboard', { token: admin.accessToken });
  expect(res.status).toBe(200);
  return arabicNumber.format(res.body.data[key]);
}

test('the Admin panel shows live figures that follow new contact requests and tasks', async ({ page }) => {
  await loginThroughUi(page, env.admin.username, env.admin.password);
  await expect(page.getByRole('heading', { name: `مرحباً، ${env.admin.username}` })).toBeVisible();
  const messages = page.getByTestId('figure-pendingMessages');
  await expect(messages).toContainText('طلبات تواصل بانتظار الرد');

  const sent = await api('POST', '/api/contact/contact-messages', {
    json: {
      fullName: 'Dashboard Visitor',
      email: 'visitor@example.com',
      phone: '01012345678',
      requestType: 'Inquiry',
      message: 'Hello from the dashboard test',
    },
  });
  expect(sent.status).toBe(201);
  const member = await createStaff('User');
  const admin = await adminLogin();
  const task = await api('POST', '/api/tasks', {
    token: admin.accessToken,
    json: { userId: member.id, title: 'مهمة للوحة', description: 'تفاصيل', dueDate: '2031-01-01' },
  });
  expect(task.status).toBe(201);

  // Other tests run alongside, so compare with what the server says now rather than a fixed count.
  await expect(async () => {
    await page.reload();
    await expect(messages.getByText(await serverFigure('pendingMessages'), { exact: true })).toBeVisible({
      timeout: 5_000,
    });
    await expect(
      page
        .getByTestId('figure-tasksAwaitingDelivery')
        .getByText(await serverFigure('tasksAwaitingDelivery'), { exact: true }),
    ).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });

  await messages.click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
});

test('a new booking shows in the pending figure and in the seats sold of the upcoming event', async ({
  page,
}) => {
  const admin = await adminLogin();
  const name = `لقاء ${Date.now().toString(36)}`;
  // Sooner than the events other tests create, so it is among the next five; later than the sales
  // close of a paid event (SALES_CLOSE_HOURS, 2 hours before it starts).
  const event = await createEvent(admin.accessToken, {
    name,
    date: new Date(Date.now() + 3 * 3_600_000),
    totalSeats: 10,
  });
  await createBooking(event._id);

  await loginThroughUi(page, env.admin.username, env.admin.password);
  const upcoming = page.getByRole('listitem').filter({ hasText: name });
  // The bar shows what is sold (docs/api/reports.md#the-admins-home), and the row leads to the event's page.
  await expect(upcoming).toContainText('بيعت تذكرة واحدة من ١٠');
  await expect(async () => {
    await page.reload();
    await expect(
      page
        .getByTestId('figure-pendingBookings')
        .getByText(await serverFigure('pendingBookings'), { exact: true }),
    ).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await page.getByTestId('figure-pendingBookings').click();
  await expect(page).toHaveURL(/\/admin\/bookings\?status=Pending$/);
});

test('a non-admin home screen has no Admin panel and the dashboard API refuses them', async ({ page }) => {
  const member = await createStaff('Supporter');
  await loginThroughUi(page, member.username, member.password);
  await expect(page.getByRole('heading', { name: 'مهامك غير المنجزة' })).toBeVisible();
  await expect(page.getByText('طلبات تواصل بانتظار الرد')).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  expect((await api('GET', '/api/dashboard', { token: token ?? '' })).status).toBe(403);
});
