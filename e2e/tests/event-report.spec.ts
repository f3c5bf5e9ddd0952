import { AR_BOOKING_FORM, AR_COMMON, AR_EVENT_PAGE, AR_EVENTS } from '@app/shared';
import { uniqueNationalId } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, api, env, expect, loginThroughUi, test } from '../support/fixtures';

const arabicNumber = new Intl.NumberFormat('ar-EG');

/**
 * docs/api/reports.md from the outside: a visitor opens the event by an Instagram link, books two
 * tickets, and the event's page counts the visit and the booking under that source; the tables
 * beside the charts hold the API's numbers.
 */
test('a booking made by a campaign link shows under its source on the event page', async ({
  page,
  browser,
}) => {
  const admin = await adminLogin();
  const tag = Date.now().toString(36);
  const event = await createEvent(admin.accessToken, { name: `ليلة الحملة ${tag}`, ticketPrice: 150 });

  const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await visitor.goto(`/events/${event._id}?src=insta`);
  // "Book" at once, as on a slow phone before the page has hydrated: the link carries the source.
  await visitor.getByRole('link', { name: AR_EVENTS.bookAction }).click();
  await expect(visitor).toHaveURL(/\/booking\/.+\?src=insta/);
  await visitor.getByLabel(AR_BOOKING_FORM.nationalId).first().fill(uniqueNationalId());
  await visitor.getByLabel(AR_COMMON.fullName).first().fill('سارة علي');
  await visitor.getByLabel(AR_COMMON.email).fill(`campaign.${tag}@example.com`);
  await visitor.getByRole('button', { name: AR_BOOKING_FORM.addPerson }).click();
  const guest = visitor.getByTestId('guest').first();
  await guest.getByLabel(AR_COMMON.fullName).fill('منى علي');
  await guest.getByLabel(AR_BOOKING_FORM.nationalId).fill(uniqueNationalId());
  await visitor.getByLabel(AR_BOOKING_FORM.paymentMethod).selectOption('VodafoneCash');
  await visitor.getByLabel(AR_BOOKING_FORM.paymentNumber).fill('01098765432');
  await visitor.getByRole('button', { name: AR_BOOKING_FORM.submit }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await visitor.close();

  const report = await api('GET', `/api/events/${event._id}/report`, { token: admin.accessToken });
  expect(report.status).toBe(200);
  expect(report.body.data.bySource).toEqual([
    { source: 'insta', visits: 1, bookings: 1, tickets: 2, revenue: 0 },
  ]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto('/admin/events');
  await page.getByRole('link', { name: event.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event._id}$`));
  const sources = page.getByTestId('by-source-table');
  await expect(sources.getByRole('row').filter({ hasText: 'insta' })).toContainText(arabicNumber.format(2));

  // The daily chart's table: the same tickets as the API, day by day.
  const days = page.getByTestId('daily-table').getByRole('row');
  const daily = report.body.data.daily as { date: string; tickets: number }[];
  await expect(days).toHaveCount(daily.length + 1);
  await expect(days.nth(1)).toContainText(arabicNumber.format(daily.at(-1)!.tickets));
  await expect(
    page.getByRole('img', { name: AR_EVENT_PAGE.chartOf(AR_EVENT_PAGE.daily.title) }),
  ).toBeVisible();
});
