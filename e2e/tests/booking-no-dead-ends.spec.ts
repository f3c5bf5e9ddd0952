import { AR_BOOKING_ERRORS, AR_BOOKING_FORM, AR_COMMON, AR_EVENTS, AR_FIND_BOOKINGS } from '@app/shared';
import type { Page } from '@playwright/test';
import { uniqueNationalId } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, api, expect, test } from '../support/fixtures';

test.use({ viewport: { width: 360, height: 780 } });

/** Fills the booking form of `eventId` as a visitor would, ready to submit. */
async function fillForm(page: Page, eventId: string, nationalId: string, email: string) {
  await page.goto(`/booking/${eventId}`);
  await page.getByLabel(AR_BOOKING_FORM.nationalId).fill(nationalId);
  await page.getByLabel(AR_COMMON.fullName).fill('منى سمير');
  await page.getByLabel(AR_COMMON.email).fill(email);
  await page.getByLabel(AR_BOOKING_FORM.paymentMethod).selectOption('VodafoneCash');
  await page.getByLabel(AR_BOOKING_FORM.paymentNumber).fill('01012345678');
}

/** The event's active bookings made with `nationalId`, as the staff list shows them. */
async function bookingsOf(eventId: string, nationalId: string): Promise<number> {
  const { accessToken } = await adminLogin();
  const res = await api('GET', `/api/events/bookings?eventId=${eventId}`, { token: accessToken });
  expect(res.status).toBe(200);
  return (res.body.data as Array<{ nationalId: string }>).filter((b) => b.nationalId === nationalId).length;
}

test('an already booked national ID is not a dead end: the dialog sends the link again', async ({ page }) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken);
  const nationalId = uniqueNationalId();
  const email = `mona${nationalId}@example.com`;
  const first = await api('POST', '/api/events/bookings', {
    json: {
      eventId: event._id,
      nationalId,
      fullName: 'منى سمير',
      email,
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01012345678',
    },
  });
  expect(first.status).toBe(201);

  await fillForm(page, event._id, nationalId, email);
  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(AR_BOOKING_ERRORS.duplicate);
  await expect(dialog).toContainText(AR_BOOKING_FORM.duplicateHint(email));
  await page.screenshot({ path: test.info().outputPath('duplicate-dialog.png') });

  const resent = page.waitForRequest((r) => r.url().endsWith('/api/tickets/resend') && r.method() === 'POST');
  await dialog.getByRole('button', { name: AR_BOOKING_FORM.resendLink }).click();
  expect((await resent).postDataJSON()).toEqual({ email });
  // The server's answer (the same whether or not the address booked) is shown as it came.
  await expect(dialog.getByRole('status')).toHaveText(AR_FIND_BOOKINGS.resendAccepted);
  await expect(dialog.getByRole('button', { name: AR_BOOKING_FORM.resendLink })).toHaveCount(0);
});

for (const rules of ['as they come', 'that could not come'] as const) {
  test(`offline, with the form's rules ${rules}, the booking page says so at once and never books when the network returns`, async ({
    page,
    context,
  }) => {
    const { accessToken } = await adminLogin();
    const event = await createEvent(accessToken);
    const nationalId = uniqueNationalId();
    // The form's rules (zod and its schema) load on its first touch: on a slow phone they may not have come.
    if (rules === 'that could not come')
      await page.route(/\/assets\/booking-schema-[^/]*\.js/, (route) => route.abort());
    await fillForm(page, event._id, nationalId, `off${nationalId}@example.com`);
    // The form's code has arrived (on a busy machine typing can outrun it): this test is about a
    // network lost after the page was ready, not before.
    await expect(page.locator('[data-form-ready] form')).toHaveCount(1);

    await context.setOffline(true);
    await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
    // At once, told by its words rather than a clock: a page that waited would say 'no answer' instead.
    await expect(page.getByRole('alert').filter({ hasText: AR_BOOKING_FORM.offline })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: AR_BOOKING_FORM.noAnswer })).toHaveCount(0);
    // The button is usable again and the form keeps what was typed.
    await expect(page.getByRole('button', { name: AR_BOOKING_FORM.submit })).toBeEnabled();
    await expect(page.getByLabel(AR_BOOKING_FORM.nationalId)).toHaveValue(nationalId);

    // Back online: nothing queued is sent by itself.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(1500);
    expect(await bookingsOf(event._id, nationalId)).toBe(0);
  });
}

test("offline before the form's code came, a tap says so at once and is never sent later", async ({
  page,
  context,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken);
  const nationalId = uniqueNationalId();
  // A phone that lost its network before the form's code arrived: the code cannot come.
  const formCode = /\/assets\/booking-form-[^/]*\.js/;
  await page.route(formCode, (route) => route.abort());
  await fillForm(page, event._id, nationalId, `early${nationalId}@example.com`);
  await context.setOffline(true);
  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: AR_BOOKING_FORM.offline })).toBeVisible();
  await expect(page.getByLabel(AR_BOOKING_FORM.nationalId)).toHaveValue(nationalId);
  await page.screenshot({ path: '/tmp/booking-offline-before-code-360.png' });

  // Back online with the code: the dropped tap is not done by itself.
  await page.unroute(formCode);
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(2000);
  expect(await bookingsOf(event._id, nationalId)).toBe(0);
});

test('with no answer within 10 s the page stops the request, says so, and it never books later', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken);
  const nationalId = uniqueNationalId();
  await fillForm(page, event._id, nationalId, `slow${nationalId}@example.com`);

  // A network that swallows the request: it reaches the server only when released.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const late: Promise<unknown>[] = [];
  await page.route('**/api/events/bookings', (route) => {
    late.push(held.then(() => route.continue()).catch(() => undefined));
  });
  const pressed = Date.now();
  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  await expect(page.getByRole('button', { name: AR_BOOKING_FORM.sending })).toBeDisabled();
  await expect(page.getByRole('alert').filter({ hasText: AR_BOOKING_FORM.noAnswer })).toBeVisible({
    timeout: 30_000,
  });
  // Its 10 s, not sooner; a late timer on a busy machine stays far below 30 s.
  const waited = Date.now() - pressed;
  expect(waited).toBeGreaterThanOrEqual(9_000);
  expect(waited).toBeLessThan(30_000);

  // The stopped request may not reach the server afterwards.
  release();
  await Promise.all(late);
  await page.waitForTimeout(1000);
  expect(await bookingsOf(event._id, nationalId)).toBe(0);
});

test('a booking in flight when the visitor leaves the page is stopped, not booked behind their back', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken);
  const nationalId = uniqueNationalId();
  await fillForm(page, event._id, nationalId, `gone${nationalId}@example.com`);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const late: Promise<unknown>[] = [];
  await page.route('**/api/events/bookings', (route) => {
    late.push(held.then(() => route.continue()).catch(() => undefined));
  });
  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  await expect(page.getByRole('button', { name: AR_BOOKING_FORM.sending })).toBeDisabled();
  // Leaves within the site (the booking page unmounts), then the held request is let through.
  await page.getByRole('banner').getByRole('link', { name: AR_EVENTS.listTitle }).click();
  await expect(page).toHaveURL(/\/events$/);
  release();
  await Promise.all(late);
  await page.waitForTimeout(1000);
  expect(await bookingsOf(event._id, nationalId)).toBe(0);
});
