import { AR_BOOKING_ERRORS, AR_BOOKING_FORM, AR_COMMON, AR_EVENTS, AR_TICKET } from '@app/shared';
import type { Page } from '@playwright/test';
import { createBooking, pendingPaidBooking, SCREENSHOT, uniqueNationalId } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, expect, test } from '../support/fixtures';
import { appHasHydrated } from '../support/hydrated';

test.use({ viewport: { width: 360, height: 780 } });

const T = AR_TICKET;
/**
 * Holds a form's code (its chunk and react-hook-form's) as a slow phone's network would; answers how
 * to let it go. The rest of the page is not held: it hydrates, the form stays the server's HTML.
 */
async function holdFormCode(page: Page, chunk: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/(${chunk}|use-schema-form)-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A new event's booking page opened with the form's code held back, filled in full and "book" tapped
 * before the code arrives; answers how to let the code go and the booking requests sent so far.
 */
async function bookBeforeTheCode(page: Page, email: string) {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, { name: `ورشة ${Date.now().toString(36)}` });
  const release = await holdFormCode(page, 'booking-form');
  const bookings: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/events/bookings'))
      bookings.push(request.url());
  });
  await page.goto(`/booking/${event._id}`);
  await page.waitForFunction(appHasHydrated);
  const address = page.url();
  await page.getByLabel(AR_BOOKING_FORM.nationalId).fill(uniqueNationalId());
  await page.getByLabel(AR_COMMON.fullName).fill('سارة أحمد');
  await page.getByLabel(AR_COMMON.email).fill(email);
  await page.getByLabel(AR_BOOKING_FORM.paymentMethod).selectOption('VodafoneCash');
  await page.getByLabel(AR_BOOKING_FORM.paymentNumber).fill('01012345678');
  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  return { release, bookings, address };
}

test('a booker who types, picks and taps book before the form has its code loses nothing and books once', async ({
  page,
}) => {
  const { release, bookings, address } = await bookBeforeTheCode(page, 'sara.early@example.com');

  // Held, not sent as a plain HTML form: the fields never reach the address bar.
  await page.waitForTimeout(300);
  expect(page.url()).toBe(address);
  expect(bookings).toEqual([]);

  release();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: AR_BOOKING_FORM.successTitle })).toBeVisible();
  await expect(dialog).toContainText(AR_BOOKING_FORM.successMessage('sara.early@example.com'));
  expect(bookings).toHaveLength(1);
});

test('a tap held longer than 5 s (the code came back with the network) is dropped: the booking waits for a new tap', async ({
  page,
}) => {
  const { release, bookings } = await bookBeforeTheCode(page, 'sara.late@example.com');
  await page.waitForTimeout(5500);
  release();
  await expect(page.getByText(AR_BOOKING_FORM.vodafoneHint)).toBeVisible();
  await page.waitForTimeout(500);
  expect(bookings).toEqual([]);

  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: AR_BOOKING_FORM.successTitle }),
  ).toBeVisible();
  expect(bookings).toHaveLength(1);
});

test('a screenshot picked and a number typed before the proof form has its code are sent with one tap', async ({
  page,
}) => {
  const booking = await pendingPaidBooking();
  const release = await holdFormCode(page, 'proof-form');

  await page.goto(booking.ticketUrl);
  await page.waitForFunction(appHasHydrated);
  await page
    .getByLabel(T.chooseScreenshot)
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: SCREENSHOT });
  await page.getByLabel(T.transactionId).fill('VF-20261124-1201');
  await page.getByRole('button', { name: T.sendProof }).click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');

  // The picked file reaches the form's state once it answers: the tap sends it, no "screenshot required".
  release();
  await expect(page.getByRole('status').filter({ hasText: T.proofSent })).toBeVisible();
  await expect(page.getByText(T.server.proofImageRequired)).toHaveCount(0);
});

test('Enter in the empty contact form before it has its code marks the required fields, and stays on the page', async ({
  page,
}) => {
  const release = await holdFormCode(page, 'contact-form');
  await page.goto('/contact-us');
  await page.waitForFunction(appHasHydrated);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Full Name').press('Enter');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(new URL(page.url()).search).toBe('');
});

test('after a client-side navigation to the booking page, a refused booking keeps what was typed', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, { name: `ورشة ${Date.now().toString(36)}` });
  const nationalId = uniqueNationalId();
  await createBooking(event._id, { nationalId });

  await page.goto(`/events/${event._id}`);
  await page.waitForFunction(appHasHydrated);
  await page.getByRole('link', { name: AR_EVENTS.bookAction }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${event._id}$`));
  await page.getByLabel(AR_BOOKING_FORM.nationalId).fill(nationalId);
  await page.getByLabel(AR_COMMON.fullName).fill('محمد علي');
  await page.getByLabel(AR_COMMON.email).fill('mohamed.again@example.com');
  await page.getByLabel(AR_BOOKING_FORM.paymentMethod).selectOption('VodafoneCash');
  await page.getByLabel(AR_BOOKING_FORM.paymentNumber).fill('01012345678');
  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();

  // The page shows the refusal (it renders again around the form): the form is the same one, still filled.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(AR_BOOKING_ERRORS.duplicate);
  await dialog.getByRole('button', { name: AR_COMMON.close }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(AR_COMMON.fullName)).toHaveValue('محمد علي');
  await expect(page.getByLabel(AR_COMMON.email)).toHaveValue('mohamed.again@example.com');
});
