// Throwaway screenshot driver for the p35 report (not a spec): run with `npx tsx e2e/support/p35-shots.ts`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchProduct } from '@app/launcher';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS } from './env';

const out = '/tmp/p35-types';
const port = 47_000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const product = await launchProduct({
  port,
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'p35-shots-')),
  site: path.resolve('apps/web/dist'),
  server: 'source',
  echo: 'stderr',
  env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'admin-shots-password', RATE_LIMIT_SCALE: '100', PROOF_OF_WORK: 'off' },
});
try {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin-shots-password' }),
  }).then((r) => r.json());
  const auth = { authorization: `Bearer ${login.accessToken ?? login.data.accessToken}` };
  const form = new FormData();
  const fields = {
    name: 'مؤتمر رواد الأعمال',
    description: 'يوم كامل من الجلسات وورش العمل',
    date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    location: 'القاهرة الجديدة',
    totalSeats: '120',
    ticketPrice: '300',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 30, g: 80, b: 140 } } })
    .png()
    .toBuffer();
  form.append('image', new Blob([png], { type: 'image/png' }), 'event.png');
  const event = (await fetch(`${base}/api/events`, { method: 'POST', headers: auth, body: form }).then((r) => r.json())).data;
  const json = { ...auth, 'content-type': 'application/json' };
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) }).then((r) => r.json());
  const types = await fetch(`${base}/api/events/${event._id}/ticket-types`, { headers: auth }).then((r) => r.json());
  await fetch(`${base}/api/events/${event._id}/ticket-types/${types.data[0]._id}`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ name: 'عادي' }),
  });
  await post(`/api/events/${event._id}/ticket-types`, {
    name: 'حجز مبكر',
    price: 200,
    quantity: 30,
    salesEnd: new Date(Date.now() - 86_400_000).toISOString(),
  });
  const vip = await post(`/api/events/${event._id}/ticket-types`, {
    name: 'VIP',
    price: 750,
    quantity: 10,
    description: 'الصف الأول ومدخل خاص',
    maxPerBooking: 2,
    salesEnd: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  });
  await post(`/api/events/${event._id}/ticket-types`, { name: 'طلاب', price: 150, quantity: 3 });
  await post(`/api/events/${event._id}/codes`, { code: 'INFLU20', kind: 'discount', percentOff: 20, maxUses: 50 });
  writeFileSync(path.join(out, 'event.json'), JSON.stringify(event));

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'ar-EG', timezoneId: 'Africa/Cairo' });
    await page.goto(`${base}/events/${event._id}?code=INFLU20`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(out, `event-page-${width}.png`), fullPage: true });
    await page.goto(`${base}/booking/${event._id}?code=INFLU20`, { waitUntil: 'networkidle' });
    await page.locator('form input').first().focus();
    await page.waitForTimeout(1500);
    const typeSelect = page.locator('select').first();
    await typeSelect.selectOption(vip.data._id);
    const add = page.getByRole('button', { name: /إضافة|أضف/ });
    await add.first().click().catch(() => undefined);
    await add.first().click().catch(() => undefined);
    await page.waitForTimeout(1500);
    const guestSelects = page.locator('[data-testid="guest"] select');
    for (let i = 0; i < (await guestSelects.count()); i++) await guestSelects.nth(i).selectOption(types.data[0]._id);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: path.join(out, `booking-page-${width}.png`), fullPage: true });
    await page.close();
  }
  await browser.close();
} finally {
  await product.stop();
}
