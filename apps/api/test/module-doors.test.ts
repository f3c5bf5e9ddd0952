import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * docs/architecture.md#module-doors: the lint (biome.json's noRestrictedImports overrides) refuses a
 * module reaching into another's files, and the booking aggregate's tables outside its module. Each
 * case is a file written into a module; one biome run with the project's configuration lints them
 * all (biome scans the whole project first, so one run, not one per case).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');
const tag = randomUUID().slice(0, 8);

const CASES = {
  deepImport: [
    'payments',
    "import { netReceivedSql } from '../bookings/booking-money';\n\nexport const a = netReceivedSql;\n",
  ],
  throughDoor: [
    'payments',
    "import { netReceivedSql } from '../bookings';\n\nexport const a = netReceivedSql;\n",
  ],
  deepImportOneFolderDown: [
    'bookings/transitions',
    "import { enqueueEmail } from '../../email/outbox';\n\nexport const a = enqueueEmail;\n",
  ],
  sameModuleOneFolderDown: [
    'bookings/transitions',
    "import { enqueueEmail } from '../../email';\nimport { moneyExpected } from '../booking-money';\n\nexport const a = [enqueueEmail, moneyExpected];\n",
  ],
  aggregateTables: [
    'dashboard',
    "import { bookings, tickets } from '../../db/schema';\n\nexport const a = [bookings, tickets];\n",
  ],
  otherTables: ['dashboard', "import { events } from '../../db/schema';\n\nexport const a = events;\n"],
  transitionTables: [
    'bookings/transitions',
    "import { bookings } from '../../../db/schema';\n\nexport const a = bookings;\n",
  ],
  moduleFileTables: [
    'bookings',
    "import { checkInScans, tickets } from '../../db/schema';\n\nexport const a = [checkInScans, tickets];\n",
  ],
  transitionRowType: [
    'bookings/transitions',
    "import type { BookingRow } from '../../../db/schema';\n\nexport type A = BookingRow;\n",
  ],
  repositoryTables: [
    'bookings/repository',
    "import { bookings, tickets } from '../../../db/schema';\n\nexport const a = [bookings, tickets];\n",
  ],
  bookingsUsingPayments: ['bookings', "export * from '../payments';\n"],
} as const;
type Case = keyof typeof CASES;

const fileOf = (name: Case) =>
  `apps/api/src/modules/${CASES[name][0]}/zz-probe-${tag}-${name.toLowerCase()}.ts`;
const refusals = new Map<string, number>();

beforeAll(() => {
  const names = Object.keys(CASES) as Case[];
  for (const name of names) {
    mkdirSync(path.dirname(path.join(ROOT, fileOf(name))), { recursive: true });
    writeFileSync(path.join(ROOT, fileOf(name)), CASES[name][1]);
  }
  try {
    const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=200', ...names.map(fileOf)], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as {
      diagnostics: { category: string; location: { path: string } }[];
    };
    for (const d of report.diagnostics) {
      if (d.category !== 'lint/style/noRestrictedImports') continue;
      refusals.set(d.location.path, (refusals.get(d.location.path) ?? 0) + 1);
    }
  } finally {
    for (const name of names) rmSync(path.join(ROOT, fileOf(name)), { force: true });
  }
}, 120_000);

const refused = (name: Case) => refusals.get(fileOf(name)) ?? 0;

describe('module doors', () => {
  it("refuses an import of another module's file, and takes the same through its index", () => {
    expect(refused('deepImport')).toBeGreaterThan(0);
    expect(refused('throughDoor')).toBe(0);
  });

  it('refuses it one folder deeper too, where ../ is still the same module', () => {
    expect(refused('deepImportOneFolderDown')).toBeGreaterThan(0);
    expect(refused('sameModuleOneFolderDown')).toBe(0);
  });

  it('refuses the bookings and tickets tables outside the bookings module, and allows other tables', () => {
    expect(refused('aggregateTables')).toBeGreaterThan(0);
    expect(refused('otherTables')).toBe(0);
  });

  it("inside the bookings module, refuses the aggregate's tables outside its repository", () => {
    expect(refused('transitionTables')).toBeGreaterThan(0);
    expect(refused('moduleFileTables')).toBeGreaterThan(0);
    expect(refused('transitionRowType')).toBe(0);
    expect(refused('repositoryTables')).toBe(0);
  });

  it('refuses bookings using a module that uses bookings', () => {
    expect(refused('bookingsUsingPayments')).toBeGreaterThan(0);
  });
});
