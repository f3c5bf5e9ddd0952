import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One product per run: a free-ish port and a fresh DATA_DIR chosen when the config loads.
 * The values travel to the test workers through environment variables.
 */
export function e2eEnv() {
  if (!process.env.E2E_PORT) {
    process.env.E2E_PORT = String(40_000 + Math.floor(Math.random() * 20_000));
    process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  }
  const port = Number(process.env.E2E_PORT);
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir: process.env.E2E_DATA_DIR!,
    /** Another build of the site to serve (WEB_DIST_DIR), else the product's own apps/web/dist. */
    siteDir: process.env.WEB_DIST_DIR,
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    admin: { username: 'admin', password: 'admin-e2e-password' },
  };
}
