import { expect, test } from '../support/fixtures';

test.describe('public header and footer', () => {
  test('the header hides when scrolling down past 100 px and returns on scroll up', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect(header).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(header).not.toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect(header).toBeInViewport();
  });

  test('the Arabic button shows the Arabic banner for 3 seconds', async ({ page }) => {
    await page.goto('/about-details');
    const banner = page.getByText('اللغة العربية غير متاحة حالياً');
    await expect(banner).toHaveCount(0);

    await page.getByRole('button', { name: 'Switch to Arabic' }).click();
    const shownAt = Date.now();
    await expect(banner).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'اللغة العربية غير متاحة حالياً' }),
    ).toHaveAttribute('lang', 'ar');
    await expect(banner).toBeHidden({ timeout: 15_000 });
    // About 3 s: not at once, and not left up (a late timer on a busy machine stays far below 10 s).
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThan(2_500);
    expect(visibleFor).toBeLessThan(10_000);
  });

  test('the Arabic banner says what exists in Arabic and links to the events pages, which carry the brand', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/services');
    await page.getByRole('button', { name: 'Switch to Arabic' }).click();
    // The live region says exactly docs/product.md's text; the line under it says what exists in Arabic.
    await expect(page.getByRole('status').filter({ hasText: 'اللغة العربية غير متاحة حالياً' })).toHaveText(
      'اللغة العربية غير متاحة حالياً',
    );
    const more = page.getByText('صفحات الفعاليات وحجز التذاكر متاحة بالعربية');
    await expect(more).toBeVisible();
    await more.getByRole('link', { name: 'الفعاليات' }).click();
    await expect(page).toHaveURL(/\/events$/);

    // The Arabic pages (here as the server sends them) wear the site's word mark, which leads to their
    // own home (the events list), and a labelled link back to the main site, which is English and left
    // to right again.
    await page.goto('/events');
    const header = page.getByRole('banner');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(header.getByRole('link', { name: 'Nile Pixel' })).toHaveAttribute('href', '/events');
    await expect(header.getByRole('link', { name: 'الفعاليات' })).toHaveAttribute('aria-current', 'page');
    await header.getByRole('link', { name: 'الموقع الرئيسي' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We grow brands that Egypt talks about' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the services dropdown and the mobile menu lead to the pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Services menu' }).click();
    await page.getByRole('link', { name: /^SEO/ }).first().click();
    await expect(page).toHaveURL(/\/services\/seo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SEO' })).toBeVisible();

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test('the footer stats count up to 8K+, 12K+, 4.8 and 10+ and link to team, careers and FAQ', async ({
    page,
  }) => {
    await page.goto('/services');
    const stats = page.getByTestId('footer-stat').locator('dd');
    await expect(stats).toHaveText(['8K+', '12K+', '4.8', '10+']);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const startedAt = Date.now();
    // While counting, the first figure is below its final value...
    await expect(stats.first()).not.toHaveText('8K+');
    // ...and after about 2 s every figure has reached it.
    await expect(stats).toHaveText(['8K+', '12K+', '4.8', '10+'], { timeout: 15_000 });
    expect(Date.now() - startedAt).toBeGreaterThan(1_200);

    const footer = page.getByRole('contentinfo');
    for (const [name, path] of [
      ['Our Team', '/team'],
      ['Careers', '/careers'],
      ['FAQ', '/faq'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Every route change starts at the top of the page.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });
});
