import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, e2eEnv } from './support/env';

const env = e2eEnv();
const CAMERA_SPECS = /check-in-camera\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-results-')),
  use: {
    baseURL: env.baseURL,
    launchOptions: { executablePath: env.chromiumPath, args: CHROMIUM_ARGS },
    locale: 'en-US',
    timezoneId: 'Africa/Cairo',
    trace: 'off',
  },
  // The built product (`npm run build` first), started once for the run by @app/launcher.
  globalSetup: './support/global-setup.ts',
  // The fake camera's frames are decoded on the page's main thread at 5 a second: beside another
  // worker's browser on two cores they came too late about once in four full runs. `npm test` runs the
  // camera project on its own after the others (scripts/test.mjs); a file named on the command line
  // runs in whichever project holds it.
  projects: [
    { name: 'product', testIgnore: CAMERA_SPECS },
    { name: 'camera', testMatch: CAMERA_SPECS },
  ],
});
