import { AR_BOOKING_STATUS, AR_TICKET } from '@app/shared';
import { acceptBooking, createBooking } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, expect, test } from '../support/fixtures';
import { ticketFromEmail } from '../support/outbox';

test('the ticket page from the acceptance email shows the QR code, the event and the reference', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, {
    name: `حفل ${Date.now().toString(36)}`,
    date: '2027-04-10T18:00:00.000Z', // 20:00 in Cairo
    location: 'دار الأوبرا',
  });
  const booking = await createBooking(event._id, { fullName: 'ليلى حسن' });
  await acceptBooking(accessToken, booking._id);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto((await ticketFromEmail(booking.email)).link);
  const ticket = page.getByTestId('ticket');
  await expect(ticket.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(ticket.getByRole('img', { name: AR_TICKET.ticketQrAlt })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  await expect(ticket).toContainText('ليلى حسن');
  await expect(ticket).toContainText(booking.reference);
  await expect(ticket).toContainText(AR_BOOKING_STATUS.Accepted!);
  await expect(ticket).toContainText('دار الأوبرا');
  await expect(ticket).toContainText('٨:٠٠ م');

  // A tampered link shows an error instead of a ticket.
  await page.goto('/ticket/T1.not-a-ticket.xxxx');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('ticket')).toHaveCount(0);
});
