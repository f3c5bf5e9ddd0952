import { mkdirSync, readFileSync } from 'node:fs';
import { AR_BOOKING_ERRORS, AR_BOOKING_STATUS, AR_BOOKINGS, AR_HOLDER, AR_TICKET } from '@app/shared';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { acceptBooking, createBooking, SCREENSHOT, uniqueNationalId } from '../support/bookings';
import { Door } from '../support/door';
import { createEvent } from '../support/events';
import { adminLogin, api, createStaff, env, expect, loginThroughUi, test } from '../support/fixtures';

/**
 * docs/api/ticket-transfer.md from the outside: a booker gives a guest's ticket to someone else on
 * their page; the old QR is refused at the door, online and on the device alone; the ticket card
 * downloaded carries the new QR. And docs/api/booker-page.md's page after a proof and after a rejection.
 */
const SHOTS = '/tmp/p37-tickets';
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 900 };
const U = AR_HOLDER.ui;
const REISSUED = 'تم نقل هذه التذكرة لشخص آخر';

test.use({ viewport: PHONE });

type BookerView = { tickets: { _id: string; fullName: string; qrCodeData?: string }[] };

async function bookerView(token: string): Promise<BookerView> {
  const { status, body } = await api('GET', `/api/tickets/${encodeURIComponent(token)}`);
  expect(status).toBe(200);
  return body.data as BookerView;
}

/** The QR code inside a PNG, read as a phone's camera would: the picture's pixels through jsQR. */
async function qrInPng(
  page: Page,
  png: Buffer,
): Promise<{ text: string | null; width: number; height: number }> {
  const pixels = await page.evaluate(
    async (dataUrl) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      return { width: canvas.width, height: canvas.height, rgba: Array.from(data) };
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  const code = jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height);
  return { text: code?.data ?? null, width: pixels.width, height: pixels.height };
}

test('a guest ticket changes hands on the booker page; the old QR is refused at the door, online and offline', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { accessToken } = await adminLogin();
  const tag = Date.now().toString(36);
  const eventName = `أمسية التذاكر ${tag}`;
  const event = await createEvent(accessToken, { name: eventName, location: 'مسرح الجمهورية، القاهرة' });
  const booking = await createBooking(event._id, {
    fullName: 'منى حسن',
    guests: [{ fullName: 'عمر حسن', nationalId: uniqueNationalId() }],
  });
  await acceptBooking(accessToken, booking._id);
  const token = (booking as unknown as { ticketUrl: string }).ticketUrl.replace('/ticket/', '');
  const oldQr = (await bookerView(token)).tickets[1]!.qrCodeData!;
  expect(oldQr).toMatch(/^T1\./);

  // The booker's page: the guest's ticket gets another holder.
  await page.goto(`/ticket/${token}`);
  const holders = page.getByTestId('ticket-holder');
  await expect(holders).toHaveCount(2);
  await expect(holders.nth(0).getByRole('button', { name: U.changeFor('منى حسن') })).toHaveCount(0);
  await holders
    .nth(1)
    .getByRole('button', { name: U.changeFor('عمر حسن') })
    .click();
  const dialog = page.getByRole('dialog', { name: U.changeFor('عمر حسن') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(U.intro);
  // A guest's rules: a wrong national ID is said in the form.
  await dialog.getByLabel(U.fullName).fill('كريم فؤاد');
  await dialog.getByLabel(U.nationalId).fill('123');
  await dialog.getByRole('button', { name: U.save }).click();
  await expect(dialog).toContainText(AR_BOOKING_ERRORS.nationalIdInvalid);
  await dialog.getByLabel(U.nationalId).fill(uniqueNationalId());
  await page.screenshot({ path: `${SHOTS}/change-holder-360.png` });
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: `${SHOTS}/change-holder-1280.png` });
  await page.setViewportSize(PHONE);
  await dialog.getByRole('button', { name: U.save }).click();
  await expect(dialog).toBeHidden();
  await expect(holders.nth(1)).toContainText('كريم فؤاد');
  const newQr = (await bookerView(token)).tickets[1]!.qrCodeData!;
  expect(newQr).not.toBe(oldQr);

  // The ticket card of the new holder: downloaded (no share sheet here), its QR the new one.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    holders
      .nth(1)
      .getByRole('button', { name: AR_HOLDER.card.downloadOf('كريم فؤاد') })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ticket-[A-Z0-9]+-2\.png$/);
  const card = readFileSync((await download.path())!);
  await download.saveAs(`${SHOTS}/ticket-card.png`);
  const read = await qrInPng(page, card);
  expect({ width: read.width, height: read.height }).toEqual({ width: 1080, height: 1350 });
  expect(read.text).toBe(newQr);
  await page.screenshot({ path: `${SHOTS}/booker-after-change-360.png`, fullPage: true });
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: `${SHOTS}/booker-after-change-1280.png`, fullPage: true });

  // The door: the old QR is refused with its own words, online; then on the device alone.
  const scanner = await createStaff('Scanner');
  const door = await Door.open(oldQr);
  try {
    await door.start(scanner, eventName);
    await door.scan();
    await expect(door.page.getByRole('dialog')).toContainText(REISSUED);
    await door.page.keyboard.press('Escape');

    await door.readyOffline(2);
    await door.setOffline(true);
    await door.scan();
    await expect(door.page.getByRole('dialog')).toContainText(REISSUED);
    await door.page.screenshot({ path: `${SHOTS}/door-offline-reissued.png` });
  } catch (error) {
    await door.attachOnFailure('door');
    throw error;
  } finally {
    await door.close();
  }
});

test('after a proof the page says it is under review, with no countdown or pay instructions; a rejection says why first', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, { name: `ليلة الإنشاد ${Date.now().toString(36)}` });
  const booking = await createBooking(event._id, {
    fullName: 'سارة علي',
    guests: [{ fullName: 'هدى علي', nationalId: uniqueNationalId() }],
  });
  const token = (booking as unknown as { ticketUrl: string }).ticketUrl.replace('/ticket/', '');

  await page.goto(`/ticket/${token}`);
  await expect(page.getByRole('timer')).toBeVisible();
  const form = new FormData();
  form.append('transactionId', 'TX-778899');
  form.append('image', new Blob([new Uint8Array(SCREENSHOT)], { type: 'image/png' }), 'proof.png');
  const sent = await fetch(`${env.baseURL}/api/tickets/${encodeURIComponent(token)}/payment-proof`, {
    method: 'POST',
    body: form,
  });
  expect(sent.status, await sent.clone().text()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('ticket-status')).toHaveText(AR_BOOKING_STATUS.Pending!);
  await expect(page.getByText(AR_TICKET.pendingNote)).toBeVisible();
  await expect(page.getByText(AR_TICKET.proofSent)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByText(AR_TICKET.payTitle)).toHaveCount(0);
  await expect(page.getByText(AR_TICKET.writeReference)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/booker-after-proof-360.png`, fullPage: true });
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: `${SHOTS}/booker-after-proof-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);

  const reason = 'لم يصل المبلغ إلى المحفظة';
  const rejected = await api('PUT', `/api/events/bookings/${booking._id}/status`, {
    token: accessToken,
    json: { status: 'Rejected', reason },
  });
  expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
  await page.reload();
  const notice = page.getByTestId('rejected-notice');
  await expect(notice).toContainText(AR_TICKET.rejectedTitle);
  await expect(notice).toContainText(reason);
  // Status and reason first: above the ticket holders.
  const noticeBox = (await notice.boundingBox())!;
  const firstHolder = (await page.getByTestId('ticket-holder').first().boundingBox())!;
  expect(noticeBox.y).toBeLessThan(firstHolder.y);
  expect(noticeBox.y + noticeBox.height).toBeLessThan(PHONE.height);
  await page.screenshot({ path: `${SHOTS}/booker-rejected-360.png`, fullPage: true });
});

test('staff give a guest ticket another holder from the booking details', async ({ page }) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, { name: `ندوة المكتب ${Date.now().toString(36)}` });
  const booking = await createBooking(event._id, {
    fullName: 'ياسر كمال',
    guests: [{ fullName: 'نور كمال', nationalId: uniqueNationalId() }],
  });
  // Pending: on the payment desk's first tab.

  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto('/admin/bookings');
  await page.getByLabel(AR_BOOKINGS.searchLabel).fill(booking.reference);
  const card = page.getByRole('listitem').filter({ hasText: booking.reference });
  await expect(card).toHaveCount(1);
  await card.getByText('ياسر كمال').click();
  const details = page.getByRole('dialog');
  const holders = details.getByTestId('ticket-holders').getByRole('listitem');
  await expect(holders).toHaveCount(2);
  await expect(holders.nth(0).getByRole('button', { name: U.changeFor('ياسر كمال') })).toHaveCount(0);
  await holders
    .nth(1)
    .getByRole('button', { name: U.changeFor('نور كمال') })
    .click();
  const dialog = page.getByRole('dialog', { name: U.changeFor('نور كمال') });
  const nationalId = uniqueNationalId();
  await dialog.getByLabel(U.fullName).fill('ريم صلاح');
  await dialog.getByLabel(U.nationalId).fill(nationalId);
  await page.screenshot({ path: `${SHOTS}/staff-change-holder-360.png` });
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: `${SHOTS}/staff-change-holder-1280.png` });
  await dialog.getByRole('button', { name: U.save }).click();
  await expect(dialog).toBeHidden();
  await expect(holders.nth(1)).toContainText('ريم صلاح');
  await expect(holders.nth(1)).toContainText(nationalId);
  await expect(details).toContainText(AR_HOLDER.server.changed);
  await page.screenshot({ path: `${SHOTS}/staff-after-change-1280.png` });
});
