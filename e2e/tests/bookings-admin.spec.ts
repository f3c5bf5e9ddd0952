import { readFileSync } from 'node:fs';
import { AR_BOOKING_FORM, AR_BOOKING_STATUS, AR_BOOKINGS, AR_COMMON } from '@app/shared';
import { createBooking } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, createStaff, env, expect, loginThroughUi, test } from '../support/fixtures';

test('a booking made through the API is found, reviewed and accepted after confirmation', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const tag = Date.now().toString(36);
  const event = await createEvent(accessToken, { name: `مراجعة ${tag}` });
  // The row shows the payment method: Vodafone Cash, asserted below.
  const first = await createBooking(event._id, {
    fullName: `منى ${tag}`,
    paymentMethod: 'VodafoneCash',
    paymentNumber: '01012345678',
  });
  await createBooking(event._id, { fullName: `كريم ${tag}` });

  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto(`/admin/bookings?event=${event._id}`);
  await expect(page.getByRole('heading', { level: 1, name: AR_BOOKINGS.title })).toBeVisible();
  await expect(page.getByLabel(AR_BOOKINGS.event)).toHaveValue(event._id);
  await expect(page.getByTestId('pending-count')).toContainText('٢');
  await expect(page.getByTestId('accepted-count')).toContainText('٠');

  // Search by the reference code: only that booking stays, and the URL keeps the search.
  await page.getByLabel(AR_BOOKINGS.searchLabel).fill(first.reference);
  await expect(page).toHaveURL(new RegExp(`q=${first.reference}`));
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(`منى ${tag}`);
  await expect(row).toContainText(AR_BOOKING_FORM.vodafoneCash);

  // The details dialog.
  await row.getByText(`منى ${tag}`).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('heading', { name: AR_BOOKINGS.details })).toBeVisible();
  await expect(details).toContainText(event.name);
  await expect(details).toContainText(AR_BOOKING_STATUS.Pending!);
  await expect(details).toContainText(/[٠-٩]+:[٠-٩]+ [صم]/);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Accept: a confirmation first; cancel leaves it pending.
  await row.getByRole('button', { name: AR_BOOKINGS.accept }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(AR_BOOKINGS.acceptConfirm);
  await confirm.getByRole('button', { name: AR_COMMON.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('button', { name: AR_BOOKINGS.accept })).toBeVisible();

  await row.getByRole('button', { name: AR_BOOKINGS.accept }).click();
  await page.getByRole('dialog').getByRole('button', { name: AR_COMMON.confirm }).click();
  // The desk opens on the pending queue: an accepted booking leaves it; the all tab shows it accepted.
  await expect(rows).toHaveCount(0);
  await page.getByRole('tab', { name: AR_BOOKINGS.desk.tabAll }).click();
  await expect(page).toHaveURL(/status=all/);
  await expect(row).toContainText(AR_BOOKINGS.acceptedLabel);
  // Decided: no accept or reject any more; what is left (resend, cancel) is behind its 'more' button.
  await expect(row.getByRole('button', { name: AR_BOOKINGS.accept })).toHaveCount(0);
  await expect(row.getByRole('button', { name: AR_BOOKINGS.reject })).toHaveCount(0);

  // Clearing the search shows both again; the counters follow the filtered list.
  await page.getByLabel(AR_BOOKINGS.searchLabel).fill('');
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
  await expect(page.getByTestId('pending-count')).toContainText('١');
  await expect(page.getByTestId('accepted-count')).toContainText('١');
});

test('rejecting asks first and removes the booking from the list', async ({ page }) => {
  const { accessToken } = await adminLogin();
  const tag = Date.now().toString(36);
  const event = await createEvent(accessToken, { name: `رفض ${tag}` });
  await createBooking(event._id, { fullName: `هالة ${tag}` });

  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto(`/admin/bookings?event=${event._id}`);
  const row = page.getByRole('row').filter({ hasText: tag });
  await row.getByRole('button', { name: AR_BOOKINGS.reject }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(AR_BOOKINGS.rejectConfirm);
  await confirm.getByRole('button', { name: AR_COMMON.confirm }).click();
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(0);
  await expect(page.getByText(AR_BOOKINGS.empty)).toBeVisible();
});

test('a Supporter reviews bookings and exports an event as an Excel-friendly CSV', async ({ page }) => {
  const { accessToken } = await adminLogin();
  const tag = Date.now().toString(36);
  const event = await createEvent(accessToken, { name: `تصدير ${tag}` });
  const booking = await createBooking(event._id, { fullName: `عمر ${tag}` });
  const supporter = await createStaff('Supporter');

  await loginThroughUi(page, supporter.username, supporter.password);
  await page.goto('/admin/bookings');
  // The export is per event: nothing to export before one is chosen.
  await expect(page.getByRole('button', { name: AR_BOOKINGS.exportCsv })).toBeDisabled();
  await page.getByLabel(AR_BOOKINGS.event).selectOption(event._id);
  await expect(page).toHaveURL(new RegExp(`event=${event._id}`));
  await expect(page.getByRole('row').filter({ hasText: `عمر ${tag}` })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: AR_BOOKINGS.exportCsv }).click();
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
