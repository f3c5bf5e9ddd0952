import { expect, test } from '../support/fixtures';
import { appHasTakenRoot } from '../support/hydrated';

test('on a slow first load the home page shows every section at once and keeps the reader where they scrolled', async ({
  page,
}) => {
  // The script arrives late, as on a slow phone: the reader scrolls meanwhile.
  let release: () => void = () => {};
  const scriptHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.setViewportSize({ width: 360, height: 740 });
  // Module scripts hold DOMContentLoaded back, so wait for the content itself.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Before any script: the sections below the hero are visible, not waiting for a reveal.
  const opacities = await page
    .locator('.reveal')
    .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity));
  expect(opacities.length).toBeGreaterThan(0);
  expect(new Set(opacities)).toEqual(new Set(['1']));

  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const scrolled = await page.evaluate(() => window.scrollY);

  release();
  // Hydrated: the app has taken the root, and its effects (the scroll-to-top among them) have run.
  await page.waitForFunction(appHasTakenRoot);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
});
