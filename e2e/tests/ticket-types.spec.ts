import { AR_BOOKING_FORM, AR_COMMON, AR_EVENTS, AR_TYPES_UI, type BookingDto } from '@app/shared';
import { acceptBooking, uniqueNationalId } from '../support/bookings';
import { Door, signTicket } from '../support/door';
import { createEvent } from '../support/events';
import { adminLogin, api, createStaff, expect, test } from '../support/fixtures';

/**
 * docs/api/ticket-types.md and docs/api/codes.md from the outside: an early-bird type that ended and a
 * regular one; a group of three books one VIP and two regular with a 20 % code from a `?code=` link;
 * the amount shown before booking is the amount owed; once accepted, the door shows "VIP".
 */
test.describe.configure({ timeout: 120_000 });

test('a group books VIP and regular with a linked 20 % code; the page shows what is owed; the door shows VIP', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const eventName = `ليلة الفئات ${Date.now().toString(36)}`;
  const event = await createEvent(accessToken, { name: eventName, ticketPrice: 300, totalSeats: 20 });
  const types = await api('GET', `/api/events/${event._id}/ticket-types`, { token: accessToken });
  const regular = (types.body.data as { _id: string }[])[0]!;
  const add = (path: string, json: unknown) =>
    api('POST', `/api/events/${event._id}/${path}`, { token: accessToken, json }).then((r) => {
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.data as { _id: string };
    });
  await add('ticket-types', {
    name: 'حجز مبكر',
    price: 200,
    quantity: 10,
    salesEnd: new Date(Date.now() - 3_600_000).toISOString(),
  });
  const vip = await add('ticket-types', { name: 'VIP', price: 750, quantity: 5 });
  await add('codes', { code: 'TWENTY', kind: 'discount', percentOff: 20 });

  // The event page lists the types; the ended early price stays listed as not on sale.
  await page.goto(`/events/${event._id}?code=TWENTY`);
  const listed = page.getByTestId('ticket-types');
  await expect(listed).toContainText('حجز مبكر');
  await expect(listed.getByRole('listitem').filter({ hasText: 'حجز مبكر' })).toContainText(
    AR_TYPES_UI.notOnSale,
  );
  await page.getByRole('link', { name: AR_EVENTS.bookAction }).click();
  await expect(page).toHaveURL(/\/booking\/.+\?code=TWENTY/);

  await page.getByLabel(AR_BOOKING_FORM.nationalId).first().fill(uniqueNationalId());
  await page.getByLabel(AR_COMMON.fullName).first().fill('هالة سمير');
  await page.getByLabel(AR_COMMON.email).fill(`types.${Date.now()}@example.com`);
  await page.getByLabel(AR_TYPES_UI.ticketType).first().selectOption(vip._id);
  const addPerson = page.getByRole('button', { name: AR_BOOKING_FORM.addPerson });
  const people = page.getByTestId('guest');
  for (const [i, name] of ['سمير علي', 'ندى علي'].entries()) {
    await addPerson.click();
    await people.nth(i).getByLabel(AR_COMMON.fullName).fill(name);
    await people.nth(i).getByLabel(AR_BOOKING_FORM.nationalId).fill(uniqueNationalId());
    await people.nth(i).getByLabel(AR_TYPES_UI.ticketType).selectOption(regular._id);
  }
  await expect(page.getByLabel(AR_TYPES_UI.code)).toHaveValue('TWENTY');
  // The side panel quotes no single ticket's price as what to pay: a "from" price, and the total.
  await expect(page.getByRole('region', { name: AR_BOOKING_FORM.eventSummary })).toContainText('من ');
  await expect(page.getByText(AR_BOOKING_FORM.paymentStepTotal)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-ticket-types/booking-types.png', fullPage: true });
  // 750 + 2 x 300 = 1,350; 20 % off: 1,080.
  const amount = page.getByTestId('booking-amount');
  await expect(amount).toContainText('١٬٣٥٠');
  await expect(amount).toContainText('٢٧٠');
  await expect(amount).toContainText('١٬٠٨٠');

  await page.getByLabel(AR_BOOKING_FORM.paymentMethod).selectOption('VodafoneCash');
  await page.getByLabel(AR_BOOKING_FORM.paymentNumber).fill('01098765432');
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/events/bookings') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  const booking = (await (await answer).json()).data as BookingDto;
  expect(booking).toMatchObject({ amount: 1080, subtotal: 1350, discount: 270, code: 'TWENTY', quantity: 3 });
  expect(booking.tickets.map((t) => t.ticketType.name)).toEqual(['VIP', 'دخول عام', 'دخول عام']);

  await acceptBooking(accessToken, booking._id);
  const scanner = await createStaff('Scanner');
  const door = await Door.open(signTicket(booking.tickets[0]!._id));
  try {
    await door.start(scanner, eventName);
    await door.scan();
    const success = door.page.getByRole('dialog', { name: 'تم تسجيل الحضور بنجاح' });
    await expect(success.getByTestId('door-ticket-type')).toHaveText(/VIP/);
  } finally {
    await door.close();
  }
});
