// `npm run lighthouse`: Lighthouse scores of the public English pages, and their first JavaScript download.
// Starts the built product itself (node apps/api/dist/server.js on a free port, temporary DATA_DIR)
// unless BASE_URL points at a running one. Needs `npm run build` first. Offline: Debian Chromium only.
// Options (environment): BASE_URL, CHROME_PATH (default /usr/bin/chromium), LH_PRESET=desktop,
// LH_PAGES=/,/services (default /,/services,/contact-us), WEB_DIST_DIR (passed to the server).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

// Same flags as the browser tests (e2e/support/env.ts CHROMIUM_ARGS).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const root = path.resolve(import.meta.dirname, '..');
const pages = (process.env.LH_PAGES ?? '/,/services,/contact-us').split(',');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startProduct() {
  const serverFile = path.join(root, 'apps/api/dist/server.js');
  if (!existsSync(serverFile))
    throw new Error('apps/api/dist/server.js is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
  const child = spawn(process.execPath, [serverFile], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}

/** Gzip size of the scripts a visitor downloads before the page is interactive (entry + modulepreloads). */
async function initialJs(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const urls = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.length, raw, gzip };
}

const product = process.env.BASE_URL
  ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: () => {} }
  : await startProduct();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
});
const rows = [];
try {
  for (const page of pages) {
    const url = `${product.baseUrl}${page}`;
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES },
      process.env.LH_PRESET === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result.lhr;
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
    `Initial JavaScript of the public pages: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KiB, ${(js.gzip / 1024).toFixed(1)} KiB gzip`,
  );
} finally {
  await chrome.kill();
  product.stop();
}
