import { createEvent } from '../support/events';
import { adminLogin, api, env, expect, test } from '../support/fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('the events pages arrive rendered, with their own title and link preview, before any script runs', async ({
  browser,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, {
    name: `ملتقى الخادم ${unique()}`,
    description: 'وصف يظهر في معاينة الرابط على واتساب',
  });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/events');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: new RegExp(event.name) }).first()).toBeVisible();

  await page.goto(`/events/${event._id}`);
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(event.name));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(event.name));
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    'وصف يظهر في معاينة الرابط على واتساب',
  );
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/^https?:\/\/[^/]+\/uploads\//);
  // The preview's picture is served at that absolute address.
  expect((await fetch(new URL(new URL(image!).pathname, env.baseURL))).status).toBe(200);
  // The page paints from its first response: its CSS is in the HTML, no stylesheet or font holds it back.
  expect(await page.locator('head style').count()).toBe(1);
  expect(await page.locator('head link[rel="stylesheet"], link[rel="preload"][as="font"]').count()).toBe(0);
  // Its scripts only make it work: every one is fetched after the HTML, the CSS and the picture.
  const scripts = page.locator('script[src], link[rel="modulepreload"]');
  expect(await scripts.count()).toBeGreaterThan(0);
  expect(await page.locator('script[src]:not([fetchpriority="low"])').count()).toBe(0);
  expect(await page.locator('link[rel="modulepreload"]:not([fetchpriority="low"])').count()).toBe(0);

  await page.goto(`/booking/${event._id}`);
  await expect(page.getByText(event.name).first()).toBeVisible();
  await context.close();
});

test('a hidden or unknown event is not rendered, and a rendered page hydrates without errors', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const hidden = await createEvent(accessToken, { name: `فعالية مخفية ${unique()}` });
  await api('PUT', `/api/events/${hidden._id}`, { token: accessToken, json: { isShow: false } });

  const hiddenPage = await fetch(`${env.baseURL}/events/${hidden._id}`);
  expect(hiddenPage.status).toBe(404);
  expect(await hiddenPage.text()).not.toContain(hidden.name);

  const shown = await createEvent(accessToken, { name: `فعالية ظاهرة ${unique()}` });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/events/${shown._id}`);
  await expect(page.getByRole('heading', { name: shown.name })).toBeVisible();
  // Arabic pages load the Arabic font, not the English one (once the page has hydrated).
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('cairo-arabic')),
  );
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /woff2?$/.test(name)),
  );
  expect(fonts.some((name) => name.includes('inter'))).toBe(false);
  // Hydrated: the client took over the server's markup (the booking link navigates without a reload).
  await page.getByRole('link', { name: /احجز/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/booking/${shown._id}$`));
  await expect(page.getByLabel('الرقم القومي')).toBeVisible();
  expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
});

test("a phone fetches only the event's small picture, a wide screen only the large one", async ({
  browser,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, { name: `ملتقى الصورة ${unique()}` });
  const picturesFetched = async (options: Parameters<typeof browser.newContext>[0]) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const pictures: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/uploads/events/')) pictures.push(pathname);
    });
    await page.goto(`/events/${event._id}`, { waitUntil: 'load' });
    await expect(page.getByRole('img', { name: event.name })).toBeVisible();
    await context.close();
    return pictures;
  };
  // A phone's browser lays the page out 980 px wide until it reads the viewport's meta: the picture's
  // preload for wide screens must come after it, or a phone downloads the large picture as well.
  const phone = await picturesFetched({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  expect(phone).toHaveLength(1);
  expect(phone[0]).toMatch(/-600\.webp$/);
  const wide = await picturesFetched({ viewport: { width: 1280, height: 800 } });
  expect(wide).toHaveLength(1);
  expect(wide[0]).toMatch(/\/[0-9a-f]+\.webp$/);
});
