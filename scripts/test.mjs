// `npm test`: lint, type check, API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set),
// web unit tests, then the browser tests against the built product. Prints one summary line at the end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(path.join(os.tmpdir(), 'test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(name, command, args, options = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function vitest(name, cwd, reportName, env = {}) {
  const file = path.join(reports, `${reportName}.json`);
  run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    cwd: path.join(root, cwd),
    env,
  });
  countVitest(file);
}

run('lint', 'npx', ['biome', 'check', '.']);
run('type check', 'npm', ['run', 'typecheck']);
vitest('API tests on PGlite', 'apps/api', 'api-pglite', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('API tests on PostgreSQL', 'apps/api', 'api-postgres', { TEST_DB: 'postgres' });
} else {
  console.log('\nAPI tests on PostgreSQL: skipped (set TEST_DATABASE_URL to run them).');
}
if (existsSync(path.join(root, 'apps/web/vitest.config.ts'))) vitest('web unit tests', 'apps/web', 'web');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  if (run('build', 'npm', ['run', 'build'])) {
    run('first-load JavaScript budgets', 'node', ['apps/web/scripts/check-budgets.mjs']);
    // The camera's tests run after the rest, with the machine to themselves (e2e/playwright.config.ts).
    for (const project of ['product', 'camera']) {
      const file = path.join(reports, `e2e-${project}.json`);
      run(
        project === 'camera' ? 'browser tests (camera)' : 'browser tests',
        'npx',
        ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--project', project],
        { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file } },
      );
      countPlaywright(file);
    }
  }
} else if (process.env.CI) {
  console.log(
    `\nbrowser tests: Chromium not found at ${chromium}; CI must install it (apt-get install -y chromium).`,
  );
  failedSteps.push('browser tests (no Chromium)');
} else {
  console.log(
    `\nbrowser tests: SKIPPED, Chromium not found at ${chromium} (apt-get install -y chromium to run them).`,
  );
}

console.log('');
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
