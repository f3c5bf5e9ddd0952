import { mkdirSync } from 'node:fs';
import {
  AR_BOOKING_ERRORS,
  AR_BOOKING_FORM,
  AR_BOOKING_GUESTS,
  AR_BOOKING_STATUS,
  AR_BOOKINGS,
  AR_COMMON,
  AR_HOLDER,
  AR_TICKET,
} from '@app/shared';
import { createBooking, SCREENSHOT, uniqueNationalId } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, env, expect, loginThroughUi, test } from '../support/fixtures';

/**
 * docs/api/bookings.md#several-tickets from the outside: a family of three books together on a phone, pays once,
 * the payment desk accepts the one booking, and the booker's page gives each person their own QR.
 */
const SHOTS = '/tmp/shots-groups';
mkdirSync(SHOTS, { recursive: true });
const F = AR_BOOKING_GUESTS;
const T = AR_TICKET;
const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 900 };

test.use({ viewport: PHONE });

test('a group of three books on a phone, pays once, is accepted, and gets three QR codes', async ({
  page,
  browser,
}) => {
  const { accessToken } = await adminLogin();
  const tag = Date.now().toString(36);
  const event = await createEvent(accessToken, { name: `رحلة العائلة ${tag}`, ticketPrice: 150 });
  // Someone who already holds a ticket for this event.
  const taken = await createBooking(event._id, { fullName: `سابق ${tag}` });
  const guests = [
    { fullName: 'ليلى حسن', nationalId: uniqueNationalId() },
    { fullName: 'عمر حسن', nationalId: uniqueNationalId() },
  ];

  await page.goto(`/booking/${event._id}`);
  await page.getByLabel(AR_BOOKING_FORM.nationalId).first().fill(uniqueNationalId());
  await page.getByLabel(AR_COMMON.fullName).first().fill('منى حسن');
  await page.getByLabel(AR_COMMON.email).fill(`family.${tag}@example.com`);

  // Three people added (with the booker, four tickets), the middle one removed: the others move up,
  // the total follows.
  const addPerson = page.getByRole('button', { name: AR_BOOKING_FORM.addPerson });
  const people = page.getByTestId('guest');
  const total = page.getByTestId('group-total');
  await addPerson.click();
  await expect(people).toHaveCount(1);
  await expect(total).toContainText('٣٠٠');
  await people.nth(0).getByLabel(AR_COMMON.fullName).fill(guests[0]!.fullName);
  await people.nth(0).getByLabel(AR_BOOKING_FORM.nationalId).fill(guests[0]!.nationalId);
  await addPerson.click();
  await people.nth(1).getByLabel(AR_COMMON.fullName).fill('خطأ');
  await addPerson.click();
  await expect(total).toContainText('٦٠٠');
  await expect(total).toContainText('ج.م.');
  await people.nth(2).getByLabel(AR_COMMON.fullName).fill(guests[1]!.fullName);
  // This one already has a ticket: the server's 409 will land on this field.
  await people.nth(2).getByLabel(AR_BOOKING_FORM.nationalId).fill(taken.nationalId);
  await page.getByRole('button', { name: F.removePerson(3) }).click();
  await expect(people).toHaveCount(2);
  await expect(total).toContainText('٤٥٠');
  await expect(people.nth(1).getByLabel(AR_COMMON.fullName)).toHaveValue(guests[1]!.fullName);

  // A wrong national ID is refused by the shared schema, on that person's field.
  await page.getByLabel(AR_BOOKING_FORM.paymentMethod).selectOption('VodafoneCash');
  await page.getByLabel(AR_BOOKING_FORM.paymentNumber).fill('01098765432');
  await people.nth(0).getByLabel(AR_BOOKING_FORM.nationalId).fill('123');
  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  await expect(people.nth(0)).toContainText(AR_BOOKING_ERRORS.nationalIdInvalid);
  await people.nth(0).getByLabel(AR_BOOKING_FORM.nationalId).fill(guests[0]!.nationalId);

  // The server: that person already holds a ticket, said on their field, not in a dialog.
  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  await expect(people.nth(1)).toContainText(AR_BOOKING_ERRORS.personHasTicket(guests[1]!.fullName));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/booking-form-360.png`, fullPage: true });
  await people.nth(1).getByLabel(AR_BOOKING_FORM.nationalId).fill(guests[1]!.nationalId);
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: `${SHOTS}/booking-form-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);

  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('amount')).toContainText('٤٥٠');
  const booked = dialog.getByTestId('booked-tickets').getByRole('listitem');
  await expect(booked).toHaveCount(3);
  await expect(booked.nth(0)).toContainText('منى حسن');
  await expect(booked.nth(1)).toContainText(guests[0]!.fullName);
  await expect(booked.nth(2)).toContainText(guests[1]!.fullName);
  await page.screenshot({ path: `${SHOTS}/success-dialog-360.png` });
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: `${SHOTS}/success-dialog-1280.png` });
  await page.setViewportSize(PHONE);
  const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();
  await dialog.getByRole('link', { name: AR_BOOKING_FORM.openPage }).click();

  // One proof for the whole booking, from the booker's page.
  const ticket = page.getByTestId('ticket');
  await expect(ticket).toContainText(reference);
  await expect(ticket.getByTestId('ticket-holder')).toHaveCount(3);
  await page.getByLabel(T.chooseScreenshot).setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    buffer: SCREENSHOT,
  });
  await page.getByRole('button', { name: T.sendProof }).click();
  await expect(page.getByRole('status').filter({ hasText: T.proofSent })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/booker-pending-360.png`, fullPage: true });

  // Staff on the payment desk (a phone too): the booking shows its three holders, then is accepted.
  const staff = await browser.newPage({ viewport: PHONE });
  await loginThroughUi(staff, env.admin.username, env.admin.password);
  await staff.goto('/admin/bookings');
  await staff.getByLabel(AR_BOOKINGS.searchLabel).fill(reference);
  const card = staff.getByRole('listitem').filter({ hasText: reference });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('٣ تذاكر');
  await expect(card).toContainText(guests[0]!.fullName);
  await staff.screenshot({ path: `${SHOTS}/desk-list-360.png`, fullPage: true });
  await card.getByText('منى حسن').click();
  const details = staff.getByRole('dialog');
  const holders = details.getByTestId('ticket-holders').getByRole('listitem');
  await expect(holders).toHaveCount(3);
  await expect(holders.nth(1)).toContainText(guests[0]!.nationalId);
  await expect(holders.nth(2)).toContainText(guests[1]!.nationalId);
  await details.getByTestId('ticket-holders').scrollIntoViewIfNeeded();
  await staff.screenshot({ path: `${SHOTS}/desk-details-360.png` });
  await staff.setViewportSize(WIDE);
  await staff.screenshot({ path: `${SHOTS}/desk-details-1280.png` });
  await staff.keyboard.press('Escape');
  await expect(staff.getByRole('row').filter({ hasText: reference })).toContainText('٣ تذاكر');
  await staff.screenshot({ path: `${SHOTS}/desk-list-1280.png` });
  await staff.setViewportSize(PHONE);
  await card.getByRole('button', { name: AR_BOOKINGS.accept }).click();
  await staff.getByRole('dialog').getByRole('button', { name: AR_COMMON.confirm }).click();
  await expect(staff.getByText(AR_BOOKINGS.acceptedOk)).toBeVisible();
  await staff.close();

  // The booker's page: three QR codes, each with its holder, each downloadable alone.
  await page.reload();
  await expect(ticket).toContainText(AR_BOOKING_STATUS.Accepted!);
  const codes = ticket.getByTestId('ticket-holder');
  await expect(codes).toHaveCount(3);
  const names = ['منى حسن', guests[0]!.fullName, guests[1]!.fullName];
  for (const [i, name] of names.entries()) {
    const code = codes.nth(i);
    await expect(code).toContainText(name);
    await expect(code.getByRole('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      code.getByRole('button', { name: AR_HOLDER.card.downloadOf(name) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ticket-${reference}-${i + 1}.png`);
    const saved = await download.path();
    expect(saved).toBeTruthy();
  }
  await page.screenshot({ path: `${SHOTS}/booker-accepted-360.png`, fullPage: true });
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: `${SHOTS}/booker-accepted-1280.png`, fullPage: true });
});
