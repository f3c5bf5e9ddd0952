import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, test } from '../support/fixtures';

const SERVICE_SLUGS = [
  'digital-marketing',
  'social-media-management',
  'content-creation',
  'web-development',
  'mobile-apps',
  'seo',
  'branding',
  'events-management',
];

async function firstProject() {
  const { body } = await api('GET', '/api/projects');
  const project = body.data[0] as { slug: string; title: string; desc: string } | undefined;
  if (!project) throw new Error('no seeded portfolio project');
  return project;
}

/** Records console errors (hydration mismatches are reported there) while a page is used. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('public pages', () => {
  test('home shows its sections and the featured projects from the API', async ({ page }) => {
    const errors = collectErrors(page);
    const project = await firstProject();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We grow brands that Egypt talks about');
    for (const name of ['Our Process', 'Our Services', 'Featured Projects']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
    await page.getByRole('link', { name: new RegExp(`^View project\\W+${project.title}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/${project.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(page.getByText(project.desc).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a portfolio link opened directly loads the project by itself', async ({ page }) => {
    const project = await firstProject();
    await page.goto(`/portfolio/${project.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(page.getByText(project.desc).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(project.title));
  });

  test('an unknown portfolio slug shows Project Not Found with a way home', async ({ page }) => {
    await page.goto('/portfolio/no-such-project-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
    await expect(page.getByText('You need to access this page via the portfolio section.')).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown address shows the 404 page without header and footer', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('an unknown service slug shows an empty page', async ({ page }) => {
    await page.goto('/services/underwater-basket-weaving');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('main')).toBeEmpty();
  });

  test('prerendered pages show their content with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services built around growth');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(SERVICE_SLUGS.length);
    // Scroll-reveal blocks are only hidden when scripts run.
    const opacities = await page
      .locator('.reveal')
      .evaluateAll((nodes) => nodes.map((n) => getComputedStyle(n).opacity));
    expect(opacities.length).toBeGreaterThan(0);
    expect(new Set(opacities)).toEqual(new Set(['1']));

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We grow brands that Egypt talks about');
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    await expect(page.getByTestId('footer-stat').first()).toContainText('8K+');
    await expect(page).toHaveTitle('Nile Pixel | Digital Agency in Cairo');

    await page.goto('/services/web-development');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Development');

    // Portfolio pages come from the database: the server renders them on request.
    const project = await firstProject();
    await page.goto(`/portfolio/${project.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(page.getByText(project.desc).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(project.title));
    await context.close();
  });

  test('every public page passes axe with no serious or critical violation and hydrates cleanly', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const project = await firstProject();
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const routes = [
      '/',
      '/about-details',
      '/services',
      ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
      `/portfolio/${project.slug}`,
      '/portfolio/no-such-project-here',
      '/contact-us',
      '/team',
      '/careers',
      '/faq',
      '/no-such-page',
    ];
    const problems: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          problems.push(
            `${route}: ${violation.id} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    // The 404 document answers with status 404, which Chromium logs as a failed resource load.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});
