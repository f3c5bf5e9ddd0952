// `npm run lighthouse`: Lighthouse scores of the public pages, English and Arabic, and the first
// JavaScript download of the home page. Starts the built product itself (apps/api/dist/server.js on a
// free port, temporary DATA_DIR, an upcoming event with a picture and a booking of it: public-pages.ts)
// unless BASE_URL points at a running one (then its first visible event; no booker's page). Needs
// `npm run build` first. Offline: Debian Chromium only.
// Options (environment): BASE_URL, CHROME_PATH (default /usr/bin/chromium), LH_PRESET=desktop,
// LH_PAGES=/,/services (the English pages; default /,/services,/contact-us), WEB_DIST_DIR, BENCH_SERVER (another server build).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '../e2e/support/env';
import { root, startProduct } from './product';
import { benchPublicPages, type PublicPage } from './public-pages';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ENGLISH_PAGES = (process.env.LH_PAGES ?? '/,/services,/contact-us').split(',');

/** Gzip size of the scripts a visitor downloads before the page is interactive (entry + modulepreloads). */
async function initialJs(baseUrl: string) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const urls = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.length, raw, gzip };
}

async function ownProduct() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
  const product = await startProduct({
    dataDir,
    env: { WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist') },
  });
  return {
    baseUrl: product.base,
    pages: await benchPublicPages(product.base, ENGLISH_PAGES),
    stop: async () => {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A running product's pages: the English ones and, when it shows an event, that event's Arabic pages. */
async function pagesOf(baseUrl: string): Promise<PublicPage[]> {
  const { data } = (await (await fetch(`${baseUrl}/api/events`)).json()) as { data: { _id: string }[] };
  const eventId = data[0]?._id;
  if (!eventId) console.log('/events/{id} and /booking/{id}: skipped, the product has no visible event');
  return [
    ...ENGLISH_PAGES.map((page) => ({ label: page, path: page })),
    { label: '/events', path: '/events' },
    ...(eventId
      ? [
          { label: '/events/{id}', path: `/events/${eventId}` },
          { label: '/booking/{id}', path: `/booking/${eventId}` },
        ]
      : []),
  ];
}

const product = process.env.BASE_URL
  ? await (async () => {
      const baseUrl = process.env.BASE_URL!.replace(/\/$/, '');
      return { baseUrl, pages: await pagesOf(baseUrl), stop: async () => {} };
    })()
  : await ownProduct();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
});
async function audit(url: string) {
  const result = await lighthouse(
    url,
    { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES },
    process.env.LH_PRESET === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result;
}
const rows: Record<string, string | number | undefined>[] = [];
try {
  for (const { label: page, path: pagePath } of product.pages) {
    const url = `${product.baseUrl}${pagePath}`;
    let result = await audit(url);
    // A run Lighthouse could not complete scores 0: say why, and run it again once, as Lighthouse
    // itself advises (NO_NAVSTART, a trace it failed to record, comes and goes here).
    if (result.lhr.runtimeError) {
      console.log(`${page}: Lighthouse error ${result.lhr.runtimeError.code}, run again`);
      result = await audit(url);
    }
    const { categories, audits, runtimeError, runWarnings } = result.lhr;
    if (runtimeError) console.log(`${page}: Lighthouse error ${runtimeError.code}: ${runtimeError.message}`);
    for (const warning of runWarnings) console.log(`${page}: ${warning}`);
    rows.push({
      page,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
      FCP: audits['first-contentful-paint']?.displayValue,
      LCP: audits['largest-contentful-paint']?.displayValue,
      TBT: audits['total-blocking-time']?.displayValue,
      CLS: audits['cumulative-layout-shift']?.displayValue,
    });
    const failing = Object.values(audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual',
    );
    if (failing.length)
      console.log(
        `${page}: below 90: ${failing.map((a) => `${a.id} (${a.displayValue ?? a.score})`).join(', ')}`,
      );
  }
  const js = await initialJs(product.baseUrl);
  console.log(
    `\nLighthouse ${process.env.LH_PRESET === 'desktop' ? 'desktop' : 'mobile'} preset against ${product.baseUrl}`,
  );
  console.table(rows);
  console.log(
    `Initial JavaScript of the home page: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KiB, ${(js.gzip / 1024).toFixed(1)} KiB gzip`,
  );
} finally {
  await chrome.kill();
  await product.stop();
}
