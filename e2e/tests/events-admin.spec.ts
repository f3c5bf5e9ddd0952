import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AR_COMMON, AR_EVENTS, AR_EVENTS_ADMIN } from '@app/shared';
import QRCode from 'qrcode';
import { createBooking } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, api, createStaff, env, expect, loginThroughUi, test } from '../support/fixtures';

async function pngFile(name: string) {
  const file = path.join(os.tmpdir(), `${name}-${Date.now().toString(36)}.png`);
  writeFileSync(file, await QRCode.toBuffer(name, { type: 'png', width: 160 }));
  return file;
}

test('staff create an event with a picture, then hiding it removes it from the public list', async ({
  page,
}) => {
  const name = `ملتقى المبدعين ${Date.now().toString(36)}`;
  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: AR_EVENTS_ADMIN.adminTitle })).toBeVisible();

  await page.getByRole('button', { name: AR_EVENTS_ADMIN.add }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  // Empty form: the rules of docs/product.md#validation, each under its field.
  await dialog.getByRole('button', { name: AR_COMMON.save }).click();
  await expect(dialog.getByText(AR_EVENTS_ADMIN.nameRequired)).toBeVisible();
  await expect(dialog.getByText(AR_EVENTS_ADMIN.descriptionRequired)).toBeVisible();
  await expect(dialog.getByText(AR_EVENTS_ADMIN.locationRequired)).toBeVisible();
  await expect(dialog.getByText(AR_EVENTS_ADMIN.seatsInvalid)).toBeVisible();
  await expect(dialog.getByText(AR_EVENTS_ADMIN.imageRequired)).toBeVisible();
  // Editing a field clears its error at once.
  await dialog.getByLabel(AR_EVENTS_ADMIN.name).fill(name);
  await expect(dialog.getByText(AR_EVENTS_ADMIN.nameRequired)).toHaveCount(0);

  // A file that is not a picture is refused and discarded.
  const textFile = path.join(os.tmpdir(), `not-image-${Date.now()}.txt`);
  writeFileSync(textFile, 'hello');
  const fileInput = dialog.getByLabel(AR_EVENTS_ADMIN.image);
  await fileInput.setInputFiles(textFile);
  await expect(dialog.getByText(AR_COMMON.imageType)).toBeVisible();
  expect(await fileInput.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  // The picker speaks Arabic, not the browser's 'Choose file / No file chosen'.
  await expect(dialog.getByText(AR_COMMON.noFileChosen)).toBeVisible();

  await dialog.getByLabel(AR_EVENTS_ADMIN.description).fill('لقاء مفتوح لصناع المحتوى');
  await dialog.getByLabel(AR_EVENTS_ADMIN.dateTime).fill('2027-05-20T18:00');
  // The browser draws the date in its own language; the form repeats it in Arabic, Cairo time.
  await expect(dialog.getByText('الخميس، ٢٠ مايو ٢٠٢٧، ٦:٠٠ م')).toBeVisible();
  await dialog.getByLabel(AR_EVENTS.location).fill('القاهرة - التجمع');
  await dialog.getByLabel(AR_EVENTS_ADMIN.totalSeats).fill('40');
  await dialog.getByLabel(/سعر التذكرة/).fill('120');
  await fileInput.setInputFiles(await pngFile('event-ui'));
  await expect(dialog.getByText(AR_COMMON.imageType)).toHaveCount(0);
  await expect(dialog.getByText(/^event-ui-.*\.png$/)).toBeVisible();
  await dialog.getByRole('button', { name: AR_COMMON.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(AR_EVENTS_ADMIN.created)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: name });
  // Arabic-Indic digits, and the currency code docs/product.md's events table shows.
  await expect(row).toContainText('١٢٠ EGP');
  await expect(row).toContainText('٦:٠٠ م');

  // It is on the public list with its uploaded picture.
  const publicPage = await page.context().newPage();
  await publicPage.goto('/events');
  const publicCard = publicPage.getByTestId('event-card').filter({ hasText: name.slice(0, 20) });
  await expect(publicCard).toBeVisible();
  await expect(publicCard.getByRole('img')).toHaveAttribute('src', /^\/uploads\//);

  // Hide it: the button turns into 'activate' and the public list no longer shows it.
  await row.getByRole('button', { name: AR_EVENTS_ADMIN.stop }).click();
  await expect(row.getByRole('button', { name: AR_EVENTS_ADMIN.activate })).toBeVisible();
  await publicPage.reload();
  await expect(publicPage.getByRole('heading', { level: 1, name: AR_EVENTS.listTitle })).toBeVisible();
  await expect(publicPage.getByTestId('event-card').filter({ hasText: name.slice(0, 20) })).toHaveCount(0);
});

test('deleting an event that has bookings is refused with the reason', async ({ page }) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, { name: `محجوزة ${Date.now().toString(36)}` });
  await createBooking(event._id);

  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto('/admin/events');
  const row = page.getByRole('row').filter({ hasText: event.name });
  await row.getByRole('button', { name: AR_EVENTS_ADMIN.delete }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(AR_EVENTS_ADMIN.deleteConfirm);
  await confirm.getByRole('button', { name: AR_EVENTS_ADMIN.delete }).click();
  await expect(page.getByRole('alert')).toContainText(AR_EVENTS_ADMIN.hasBookings);
  await expect(row).toBeVisible();

  // The banner can be dismissed.
  await page.getByRole('alert').getByRole('button', { name: AR_COMMON.close }).click();
  await expect(page.getByText(AR_EVENTS_ADMIN.hasBookings)).toHaveCount(0);
});

test('Escape closes the event dialog and forgets its errors', async ({ page }) => {
  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto('/admin/events');
  await page.getByRole('button', { name: AR_EVENTS_ADMIN.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: AR_COMMON.save }).click();
  await expect(dialog.getByText(AR_EVENTS_ADMIN.nameRequired)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: AR_EVENTS_ADMIN.add }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText(AR_EVENTS_ADMIN.nameRequired)).toHaveCount(0);
});

test('a content writer edits an event without a new picture; the current picture is kept', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, {
    name: `قبل التعديل ${Date.now().toString(36)}`,
    totalSeats: 10,
    date: '2027-03-10T16:30:00Z',
  });
  const writer = await createStaff('Contant');
  await loginThroughUi(page, writer.username, writer.password);
  await page.goto('/admin/events');

  const row = page.getByRole('row').filter({ hasText: event.name });
  await row.getByRole('button', { name: AR_EVENTS_ADMIN.edit, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: AR_EVENTS_ADMIN.currentImage })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );
  await expect(dialog.getByLabel(AR_EVENTS_ADMIN.totalSeats)).toHaveValue('10');
  await expect(dialog.getByLabel(AR_EVENTS_ADMIN.dateTime)).toHaveValue('2027-03-10T18:30');
  await expect(dialog.getByText('الأربعاء، ١٠ مارس ٢٠٢٧، ٦:٣٠ م')).toBeVisible();

  // A bad value is caught before sending, and clears as soon as the field is edited.
  await dialog.getByLabel(AR_EVENTS_ADMIN.totalSeats).fill('0');
  await dialog.getByRole('button', { name: AR_COMMON.save }).click();
  await expect(dialog.getByText(AR_EVENTS_ADMIN.seatsInvalid)).toBeVisible();
  await dialog.getByLabel(AR_EVENTS_ADMIN.totalSeats).fill('25');
  await expect(dialog.getByText(AR_EVENTS_ADMIN.seatsInvalid)).toHaveCount(0);

  const renamed = event.name.replace('قبل', 'بعد');
  await dialog.getByLabel(AR_EVENTS_ADMIN.name).fill(renamed);
  await dialog.getByRole('button', { name: AR_COMMON.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(AR_EVENTS_ADMIN.updated)).toBeVisible();
  const edited = page.getByRole('row').filter({ hasText: renamed });
  await expect(edited).toContainText('٢٥');

  const { body } = await api('GET', `/api/events/event/${event._id}`);
  expect(body.data.name).toBe(renamed);
  expect(body.data.totalSeats).toBe(25);
  expect(body.data.image).toMatch(/^\/uploads\//);
});

test('on a phone every event is a card with all its fields and its actions in view', async ({ page }) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, {
    name: `على الهاتف ${Date.now().toString(36)}`,
    description: 'تفاصيل تظهر كاملة على البطاقة',
    location: 'الإسكندرية',
    totalSeats: 30,
    ticketPrice: 75,
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto('/admin/events');

  const card = page.getByRole('listitem').filter({ hasText: event.name });
  await expect(card.getByRole('heading', { level: 3 })).toContainText(event.name);
  for (const label of [
    AR_EVENTS_ADMIN.description,
    AR_EVENTS.date,
    AR_EVENTS.location,
    AR_EVENTS_ADMIN.totalSeats,
    AR_EVENTS.availableSeats,
    AR_EVENTS.ticketPrice,
    AR_EVENTS_ADMIN.createdAt,
    AR_EVENTS_ADMIN.checkedIn,
  ]) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card).toContainText('تفاصيل تظهر كاملة على البطاقة');
  await expect(card).toContainText('الإسكندرية');
  await expect(card).toContainText('٧٥ EGP');
  await expect(card).toContainText('٣٠');
  // Nothing hides behind a sideways scroll, and every action is a thumb-sized target.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const button of await card.getByRole('button').all()) {
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }

  // The zero is a readable diamond, not Cairo's dot: ten of them take about 62 px at 16 px, not 40.
  const zeros = await card.evaluate(async (element) => {
    await document.fonts.load('16px "Arabic Zero"', '٠');
    const probe = document.createElement('span');
    probe.style.fontSize = '16px';
    probe.textContent = '٠'.repeat(10);
    element.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  });
  expect(zeros).toBeGreaterThan(55);

  await card.getByRole('button', { name: AR_EVENTS_ADMIN.stop }).click();
  await expect(card.getByRole('button', { name: AR_EVENTS_ADMIN.activate })).toBeVisible();
  await expect(card).toContainText(AR_EVENTS_ADMIN.hiddenLabel);

  await card.getByRole('button', { name: AR_EVENTS_ADMIN.delete }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(AR_EVENTS_ADMIN.deleteConfirm);
  await confirm.getByRole('button', { name: AR_EVENTS_ADMIN.delete }).click();
  await expect(page.getByRole('status').filter({ hasText: AR_EVENTS_ADMIN.deleted })).toBeVisible();
  await expect(card).toHaveCount(0);
});
