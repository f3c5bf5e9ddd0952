/// <reference lib="dom" />
// `npm run bench:slow-phone`: the public pages as a cheap phone on a slow network sees them.
// Chromium (Debian's) at 360 px with 400 kbps, 400 ms latency and a 4x CPU slowdown; median of 3 cold
// loads of /, /events, /events/{id}, /booking/{id} and /ticket/{token} (public-pages.ts): first
// contentful paint, largest contentful paint as the browser reports it (PerformanceObserver, the event's
// picture included), interactive (the page hydrated and its scripts loaded) and the bytes by type.
// WEB_DIST_DIR picks another build of the site (default apps/web/dist), BENCH_SERVER another server build (bench/product.ts).
// Needs `npm run build` first. Options: RUNS (default 3), CHROME_PATH (default /usr/bin/chromium).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/env';
import { appHasHydrated, appHasTakenRoot } from '../e2e/support/hydrated';
import { emulateSlowPhone, PHONE } from './phone';
import { root, startProduct } from './product';
import { benchPublicPages } from './public-pages';

const RUNS = Number(process.env.RUNS ?? 3);
/** Issue #24: first paint near the network's limit, the largest paint (images counted) soon after. */
const TARGETS = { fcp: 1300, lcp: 2000, interactive: 3000 };

type Load = { fcp: number; lcp: number; interactive: number; bytes: Record<string, number> };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Bytes on the wire by resource type, from the DevTools protocol. */
function countBytes(cdp: CDPSession) {
  const types = new Map<string, string>();
  const bytes: Record<string, number> = {};
  cdp.on('Network.responseReceived', (event) => {
    const mime = event.response.mimeType;
    const type = /javascript/.test(mime)
      ? 'js'
      : /font|woff/.test(mime)
        ? 'font'
        : /css/.test(mime)
          ? 'css'
          : /html/.test(mime)
            ? 'html'
            : /image/.test(mime)
              ? 'image'
              : 'other';
    types.set(event.requestId, type);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId) ?? 'other';
    bytes[type] = (bytes[type] ?? 0) + event.encodedDataLength;
  });
  return bytes;
}

async function coldLoad(browserPath: string, url: string): Promise<Load> {
  const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(PHONE);
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await emulateSlowPhone(cdp);
    const bytes = countBytes(cdp);
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Interactive: the app has taken the root, every part has hydrated (the app hydrates in turns, then
    // marks 'hydrated'), and the browser has a quiet frame after it. A build from before the turns
    // (BENCH_SERVER) sets no mark: for it, the root taken is every part hydrated.
    const afterQuietFrame = () =>
      page.evaluate(
        () =>
          new Promise<number>((done) =>
            requestAnimationFrame(() => setTimeout(() => done(performance.now()))),
          ),
      );
    await page.waitForFunction(appHasTakenRoot, undefined, { timeout: 120_000 });
    const rootTaken = await afterQuietFrame();
    const marked = await page
      .waitForFunction(appHasHydrated, undefined, {
        timeout: 8_000,
      })
      .then(
        () => true,
        () => false,
      );
    const interactive = marked ? await afterQuietFrame() : rootTaken;
    const timings = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: (window as unknown as { __lcp: number }).__lcp,
    }));
    return { ...timings, interactive, bytes: { ...bytes } };
  } finally {
    await browser.close();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-slow-phone-'));
const product = await startProduct({
  dataDir,
  env: {
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'),
    PUBLIC_URL: 'http://127.0.0.1',
  },
});
try {
  const pages = await benchPublicPages(product.base, ['/']);
  const browserPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`slow phone: 360 px, 400 kbps, 400 ms latency, CPU 4x slower; median of ${RUNS} cold loads`);
  console.log('| page | first paint | LCP | interactive | JS | fonts | CSS | HTML | images | total |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const misses: string[] = [];
  for (const { label, path: pagePath } of pages) {
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i++) loads.push(await coldLoad(browserPath, `${product.base}${pagePath}`));
    const m = (pick: (load: Load) => number) => median(loads.map(pick));
    const fcp = m((l) => l.fcp);
    const lcp = m((l) => l.lcp);
    const interactive = m((l) => l.interactive);
    const total = m((l) => Object.values(l.bytes).reduce((a, b) => a + b, 0));
    console.log(
      `| ${label} | ${seconds(fcp)} | ${seconds(lcp)} | ${seconds(interactive)} | ${kb(m((l) => l.bytes.js ?? 0))} | ${kb(m((l) => l.bytes.font ?? 0))} | ${kb(m((l) => l.bytes.css ?? 0))} | ${kb(m((l) => l.bytes.html ?? 0))} | ${kb(m((l) => l.bytes.image ?? 0))} | ${kb(total)} |`,
    );
    const over = (name: string, value: number, target: number) =>
      value > target && misses.push(`${label}: ${name} ${seconds(value)} > ${seconds(target)}`);
    over('first paint', fcp, TARGETS.fcp);
    over('LCP', lcp, TARGETS.lcp);
    over('interactive', interactive, TARGETS.interactive);
  }
  console.log(misses.length ? `over target: ${misses.join('; ')}` : 'every page within its targets');
} finally {
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
