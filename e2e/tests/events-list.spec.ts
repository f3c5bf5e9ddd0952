import { AR_EVENTS, LIMITS } from '@app/shared';
import AxeBuilder from '@axe-core/playwright';
import { createBooking } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, api, expect, test } from '../support/fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Takes `count` seats with pending bookings (a booking holds its seat while pending). */
async function takeSeats(eventId: string, count: number) {
  for (let i = 0; i < count; i += 1) await createBooking(eventId);
}

const card = (page: import('@playwright/test').Page, name: string) =>
  page
    .getByTestId('event-card')
    .filter({ has: page.getByRole('link', { name: new RegExp(name.slice(0, 20)) }) });

test('the events list is Arabic right-to-left with availability labels, truncation and ar-EG dates', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const tag = unique();
  const longName = `فعالية طويلة الاسم جداً ${tag} للتجربة`;
  const longDescription = 'وصف '.repeat(40).trim();
  const date = '2027-03-15T17:30:00.000Z'; // 19:30 in Cairo
  await createEvent(accessToken, {
    name: longName,
    description: longDescription,
    totalSeats: 10,
    date,
  });
  const hurry = await createEvent(accessToken, { name: `أسرع ${tag}`, totalSeats: 10 });
  const limited = await createEvent(accessToken, { name: `محدود ${tag}`, totalSeats: 10 });
  const soldOut = await createEvent(accessToken, { name: `مكتمل ${tag}`, totalSeats: 1 });
  await takeSeats(hurry._id, 6); // 4 of 10 left: under 50%
  await takeSeats(limited._id, 8); // 2 of 10 left: under 25%
  await takeSeats(soldOut._id, 1);

  await page.goto('/events');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: AR_EVENTS.listTitle })).toBeVisible();

  const first = card(page, longName);
  await expect(first.getByTestId('availability')).toHaveText(AR_EVENTS.available);
  await expect(card(page, hurry.name).getByTestId('availability')).toHaveText(AR_EVENTS.hurry);
  await expect(card(page, limited.name).getByTestId('availability')).toHaveText(AR_EVENTS.limited);
  await expect(card(page, soldOut.name).getByTestId('availability')).toHaveText(AR_EVENTS.soldOut);
  await expect(card(page, soldOut.name).getByRole('button', { name: AR_EVENTS.soldOut })).toBeDisabled();
  await expect(card(page, hurry.name).getByRole('link', { name: AR_EVENTS.bookAction })).toHaveAttribute(
    'href',
    `/booking/${hurry._id}`,
  );

  // Name cut at 24 characters and description at 115, each with an ellipsis.
  await expect(first.getByTestId('event-name')).toHaveText(
    `${Array.from(longName).slice(0, LIMITS.eventNameTruncate).join('').trimEnd()}…`,
  );
  const description = await first.getByTestId('event-description').textContent();
  expect(description?.endsWith('…')).toBe(true);
  expect(Array.from(description ?? '').length).toBeLessThanOrEqual(LIMITS.eventDescriptionTruncate + 1);

  // Dates in Arabic (Egypt), times 12-hour with the Arabic PM marker, in Cairo time.
  const expectedDate = new Intl.DateTimeFormat('ar-EG', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(date));
  await expect(first.getByTestId('event-date')).toHaveText(expectedDate);
  await expect(first.getByTestId('event-time')).toHaveText('٧:٣٠ م');

  // Newest first: the last event created comes before the first one.
  const names = await page.getByTestId('event-name').allTextContents();
  const soldOutIndex = names.findIndex((n) => n.startsWith('مكتمل'));
  const longIndex = names.findIndex((n) => n.startsWith('فعالية طويلة'));
  expect(soldOutIndex).toBeGreaterThanOrEqual(0);
  expect(soldOutIndex).toBeLessThan(longIndex);

  // The tooltip shows the full name, then resets by itself after 2 seconds.
  await first.getByTestId('event-name').getByRole('link').hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(longName);
  // Still hovered: it closes on its own timer (the expectation's 10 s are far above its 2 s).
  await expect(tooltip).toBeHidden();

  // No serious accessibility problems on the list (contrast, names, landmarks).
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('a hidden event is not listed and a broken picture falls back to the default image', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const tag = unique();
  const hidden = await createEvent(accessToken, { name: `مخفية ${tag}`, totalSeats: 5 });
  const shown = await createEvent(accessToken, { name: `ظاهرة ${tag}`, totalSeats: 5 });
  const res = await api('PUT', `/api/events/${hidden._id}`, { token: accessToken, json: { isShow: false } });
  expect(res.status).toBe(200);

  // Any uploaded picture request fails, as a missing file would.
  await page.route('**/uploads/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/events');
  const shownCard = card(page, shown.name);
  await expect(shownCard).toBeVisible();
  await expect(card(page, hidden.name)).toHaveCount(0);
  await expect(shownCard.getByRole('img')).toHaveAttribute('src', '/images/event-default.svg');
});

test('event details show the whole event, and an unknown id says the event does not exist', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const description = 'وصف قصير للفعالية';
  const event = await createEvent(accessToken, { name: `تفاصيل ${unique()}`, description, totalSeats: 20 });
  await page.goto(`/events/${event._id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  // The seats left in the digits of the date beside them ('٨ ديسمبر ٢٠٢٦'): one digit system.
  await expect(page.getByText(AR_EVENTS.seatsLeft(20))).toBeVisible();
  await expect(page.getByRole('link', { name: AR_EVENTS.bookAction })).toHaveAttribute(
    'href',
    `/booking/${event._id}`,
  );

  await page.goto('/events/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText(AR_EVENTS.notFound);
});

test('the events list says when there are no events and when they cannot be loaded', async ({ page }) => {
  let answer: 'empty' | 'down' = 'empty';
  await page.route('**/api/events', (route) =>
    answer === 'empty'
      ? route.fulfill({ json: { success: true, data: [] } })
      : route.abort('connectionrefused'),
  );
  await page.goto('/events');
  await expect(page.getByRole('status').filter({ hasText: AR_EVENTS.empty })).toBeVisible();

  answer = 'down';
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(AR_EVENTS.fetchFailed, { timeout: 15_000 });
});
