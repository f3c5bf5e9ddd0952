import {
  AR_BOOKING_FORM,
  AR_BOOKING_STATUS,
  AR_EVENTS,
  AR_TICKET,
  type BookingReceiptDto,
  type TicketDto,
} from '@app/shared';
import QRCode from 'qrcode';
import { acceptBooking, createBooking } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, api, env, expect, test } from '../support/fixtures';
import { appHasTakenRoot } from '../support/hydrated';

/**
 * docs/api/events.md#sales-close as a booker and a visitor see it: the booker's page through its states, and
 * events that no longer sell (ended, sales closed, cancelled) offering no booking anywhere.
 */

const T = AR_TICKET;
const L = AR_EVENTS;
const HOUR = 3_600_000;

test.use({ viewport: { width: 360, height: 780 } });

/** Books through the public API; the answer carries the booker's own link. */
async function book(eventId: string) {
  return (await createBooking(eventId)) as unknown as BookingReceiptDto;
}

async function ticketView(ticketUrl: string): Promise<TicketDto> {
  const token = ticketUrl.split('/').pop()!;
  return (await api('GET', `/api/tickets/${token}`)).body.data;
}

test("the booker's page: awaiting payment, verifying after a proof, accepted with its QR, and a paid ticket's cancel states the refund policy first", async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, {
    name: `حفل الحالات ${Date.now().toString(36)}`,
    ticketPrice: 200,
  });
  const booking = await book(event._id);

  await page.goto(booking.ticketUrl);
  const ticket = page.getByTestId('ticket');
  const status = ticket.getByTestId('ticket-status');
  // Nothing paid yet: the page asks for the money, not 'جاري التحقق'.
  await expect(status).toHaveText(T.awaitingPayment);
  await expect(ticket).toContainText(T.awaitingPaymentNote);
  await expect(page.getByRole('timer')).toContainText(T.timeLeft);

  const png = await QRCode.toBuffer('transfer', { type: 'png', width: 120 });
  await page
    .getByLabel(T.chooseScreenshot)
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: T.sendProof }).click();
  await expect(page.getByRole('status').filter({ hasText: T.proofSent })).toBeVisible();
  // The proof is in: now it is the staff's turn (docs/product.md's label).
  await expect(status).toHaveText(AR_BOOKING_STATUS.Pending!);
  await expect(ticket).toContainText(T.pendingNote);

  await acceptBooking(accessToken, booking._id);
  await page.reload();
  await expect(status).toHaveText(AR_BOOKING_STATUS.Accepted!);
  await expect(ticket.getByRole('img', { name: T.ticketQrAlt })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );

  // A paid ticket: the dialog says the refund policy before the booker confirms.
  const { refundPolicy } = await ticketView(booking.ticketUrl);
  expect(refundPolicy).toBeTruthy();
  await page.getByRole('button', { name: T.cancel }).click();
  const confirm = page.getByRole('dialog', { name: T.cancelConfirmTitle });
  await expect(confirm.getByTestId('refund-policy')).toContainText(T.refundPolicy);
  await expect(confirm.getByTestId('refund-policy')).toContainText(refundPolicy!.trim().slice(0, 40));
  await confirm.getByRole('button', { name: T.cancelYes }).click();

  await expect(status).toHaveText(AR_BOOKING_STATUS.Cancelled!);
  await expect(ticket.getByTestId('refund-due')).toHaveText(T.refundWillReturn);
  await expect(page.getByRole('button', { name: T.cancel })).toHaveCount(0);
});

test('an accepted ticket past its last moment to cancel has no cancel button and says until when it could be cancelled', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  // Tomorrow: inside CANCEL_UNTIL_HOURS (48 by default), still selling.
  const event = await createEvent(accessToken, { date: new Date(Date.now() + 24 * HOUR), ticketPrice: 90 });
  const booking = await book(event._id);
  await acceptBooking(accessToken, booking._id);
  const { cancelUntil, canCancel } = await ticketView(booking.ticketUrl);
  expect(canCancel).toBe(false);

  await page.goto(booking.ticketUrl);
  await expect(page.getByTestId('ticket-status')).toHaveText(AR_BOOKING_STATUS.Accepted!);
  await expect(page.getByRole('button', { name: T.cancel })).toHaveCount(0);
  const until = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('ar-EG', {
        timeZone: 'Africa/Cairo',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }).format(new Date(iso)),
    cancelUntil!,
  );
  await expect(page.getByText(T.cancelUntilPassed(until), { exact: false })).toBeVisible();
});

test('a cancelled event: the list, its page and the booking page say so with the reason and offer no booking; its booker is told the money returns', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, {
    name: `ملغاة ${Date.now().toString(36)}`,
    ticketPrice: 120,
  });
  const booking = await book(event._id);
  await acceptBooking(accessToken, booking._id);
  const reason = 'تعذر حجز القاعة في الموعد';
  const cancelled = await api('POST', `/api/events/${event._id}/cancel`, {
    token: accessToken,
    json: { reason },
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

  await page.goto('/events');
  const card = page.getByTestId('event-card').filter({ hasText: event.name });
  await expect(card.getByTestId('sales-state')).toContainText(L.eventCancelled);
  await expect(card).toContainText(L.cancelledBecause(reason));
  await expect(card.getByRole('link', { name: L.bookAction })).toHaveCount(0);

  await page.goto(`/events/${event._id}`);
  await expect(page.getByTestId('sales-state')).toContainText(L.cancelledBecause(reason));
  await expect(page.locator(`a[href="/booking/${event._id}"]`)).toHaveCount(0);

  await page.goto(`/booking/${event._id}`);
  await expect(page.getByTestId('sales-state')).toContainText(L.eventCancelled);
  await expect(page.getByRole('button', { name: AR_BOOKING_FORM.submit })).toHaveCount(0);
  await expect(page.getByLabel(AR_BOOKING_FORM.nationalId)).toHaveCount(0);

  await page.goto(booking.ticketUrl);
  await expect(page.getByTestId('ticket-status')).toHaveText(AR_BOOKING_STATUS.Cancelled!);
  await expect(page.getByTestId('ticket').getByTestId('sales-state')).toContainText(
    L.cancelledBecause(reason),
  );
  await expect(page.getByTestId('refund-due')).toHaveText(T.refundWillReturn);
});

test('a past event reads ended and one past its sales close reads closed, in the server HTML and after hydration, with no booking action', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const tag = Date.now().toString(36);
  const past = await createEvent(accessToken, {
    name: `مضت ${tag}`,
    date: new Date(Date.now() - 3 * 24 * HOUR),
  });
  // Paid sales close SALES_CLOSE_HOURS (2) before the start: one hour ahead is closed, not started.
  const closing = await createEvent(accessToken, { name: `تغلق ${tag}`, date: new Date(Date.now() + HOUR) });
  const cases = [
    { event: past, text: L.eventEnded, state: 'ended' },
    { event: closing, text: L.salesClosed, state: 'closed' },
  ];

  for (const { event, text } of cases) {
    for (const path of [`/events/${event._id}`, `/booking/${event._id}`]) {
      // The server decides on its clock, before any script runs...
      const html = await (await fetch(`${env.baseURL}${path}`)).text();
      expect(html, path).toContain(text);
      expect(html, path).not.toContain(`href="/booking/${event._id}"`);
      expect(html, path).not.toContain(AR_BOOKING_FORM.submit);
      // ...and the hydrated page agrees.
      await page.goto(path);
      await page.waitForFunction(appHasTakenRoot);
      await expect(page.getByTestId('sales-state'), path).toContainText(text);
      await expect(page.locator(`a[href="/booking/${event._id}"]`)).toHaveCount(0);
      await expect(page.getByLabel(AR_BOOKING_FORM.nationalId)).toHaveCount(0);
    }
  }

  // The list keeps its order (newest first) and marks both, with no booking link.
  await page.goto('/events');
  await page.waitForFunction(appHasTakenRoot);
  const names = await page.getByTestId('event-name').allTextContents();
  expect(names.findIndex((n) => n.includes(closing.name))).toBeLessThan(
    names.findIndex((n) => n.includes(past.name)),
  );
  for (const { event, state, text } of cases) {
    const card = page.getByTestId('event-card').filter({ hasText: event.name });
    await expect(card.getByTestId('sales-state')).toHaveAttribute('data-state', state);
    await expect(card.getByTestId('sales-state')).toContainText(text);
    await expect(card.getByRole('link', { name: L.bookAction })).toHaveCount(0);
  }
});
