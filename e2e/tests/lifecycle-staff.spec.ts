import { AR_BOOKINGS, AR_EVENTS_ADMIN, type BookingReceiptDto } from '@app/shared';
import { acceptBooking, createBooking } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, api, createStaff, env, expect, loginThroughUi, test } from '../support/fixtures';

/** docs/api/events.md#cancel-an-event from the staff panel: the payment desk's other actions, and cancelling an event. */

const L = AR_BOOKINGS;

test.use({ viewport: { width: 1280, height: 800 } });

test('the payment desk resends an accepted ticket, and cancels a paid one only with a reason, marking it refund due', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, {
    name: `مكتب الإلغاء ${Date.now().toString(36)}`,
    ticketPrice: 180,
  });
  const booking = (await createBooking(event._id)) as unknown as BookingReceiptDto;
  await acceptBooking(accessToken, booking._id);

  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto(`/admin/bookings?status=Accepted&q=${booking.reference}`);
  const row = page.getByRole('row').filter({ hasText: booking.reference });
  const more = row.getByRole('button', { name: L.moreActions(booking.fullName) });

  await more.click();
  await page.getByRole('menuitem', { name: L.resendTicket }).click();
  await expect(page.getByRole('status').filter({ hasText: L.resendQueued })).toBeVisible();

  await more.click();
  await page.getByRole('menuitem', { name: L.cancelBooking }).click();
  const dialog = page.getByRole('dialog', { name: L.cancelBookingTitle });
  // Paid: the refund is said before anything happens; and the booker must be told why.
  await expect(dialog).toContainText(L.cancelBookingPaid);
  await dialog.getByRole('button', { name: L.cancelConfirm }).click();
  await expect(dialog).toContainText(L.cancelReasonRequired);
  await dialog.getByLabel(L.cancelReason).fill('طلب الحاجز الإلغاء هاتفياً');
  await dialog.getByRole('button', { name: L.cancelConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: L.cancelledOk })).toBeVisible();

  const cancelled = await api('GET', `/api/events/bookings?status=Cancelled&q=${booking.reference}`, {
    token: accessToken,
  });
  expect(cancelled.body.data[0]).toMatchObject({
    status: 'Cancelled',
    cause: 'staff',
    reason: 'طلب الحاجز الإلغاء هاتفياً',
    refundDue: true,
  });
  await page.getByRole('tab', { name: L.desk.tabCancelled }).click();
  await expect(page.getByRole('row').filter({ hasText: booking.reference })).toContainText(L.refundDue);
});

test('an Admin cancels an event after a warning and with a reason; a Contant has no such action', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, { name: `فعالية تُلغى ${Date.now().toString(36)}` });
  await createBooking(event._id);

  const writer = await createStaff('Contant');
  await loginThroughUi(page, writer.username, writer.password);
  await page.goto('/admin/events');
  const row = page.getByRole('row').filter({ hasText: event.name });
  await expect(row.getByRole('button', { name: AR_EVENTS_ADMIN.edit })).toBeVisible();
  await expect(row.getByRole('button', { name: AR_EVENTS_ADMIN.cancelEvent })).toHaveCount(0);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto('/admin/events');
  await row.getByRole('button', { name: AR_EVENTS_ADMIN.cancelEvent }).click();
  const dialog = page.getByRole('dialog', { name: AR_EVENTS_ADMIN.cancelEventTitle });
  await expect(dialog).toContainText(AR_EVENTS_ADMIN.cancelEventWarning);
  await dialog.getByLabel(L.cancelReason).fill('اعتذار الفرقة');
  await dialog.getByRole('button', { name: AR_EVENTS_ADMIN.cancelEvent }).click();
  await expect(
    page.getByRole('status').filter({ hasText: AR_EVENTS_ADMIN.eventCancelledOk(1) }),
  ).toBeVisible();
  await expect(row).toContainText(AR_EVENTS_ADMIN.cancelledLabel);
  await expect(row.getByRole('button', { name: AR_EVENTS_ADMIN.cancelEvent })).toHaveCount(0);

  const shown = await api('GET', `/api/events/event/${event._id}`);
  expect(shown.body.data).toMatchObject({ cancelReason: 'اعتذار الفرقة' });
  expect(shown.body.data.cancelledAt).toBeTruthy();
});
