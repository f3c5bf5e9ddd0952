import { AR_COMMON, AR_PROJECTS } from '@app/shared';
import QRCode from 'qrcode';
import { api, env, expect, loginThroughUi, test } from '../support/fixtures';

test('staff add a portfolio project with an image, reorder it, and it is public at /portfolio/<slug>', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const title = `Delta Dairy Website ${tag}`;
  const slug = `delta-dairy-website-${tag}`;

  await loginThroughUi(page, env.admin.username, env.admin.password);
  await page.goto('/admin/projects');
  await expect(page.getByRole('heading', { level: 1, name: AR_PROJECTS.adminTitle })).toBeVisible();
  // The seeded portfolio is listed with its pictures.
  const seeded = page.getByRole('row').filter({ hasText: 'Nile Bites Ordering App' });
  await expect(seeded.locator('img')).toHaveAttribute('src', '/portfolio/nile-bites-ordering-app.svg');

  await page.getByRole('button', { name: AR_PROJECTS.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: AR_COMMON.save }).click();
  await expect(dialog).toContainText(AR_PROJECTS.titleRequired);
  await expect(dialog).toContainText(AR_PROJECTS.descRequired);

  await dialog.getByLabel(AR_PROJECTS.fieldTitle).fill(title);
  await dialog.getByLabel(AR_PROJECTS.fieldDesc).fill('A bilingual website for a dairy brand from Mansoura.');
  await dialog.getByLabel(AR_PROJECTS.fieldBody).fill('First paragraph.\n\nSecond paragraph with results.');
  await dialog.getByLabel(AR_PROJECTS.fieldClient).fill('Delta Dairy');
  await dialog.getByLabel(AR_PROJECTS.fieldCategory).fill('Web Development');
  await dialog.getByLabel(AR_PROJECTS.fieldIcon).selectOption('globe');

  // A text file is refused in the browser with the Arabic message; a real PNG is taken.
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog).toContainText(AR_COMMON.imageType);
  const png = await QRCode.toBuffer(`project ${tag}`, { type: 'png', width: 400 });
  await fileInput.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await dialog.getByRole('button', { name: AR_COMMON.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: AR_PROJECTS.created })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: title });
  const thumb = row.locator('img');
  await expect(thumb).toHaveAttribute('src', /^\/uploads\/projects\/[a-f0-9]{32}-600\.webp$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // New projects go last; moving it up swaps it with the one before, on the server too.
  const before = (await api('GET', '/api/projects')).body.data as { slug: string }[];
  expect(before.at(-1)?.slug).toBe(slug);
  await row.getByRole('button', { name: `${AR_PROJECTS.moveUp}: ${title}` }).click();
  await expect
    .poll(async () => ((await api('GET', '/api/projects')).body.data as { slug: string }[]).at(-2)?.slug)
    .toBe(slug);

  const saved = await api('GET', `/api/projects/${slug}`);
  expect(saved.status).toBe(200);
  expect(saved.body.data).toMatchObject({ title, client: 'Delta Dairy', icon: 'globe' });

  // The public page loads it from its URL alone.
  await page.goto(`/portfolio/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Second paragraph with results.')).toBeVisible();

  // Delete, after a confirmation.
  await page.goto('/admin/projects');
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `${AR_PROJECTS.delete}: ${title}` })
    .click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(AR_PROJECTS.deleteConfirm);
  await confirm.getByRole('button', { name: AR_PROJECTS.delete }).click();
  await expect(page.getByRole('status').filter({ hasText: AR_PROJECTS.deleted })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect((await api('GET', `/api/projects/${slug}`)).status).toBe(404);
});
