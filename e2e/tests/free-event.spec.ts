import { AR_BOOKING_FORM, AR_COMMON, AR_TICKET } from '@app/shared';
import { createEvent } from '../support/events';
import { adminLogin, expect, test } from '../support/fixtures';

test.use({ viewport: { width: 360, height: 780 } });

test('a free event says مجاني, asks no payment details and confirms the booking at once', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, {
    name: `لقاء مجاني ${Date.now().toString(36)}`,
    ticketPrice: 0,
  });

  await page.goto(`/events/${event._id}`);
  await expect(page.getByText(AR_COMMON.free).first()).toBeVisible();
  await expect(page.getByText(/٠ ج\.م\./)).toHaveCount(0);

  await page.goto(`/booking/${event._id}`);
  await expect(page.getByText(AR_BOOKING_FORM.freeNote)).toBeVisible();
  await expect(page.getByLabel(AR_BOOKING_FORM.paymentMethod)).toHaveCount(0);
  await expect(page.getByLabel(AR_BOOKING_FORM.paymentNumber)).toHaveCount(0);

  await page.getByLabel(AR_BOOKING_FORM.nationalId).fill('29901011234567');
  await page.getByLabel(AR_COMMON.fullName).fill('منى عادل');
  await page.getByLabel(AR_COMMON.email).fill(`mona${Date.now()}@example.com`);
  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();

  // The success dialog speaks of the ticket, not of paying (docs/api/bookings.md#free-events).
  const dialog = page.getByRole('dialog', { name: AR_BOOKING_FORM.freeSuccessTitle });
  await expect(dialog).toContainText(AR_BOOKING_FORM.freeSuccessBody);
  await expect(dialog.getByTestId('amount')).toContainText(AR_COMMON.free);
  await expect(dialog.getByTestId('pay-to')).toHaveCount(0);
  await expect(dialog.getByText(AR_BOOKING_FORM.referenceHint)).toHaveCount(0);

  // The booker's own page shows the ticket at once: the booking is already Accepted.
  await dialog.getByRole('link', { name: AR_BOOKING_FORM.openPage }).click();
  await expect(page.getByRole('img', { name: AR_TICKET.ticketQrAlt })).toBeVisible();
});
