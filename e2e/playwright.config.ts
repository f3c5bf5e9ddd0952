import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, e2eEnv } from './support/env';

const env = e2eEnv();

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
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${env.baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(env.port),
      HOST: '127.0.0.1',
      DATA_DIR: env.dataDir,
      ADMIN_USERNAME: env.admin.username,
      ADMIN_PASSWORD: env.admin.password,
      PUBLIC_URL: env.baseURL,
      RATE_LIMIT_SCALE: '100',
      // The specs book and write from one address far more than 5 times; proof-of-work.spec.ts starts
      // its own product with the challenge on.
      PROOF_OF_WORK: 'off',
      LOG_LEVEL: 'warn',
      // Fixed so check-in-camera.spec.ts can sign a ticket the server never issues (a pending booking's).
      TICKET_SECRET: 'e2e-ticket-secret-for-check-in-tests-0123456789',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
