import { writeFileSync } from 'node:fs';
import {
  AR_BOOKINGS,
  AR_CONTACT_REQUESTS,
  AR_PAYMENTS,
  AR_PRIVACY,
  type BackupItem,
  type OutboxItemDto,
} from '@app/shared';
import type { Locator, Page } from '@playwright/test';
import { type FitReport, measureFit } from '../support/fit';
import { env, expect, loginThroughUi, test } from '../support/fixtures';
import { LONG_NAME, longTxn, type StaffSeed, seedStaffScreens } from '../support/staff-seed';

/**
 * Issue #34, item 6, as a new user sees it: every staff screen that shows a table fits 1280 and
 * 1024 px (and 1536, where a few more columns show) with the longest values the API takes: the page never scrolls sideways, no table's box
 * does, and every row's buttons are wholly in view; on a 360 px phone the page never scrolls
 * sideways either. Where accept and reject are both offered, accept comes first, in the same place
 * on a phone and at the desk. Screenshots: /tmp/fit-<screen>-<width>.png; the measures:
 * /tmp/fit-report-<width>.json.
 */
test.describe.configure({ timeout: 240_000 });

type Screen = {
  name: string;
  path: (seed: StaffSeed) => string;
  /** Shown once the screen holds its data (the first of it on screen). */
  ready: (page: Page, seed: StaffSeed) => Locator;
  /** Offers accept and reject on its rows (their order is checked). */
  decides?: boolean;
  /** Seen by the seeded Supporter (their own tasks), not the Admin. */
  staff?: boolean;
  /** What to do on the screen before measuring it (a search). */
  prepare?: (page: Page, seed: StaffSeed) => Promise<void>;
};

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const SCREENS: Screen[] = [
  { name: 'dashboard', path: () => '/admin', ready: h1 },
  {
    name: 'bookings',
    path: (s) => `/admin/bookings?event=${s.event._id}`,
    ready: (page, s) => page.getByText(s.shortReference),
    decides: true,
  },
  {
    name: 'bookings-cancelled',
    path: (s) => `/admin/bookings?event=${s.event._id}&status=Cancelled`,
    ready: (page) => page.getByText(LONG_NAME),
  },
  {
    name: 'payments',
    path: () => '/admin/payments',
    ready: (page, s) => page.getByText(longTxn(`${s.tag}S`)),
    decides: true,
  },
  {
    name: 'refunds',
    path: () => '/admin/payments?tab=refunds',
    ready: (page) => page.getByText(LONG_NAME),
  },
  {
    name: 'devices',
    path: () => '/admin/payments?tab=devices',
    ready: (page, s) => page.getByText(s.tag),
  },
  { name: 'events', path: () => '/admin/events', ready: (page, s) => page.getByText(s.event.name) },
  {
    name: 'event-page',
    path: (s) => `/admin/events/${s.event._id}`,
    ready: (page) => page.getByText(LONG_NAME),
  },
  { name: 'event-messages', path: (s) => `/admin/events/${s.event._id}/messages`, ready: h1 },
  { name: 'users', path: () => '/admin/users', ready: (page, s) => page.getByText(s.longUsername) },
  {
    name: 'tasks',
    path: () => '/admin/tasks',
    ready: (page, s) => page.getByText(s.tag),
    staff: true,
  },
  {
    name: 'tasks-assigned',
    path: () => '/admin/tasks?view=assigned',
    ready: (page, s) => page.getByText(s.longUsername),
  },
  {
    name: 'messages',
    path: () => '/admin/messages',
    ready: (page) => page.getByText(LONG_NAME),
    decides: true,
  },
  {
    name: 'projects',
    path: () => '/admin/projects',
    ready: (page) => page.getByRole('table').or(page.getByRole('list')),
  },
  {
    name: 'operations',
    path: () => '/admin/operations',
    ready: (page) => page.getByText(LONG_FAILED.to),
  },
  {
    name: 'backups',
    path: () => '/admin/backups',
    ready: (page) => page.getByText(LONG_BACKUP.name),
  },
  {
    name: 'privacy',
    path: () => '/admin/privacy',
    ready: h1,
    prepare: async (page, s) => {
      await page.getByLabel(AR_PRIVACY.privacy.searchLabel).fill(s.longEmail);
      await page.getByLabel(AR_PRIVACY.privacy.searchLabel).press('Enter');
      await expect(page.getByRole('heading', { name: AR_PRIVACY.privacy.refunds })).toBeVisible();
    },
  },
  {
    name: 'audit',
    path: () => '/admin/audit',
    ready: (page) => page.getByText(AR_PRIVACY.audit.actions['privacy.search']!),
  },
];

/** The product writes emails to files, which never fail: a failed one is given to the screen. */
const LONG_FAILED: OutboxItemDto = {
  _id: '9001',
  id: '9001',
  to: 'abdelrahman.mohamed.abdelaziz.elsayed@alexandria-engineering-syndicate.example.com',
  subject: `تم قبول حجزك في ليلة الموسيقى العربية الكلاسيكية على مسرح دار الأوبرا: ${LONG_NAME}`,
  kind: 'booking-accepted',
  attempts: 22,
  lastError:
    '421 4.7.0 mx.alexandria-engineering-syndicate.example.com Error: too many connections from your IP address, try again later',
  createdAt: new Date(Date.now() - 4 * 86_400_000).toISOString(),
  failedAt: new Date(Date.now() - 86_400_000).toISOString(),
};
/** A backup as BACKUP_DIR names it, without taking one of the shared product. */
const LONG_BACKUP: BackupItem = {
  name: 'agency-backup-2026-03-14T23-59-58-123Z-postgres-and-uploads.tar.gz',
  size: 48_318_364_211,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
} as BackupItem;

async function supplyLists(page: Page) {
  await page.route('**/api/admin/outbox?state=failed', (route) =>
    route.fulfill({ json: { success: true, data: { items: [LONG_FAILED], total: 1 } } }),
  );
  await page.route('**/api/admin/backups', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { success: true, data: [LONG_BACKUP], lastFailure: null } })
      : route.continue(),
  );
}

/** Accept before reject: first in reading order, and at the start of the line (the right) or above. */
const DECISIONS: [string, string][] = [
  [AR_BOOKINGS.accept, AR_BOOKINGS.reject],
  [AR_CONTACT_REQUESTS.accept, AR_CONTACT_REQUESTS.reject],
  [AR_PAYMENTS.ui.acceptAnyway, AR_PAYMENTS.ui.rejectAndRefund],
];
function acceptAfterReject(pairs: [string, string][]): { seen: number; wrong: string[] } {
  const wrong: string[] = [];
  let seen = 0;
  const main = document.querySelector('main')!;
  const rows = Array.from(main.querySelectorAll('tbody tr, ul > li, ol > li'));
  for (const row of rows) {
    const buttons = Array.from(row.querySelectorAll('button')).filter((b) => b.getClientRects().length > 0);
    for (const [yes, no] of pairs) {
      const accept = buttons.find((b) => b.textContent?.trim() === yes);
      const reject = buttons.find((b) => b.textContent?.trim() === no);
      if (!accept || !reject) continue;
      seen += 1;
      const a = accept.getBoundingClientRect();
      const r = reject.getBoundingClientRect();
      const firstInDom = !!(accept.compareDocumentPosition(reject) & Node.DOCUMENT_POSITION_FOLLOWING);
      const sameLine = Math.abs(a.top - r.top) < 4;
      const firstOnScreen = sameLine ? a.left > r.left : a.top < r.top;
      if (!firstInDom || !firstOnScreen) wrong.push(`${yes}/${no}: ${row.textContent?.trim().slice(0, 40)}`);
    }
  }
  return { seen, wrong };
}

let seed: StaffSeed;
test.beforeAll(async () => {
  seed = await seedStaffScreens();
});

for (const viewport of [
  { width: 1536, height: 864 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 360, height: 740 },
]) {
  test(`every staff table fits ${viewport.width} px with its actions in view`, async ({
    page: adminPage,
    browser,
  }) => {
    await adminPage.setViewportSize(viewport);
    await supplyLists(adminPage);
    await loginThroughUi(adminPage, env.admin.username, env.admin.password);
    const staffPage = await browser.newPage({ viewport });
    await loginThroughUi(staffPage, seed.longUsername, seed.password);
    const reports: Record<string, FitReport & { decisions: { seen: number; wrong: string[] } }> = {};
    for (const screen of SCREENS) {
      const page = screen.staff ? staffPage : adminPage;
      await page.goto(screen.path(seed));
      await expect(screen.ready(page, seed).filter({ visible: true }).first()).toBeVisible();
      await screen.prepare?.(page, seed);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      // Web fonts change every width: measure once they are in.
      await page.evaluate(() => document.fonts.ready);
      const report = await page.evaluate(measureFit);
      const decisions = await page.evaluate(acceptAfterReject, DECISIONS);
      reports[screen.name] = { ...report, decisions };
      await page.screenshot({ path: `/tmp/fit-${screen.name}-${viewport.width}.png`, fullPage: true });

      const where = `${screen.name} at ${viewport.width} px`;
      expect
        .soft(report.page.scrollWidth, `${where}: the page scrolls sideways`)
        .toBeLessThanOrEqual(report.page.clientWidth);
      expect.soft(report.hidden, `${where}: row actions out of view`).toEqual([]);
      expect.soft(decisions.wrong, `${where}: reject before accept`).toEqual([]);
      if (screen.decides) expect.soft(decisions.seen, `${where}: accept and reject`).toBeGreaterThan(0);
      // A phone included: its lists are cards, and a report's table turns into cards there too.
      for (const table of report.tables) {
        expect
          .soft(table.scrollWidth, `${where}: the table "${table.name}" scrolls sideways`)
          .toBeLessThanOrEqual(table.clientWidth + 1);
      }
    }
    await staffPage.close();
    writeFileSync(`/tmp/fit-report-${viewport.width}.json`, JSON.stringify(reports, null, 2));
    for (const [name, r] of Object.entries(reports)) {
      const tables = r.tables.map((t) => `${t.name}: ${t.scrollWidth}/${t.clientWidth}`).join('; ');
      console.log(
        `${viewport.width} ${name}: page ${r.page.scrollWidth}/${r.page.clientWidth}; ${tables || 'no table'}; actions ${r.actions}, hidden ${r.hidden.length}`,
      );
    }
  });
}
