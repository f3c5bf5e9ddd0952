import { AR_BOOKING_FORM, AR_BOOKING_STATUS, AR_COMMON, AR_FIND_BOOKINGS, AR_TICKET } from '@app/shared';
import { acceptBooking, SCREENSHOT } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, api, expect, test } from '../support/fixtures';

const T = AR_TICKET;

test.use({ viewport: { width: 360, height: 780 } });

/** A valid Egyptian national ID (born 1999-01-01, governorate 12) no other test of this run uses. */
function nationalId(): string {
  return `2990101120${String((Date.now() + process.pid * 7) % 10_000).padStart(4, '0')}`;
}

test("the booker's journey: book, open the page, send proof, get accepted, see the QR", async ({ page }) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, {
    name: `أمسية ${Date.now().toString(36)}`,
    ticketPrice: 275,
  });

  await page.goto(`/booking/${event._id}`);
  await page.getByLabel(AR_BOOKING_FORM.nationalId).fill(nationalId());
  await page.getByLabel(AR_COMMON.fullName).fill('نور الهدى');
  const email = `nour.${Date.now()}@example.com`;
  await page.getByLabel(AR_COMMON.email).fill(email);
  await page.getByLabel(AR_BOOKING_FORM.paymentMethod).selectOption('VodafoneCash');
  await page.getByLabel(AR_BOOKING_FORM.paymentNumber).fill('01098765432');
  await page.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('amount')).toContainText('٢٧٥');
  const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();
  await dialog.getByRole('link', { name: AR_BOOKING_FORM.openPage }).click();

  // From here on: what a booker does on a phone after opening the page (or the email's link).
  const started = Date.now();
  let taps = 0;
  const ticket = page.getByTestId('ticket');
  await expect(ticket.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(ticket).toContainText(reference);
  // Nothing paid yet: the page asks for the payment (docs/api/bookings.md#the-payment-clock).
  await expect(ticket.getByTestId('ticket-status')).toHaveText(T.awaitingPayment);
  await expect(page.getByRole('timer')).toContainText(T.timeLeft);
  await expect(page.getByRole('button', { name: T.copyLabel(T.reference) })).toBeVisible();

  await page.getByLabel(T.chooseScreenshot).setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    buffer: SCREENSHOT,
  });
  taps += 1;
  await page.getByLabel(T.transactionId).fill('VF-20261122-7781');
  taps += 1;
  await page.getByRole('button', { name: T.sendProof }).click();
  taps += 1;
  await expect(page.getByRole('status').filter({ hasText: T.proofSent })).toBeVisible();
  await expect(page.getByRole('img', { name: T.proofOnFile })).toBeVisible();
  await expect(ticket.getByTestId('ticket-status')).toHaveText(AR_BOOKING_STATUS.Pending!);
  console.log(
    `booker: link opened to proof sent in ${taps} taps, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  // Staff accept; the page shows the ticket.
  const bookings = await api('GET', `/api/events/bookings?q=${reference}`, { token: accessToken });
  await acceptBooking(accessToken, bookings.body.data[0]._id);
  await page.reload();
  await expect(ticket).toContainText(AR_BOOKING_STATUS.Accepted!);
  await expect(ticket.getByRole('img', { name: T.ticketQrAlt })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  await expect(page.getByRole('timer')).toHaveCount(0);
});

test('a booker cancels from the page after confirming, and the seat is free again', async ({ page }) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, { name: `ندوة ${Date.now().toString(36)}`, totalSeats: 2 });
  const booked = await api('POST', '/api/events/bookings', {
    json: {
      eventId: event._id,
      nationalId: nationalId(),
      fullName: 'كريم سامي',
      email: `karim.${Date.now()}@example.com`,
      paymentMethod: 'InstaPay',
      paymentNumber: 'karim@instapay',
    },
  });
  expect(booked.status).toBe(201);

  await page.goto(booked.body.data.ticketUrl);
  await page.getByRole('button', { name: T.cancel }).click();
  const confirm = page.getByRole('dialog', { name: T.cancelConfirmTitle });
  await expect(confirm).toContainText(T.cancelConfirm);
  // Changing one's mind keeps the booking.
  await confirm.getByRole('button', { name: T.keep }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText(T.awaitingPayment);

  await page.getByRole('button', { name: T.cancel }).click();
  await page.getByRole('dialog').getByRole('button', { name: T.cancelYes }).click();
  await expect(page.getByTestId('ticket')).toContainText(AR_BOOKING_STATUS.Cancelled!);
  await expect(page.getByRole('button', { name: T.cancel })).toHaveCount(0);
  const after = await api('GET', `/api/events/event/${event._id}`);
  expect(after.body.data.availableSeats).toBe(2);
});

test("a bad link, or the QR code's text used as a link, offers to send the links again", async ({ page }) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, { name: `ورشة ${Date.now().toString(36)}`, ticketPrice: 0 });
  const email = `lost.link.${Date.now()}@example.com`;
  const booked = await api('POST', '/api/events/bookings', {
    json: { eventId: event._id, nationalId: nationalId(), fullName: 'هبة فريد', email },
  });
  expect(booked.status).toBe(201);
  // A free booking is Accepted at once: its page shows the QR, whose text is not the page's key.
  const page1 = await api('GET', `/api/tickets/${booked.body.data.ticketUrl.replace('/ticket/', '')}`);
  const qr = page1.body.data.qrCodeData as string;
  expect(qr).toMatch(/^T1\./);

  for (const link of [`/ticket/${qr}`, '/ticket/B1.not-a-link.xxxx']) {
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText(T.badLinkTitle);
    await expect(page.getByTestId('ticket')).toHaveCount(0);
  }
  await page.getByLabel(AR_COMMON.email).fill(email);
  await page.getByRole('button', { name: AR_FIND_BOOKINGS.send }).click();
  await expect(page.getByRole('status').filter({ hasText: AR_FIND_BOOKINGS.resendAccepted })).toBeVisible();
});
