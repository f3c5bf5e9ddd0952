import { AR_BOOKING_ERRORS, AR_BOOKING_FORM, AR_COMMON } from '@app/shared';
import AxeBuilder from '@axe-core/playwright';
import { createEvent } from '../support/events';
import { adminLogin, expect, test } from '../support/fixtures';
import { appHasTakenRoot } from '../support/hydrated';

test.use({ viewport: { width: 360, height: 780 } });

test('the booking form shows each rule under its field, then books and shows the reference', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, { name: `ورشة ${Date.now().toString(36)}` });

  await page.goto(`/booking/${event._id}`);
  await expect(page.getByRole('heading', { level: 1, name: AR_BOOKING_FORM.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const nationalId = page.getByLabel(AR_BOOKING_FORM.nationalId);
  const fullName = page.getByLabel(AR_COMMON.fullName);
  const email = page.getByLabel(AR_COMMON.email);
  const method = page.getByLabel(AR_BOOKING_FORM.paymentMethod);
  const number = page.getByLabel(AR_BOOKING_FORM.paymentNumber);
  const submit = page.getByRole('button', { name: AR_BOOKING_FORM.submit });

  // Nothing filled: every required field says why.
  await submit.click();
  await expect(page.getByText(AR_BOOKING_ERRORS.nationalIdInvalid)).toBeVisible();
  await expect(page.getByText(AR_BOOKING_ERRORS.fullNameRequired)).toBeVisible();
  await expect(page.getByText(AR_BOOKING_ERRORS.emailInvalid)).toBeVisible();
  await expect(page.getByText(AR_BOOKING_ERRORS.paymentMethodRequired, { exact: true })).toBeVisible();
  await expect(nationalId).toHaveAttribute('aria-invalid', 'true');

  // A national ID that is not 14 digits, a bad Vodafone Cash number.
  await nationalId.fill('2990101123');
  await fullName.fill('سارة أحمد');
  await email.fill('sara@example.com');
  await method.selectOption('VodafoneCash');
  await number.fill('0112345');
  await submit.click();
  await expect(page.getByText(AR_BOOKING_ERRORS.nationalIdInvalid)).toBeVisible();
  await expect(page.getByText(AR_BOOKING_ERRORS.vodafoneInvalid)).toBeVisible();
  await expect(page.getByText(AR_BOOKING_ERRORS.fullNameRequired)).toHaveCount(0);

  // InstaPay needs at least 6 characters.
  await method.selectOption('InstaPay');
  await number.fill('sara1');
  await submit.click();
  await expect(page.getByText(AR_BOOKING_ERRORS.instaPayInvalid)).toBeVisible();

  // Valid: the request is held so the in-flight state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/events/bookings', async (route) => {
    await held;
    await route.continue();
  });
  await nationalId.fill('29901011234567');
  await number.fill('sara.pay');
  await submit.click();
  const sending = page.getByRole('button', { name: AR_BOOKING_FORM.sending });
  await expect(sending).toBeDisabled();
  release();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: AR_BOOKING_FORM.successTitle })).toBeVisible();
  await expect(dialog).toContainText(AR_BOOKING_FORM.successMessage('sara@example.com'));
  await expect(dialog.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{6,8}$/);
  // Where to pay: the InstaPay address of the server's configuration (default agency@instapay).
  await expect(dialog.getByTestId('pay-to')).toContainText(AR_BOOKING_FORM.instaPay);
  await expect(dialog.getByTestId('pay-to')).toContainText('agency@instapay');
  // Home of the Arabic pages: the events list, not the English site.
  await expect(dialog.getByRole('link', { name: AR_COMMON.backHome })).toHaveAttribute('href', '/events');
  // The dialog fits the narrow screen.
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
});

test('a second booking with the same national ID shows the server error with a close button', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, { name: `مكرر ${Date.now().toString(36)}` });
  await page.goto(`/booking/${event._id}`);
  // Typed before the page's script has taken the server's markup, the values would be reset by it.
  await page.waitForFunction(appHasTakenRoot);
  const fill = async () => {
    await page.getByLabel(AR_BOOKING_FORM.nationalId).fill('29902021234568');
    await page.getByLabel(AR_COMMON.fullName).fill('محمد علي');
    await page.getByLabel(AR_COMMON.email).fill('mohamed@example.com');
    await page.getByLabel(AR_BOOKING_FORM.paymentMethod).selectOption('VodafoneCash');
    await page.getByLabel(AR_BOOKING_FORM.paymentNumber).fill('01012345678');
    await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  };
  await fill();
  await expect(page.getByRole('dialog').getByTestId('booking-reference')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await fill();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(AR_BOOKING_ERRORS.duplicate);
  await dialog.getByRole('button', { name: AR_COMMON.close }).last().click();
  await expect(dialog).toBeHidden();
});
