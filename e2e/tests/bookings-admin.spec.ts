import { readFileSync } from 'node:fs';
import { AR } from '@app/shared';
import QRCode from 'qrcode';
import { adminLogin, api, createStaff, env, expect, loginThroughUi, test } from '../support/fixtures';

async function createEvent(token: string, name: string) {
  const form = new FormData();
  form.append('name', name);
  form.append('description', 'فعالية للمراجعة');
  form.append('date', new Date(Date.now() + 15 * 86_400_000).toISOString());
  form.append('location', 'القاهرة');
  form.append('totalSeats', '20');
  form.append('ticketPrice', '300');
  const png = await QRCode.toBuffer('picture', { type: 'png', width: 120 });
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'event.png');
  const res = await fetch(`${env.baseURL}/api/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data as { _id: string; name: string };
}

async function book(eventId: string, fullName: string, nationalId: string) {
  const { status, body } = await api('POST', '/api/events/bookings', {
    json: {
      eventId,
      nationalId,
      fullName,
      email: `${nationalId}@example.com`,
      paymentMethod: 'VodafoneCash',
      paymentNumber: `010${nationalId.slice(-8)}`,
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as { _id: string; reference: string };
}

test('a booking made through the API is found, reviewed and accepted after confirmation', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const tag = Date.now().toString(36);
  const event = await createEvent(accessToken, `مراجعة ${tag}`);
  const first = await book(event._id, `منى ${tag}`, '29904041234561');
  await book(event._id, `كريم ${tag}`, '29904041234562');

  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto(`/admin/bookings?event=${event._id}`);
  await expect(page.getByRole('heading', { level: 1, name: AR.bookings.title })).toBeVisible();
  await expect(page.getByLabel(AR.bookings.event)).toHaveValue(event._id);
  await expect(page.getByTestId('pending-count')).toContainText('٢');
  await expect(page.getByTestId('accepted-count')).toContainText('٠');

  // Search by the reference code: only that booking stays, and the URL keeps the search.
  await page.getByLabel(AR.bookings.searchLabel).fill(first.reference);
  await expect(page).toHaveURL(new RegExp(`q=${first.reference}`));
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(`منى ${tag}`);
  await expect(row).toContainText(AR.booking.vodafoneCash);

  // The details dialog.
  await row.getByText(`منى ${tag}`).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('heading', { name: AR.bookings.details })).toBeVisible();
  await expect(details).toContainText(event.name);
  await expect(details).toContainText(AR.bookingStatus.Pending!);
  await expect(details).toContainText(/[٠-٩]+:[٠-٩]+ [صم]/);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Accept: a confirmation first; cancel leaves it pending.
  await row.getByRole('button', { name: AR.bookings.accept }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(AR.bookings.acceptConfirm);
  await confirm.getByRole('button', { name: AR.common.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('button', { name: AR.bookings.accept })).toBeVisible();

  await row.getByRole('button', { name: AR.bookings.accept }).click();
  await page.getByRole('dialog').getByRole('button', { name: AR.common.confirm }).click();
  await expect(row).toContainText(AR.bookings.acceptedLabel);
  await expect(row.getByRole('button')).toHaveCount(0);

  // Clearing the search shows both again; the counters follow the filtered list.
  await page.getByLabel(AR.bookings.searchLabel).fill('');
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
  await expect(page.getByTestId('pending-count')).toContainText('١');
  await expect(page.getByTestId('accepted-count')).toContainText('١');
});

test('rejecting asks first and removes the booking from the list', async ({ page }) => {
  const { accessToken } = await adminLogin();
  const tag = Date.now().toString(36);
  const event = await createEvent(accessToken, `رفض ${tag}`);
  await book(event._id, `هالة ${tag}`, '29905051234563');

  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto(`/admin/bookings?event=${event._id}`);
  const row = page.getByRole('row').filter({ hasText: tag });
  await row.getByRole('button', { name: AR.bookings.reject }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(AR.bookings.rejectConfirm);
  await confirm.getByRole('button', { name: AR.common.confirm }).click();
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(0);
  await expect(page.getByText(AR.bookings.empty)).toBeVisible();
});

test('a Supporter reviews bookings and exports an event as an Excel-friendly CSV', async ({ page }) => {
  const { accessToken } = await adminLogin();
  const tag = Date.now().toString(36);
  const event = await createEvent(accessToken, `تصدير ${tag}`);
  const booking = await book(event._id, `عمر ${tag}`, '29907071234564');
  const supporter = await createStaff('Supporter');

  await loginThroughUi(page, supporter.username, supporter.password);
  await page.goto('/admin/bookings');
  // The export is per event: nothing to export before one is chosen.
  await expect(page.getByRole('button', { name: AR.bookings.exportCsv })).toBeDisabled();
  await page.getByLabel(AR.bookings.event).selectOption(event._id);
  await expect(page).toHaveURL(new RegExp(`event=${event._id}`));
  await expect(page.getByRole('row').filter({ hasText: `عمر ${tag}` })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: AR.bookings.exportCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = await download.path();
  const bytes = readFileSync(file);
  // UTF-8 with a byte order mark, so Excel shows the Arabic names.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain(`عمر ${tag}`);
  expect(text).toContain(booking.reference);
});
