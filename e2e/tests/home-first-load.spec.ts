import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { appHasHydrated, appHasTakenRoot } from '../support/hydrated';

/** Holds the app's entry script back, as a slow phone's network would; answers how to let it go. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const scriptHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  return release;
}

test('on a slow first load the home page shows every section at once and keeps the reader where they scrolled', async ({
  page,
}) => {
  // The script arrives late, as on a slow phone: the reader scrolls meanwhile.
  const release = await holdEntryScript(page);
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

test('the home page hydrates in turns over the server markup, and every part answers afterwards', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Before any script: mark the server's elements. Hydration must adopt them, not draw them again.
  const parts = 'main > section, footer';
  const marked = await page.evaluate((selector) => {
    const nodes = Array.from(document.querySelectorAll(selector));
    for (const node of nodes) (node as unknown as { fromServer: boolean }).fromServer = true;
    return nodes.length;
  }, parts);
  expect(marked).toBeGreaterThan(4);

  release();
  await page.waitForFunction(appHasHydrated);
  const kept = await page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll(selector)).filter(
        (node) => (node as unknown as { fromServer?: boolean }).fromServer,
      ).length,
    parts,
  );
  expect(kept).toBe(marked);
  // The last section to hydrate answers: sending the empty contact form marks its required fields.
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
});
