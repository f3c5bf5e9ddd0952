import { mkdirSync } from 'node:fs';
import { AR_BOOKING_FORM, AR_COMMON, AR_EVENTS, AR_TYPES_UI, AR_WAITLIST_UI } from '@app/shared';
import { createBooking, uniqueNationalId } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, api, env, expect, loginThroughUi, test } from '../support/fixtures';
import { waitlistOfferFromEmail } from '../support/outbox';

const SHOTS = '/tmp/shots-waitlist';
const U = AR_WAITLIST_UI;

test.use({ viewport: { width: 360, height: 780 } });

test('a sold-out event takes a place on the waiting list, and the returned seat is booked from the email’s link', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, {
    name: `حفل الانتظار ${Date.now().toString(36)}`,
    totalSeats: 1,
  });
  const held = await createBooking(event._id);

  // Sold out: the event page offers the list's form, not a dead "sold out".
  await page.goto(`/events/${event._id}`);
  await expect(page.getByRole('heading', { name: U.title })).toBeVisible();
  await expect(page.getByRole('button', { name: AR_EVENTS.soldOut })).toHaveCount(0);
  const email = `waiter${Date.now()}@example.com`;
  await page.getByLabel(U.fullName).fill('هالة سمير');
  await page.getByLabel(U.email).fill(email);
  await page.getByLabel(U.phone).fill('01012345678');
  await page.getByLabel(U.quantity).selectOption('1');
  await page.screenshot({ path: `${SHOTS}/event-join-360.png`, fullPage: true });
  await page.getByRole('button', { name: U.join }).click();

  const joined = page.getByTestId('waitlist-joined');
  await expect(joined).toContainText(U.positionText(1));
  await expect(joined.locator('code')).toContainText('/waitlist/W1.');
  await page.screenshot({ path: `${SHOTS}/event-joined-360.png`, fullPage: true });

  // The private link: the place, Waiting.
  await joined.getByRole('link', { name: U.openPlace }).click();
  await expect(page.getByTestId('waitlist-status')).toHaveText(U.status.Waiting!);
  const placePath = new URL(page.url()).pathname;
  await page.screenshot({ path: `${SHOTS}/waitlist-page-360.png`, fullPage: true });

  // A seat returns: staff reject the booking. It goes to the list, not to the public.
  const rejected = await api('PUT', `/api/events/bookings/${held._id}/status`, {
    token: accessToken,
    json: { status: 'Rejected' },
  });
  expect(rejected.status).toBe(200);
  const publicEvent = await api('GET', `/api/events/event/${event._id}`);
  expect(publicEvent.body.data.availableSeats).toBe(0);

  // The email's link opens the booking page with the seat held, and books it.
  const offerPath = await waitlistOfferFromEmail(email);
  await page.goto(offerPath);
  await expect(page.getByText(U.offerBanner(1))).toBeVisible();
  await page.getByLabel(AR_BOOKING_FORM.nationalId).fill(uniqueNationalId());
  await page.getByLabel(AR_COMMON.fullName).fill('هالة سمير');
  await page.getByLabel(AR_COMMON.email).fill(email);
  await page.getByLabel(AR_BOOKING_FORM.paymentMethod).selectOption('VodafoneCash');
  await page.getByLabel(AR_BOOKING_FORM.paymentNumber).fill('01012345678');
  await page.screenshot({ path: `${SHOTS}/offer-booking-360.png`, fullPage: true });
  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(email);

  await page.goto(placePath);
  await expect(page.getByTestId('waitlist-status')).toHaveText(U.status.Booked!);

  // Wide screens: the staff events screen shows how many wait, and the list.
  await page.setViewportSize({ width: 1280, height: 900 });
  const second = await createEvent(accessToken, {
    name: `ورشة ممتلئة ${Date.now().toString(36)}`,
    totalSeats: 1,
  });
  await createBooking(second._id);
  for (const [name, quantity] of [
    ['سارة أحمد', 2],
    ['عمر خالد', 1],
  ] as const) {
    const res = await api('POST', `/api/events/${second._id}/waitlist`, {
      json: { fullName: name, email: `w${Date.now()}${quantity}@example.com`, quantity },
    });
    expect(res.status).toBe(201);
  }
  await page.goto(`/events/${second._id}`);
  await expect(page.getByRole('heading', { name: U.title })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/event-join-1280.png`, fullPage: true });
  await page.goto(`/booking/${second._id}`);
  await expect(page.getByRole('heading', { name: U.title })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/booking-join-1280.png`, fullPage: true });
  await page.goto(placePath);
  await page.screenshot({ path: `${SHOTS}/waitlist-page-1280.png`, fullPage: true });

  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto('/admin/events');
  await page
    .getByRole('button', { name: `${U.staffShow}: ${second.name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('سارة أحمد')).toBeVisible();
  await expect(dialog.getByText('عمر خالد')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/staff-waitlist-1280.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/staff-waitlist-360.png` });
});

test('with several ticket types sold out, the waiting list asks which type the person waits for', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, {
    name: `حفل الفئات ${Date.now().toString(36)}`,
    totalSeats: 1,
  });
  const vip = await api('POST', `/api/events/${event._id}/ticket-types`, {
    token: accessToken,
    json: { name: 'VIP', price: 500, quantity: 1 },
  });
  expect(vip.status).toBe(201);
  const types = await api('GET', `/api/events/${event._id}/ticket-types`, { token: accessToken });
  const general = types.body.data.find((t: { name: string }) => t.name !== 'VIP');
  await createBooking(event._id, { ticketTypeId: general._id });
  await createBooking(event._id, { ticketTypeId: vip.body.data._id });

  await page.goto(`/events/${event._id}`);
  await expect(page.getByRole('heading', { name: U.title })).toBeVisible();
  await page.getByLabel(U.fullName).fill('نادر سمير');
  await page.getByLabel(U.email).fill(`vipwaiter${Date.now()}@example.com`);
  await page.getByLabel(AR_TYPES_UI.ticketType).selectOption({ label: 'VIP' });
  await page.getByLabel(U.quantity).selectOption('1');
  await page.screenshot({ path: `${SHOTS}/event-join-types-360.png`, fullPage: true });
  await page.getByRole('button', { name: U.join }).click();
  await expect(page.getByTestId('waitlist-joined')).toContainText(U.positionText(1));

  const list = await api('GET', `/api/events/${event._id}/waitlist`, { token: accessToken });
  expect(list.body.data.map((entry: { ticketType: { name: string } }) => entry.ticketType.name)).toEqual([
    'VIP',
  ]);
});
