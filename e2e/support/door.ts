import { createHmac } from 'node:crypto';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ticketCount } from '@app/shared';
import { type BrowserContext, chromium, expect, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './env';
import { env, loginThroughUi, test } from './fixtures';
import { writeQrVideo } from './qr-video';

/** The server's TICKET_SECRET in e2e/playwright.config.ts. */
const TICKET_SECRET = 'e2e-ticket-secret-for-check-in-tests-0123456789';

/**
 * The QR text of a booking's ticket, as apps/api/src/modules/bookings/booking-tokens.ts signs it (the
 * same text the acceptance email's QR code carries, for an accepted booking). It admits at the door
 * and opens nothing else: the booker's page has a token of its own (`B1.`).
 */
export function signTicket(bookingId: string): string {
  const mac = createHmac('sha256', TICKET_SECRET).update(`T1.${bookingId}`).digest('base64url').slice(0, 32);
  return `T1.${bookingId}.${mac}`;
}

type Staff = { username: string; password: string };

/**
 * A phone at the door: its own Chromium whose fake camera shows a QR code, with a profile directory
 * of its own (IndexedDB, localStorage and the service worker survive a reload, as on a phone).
 * `show()` puts another ticket in front of the camera: Chromium reads the video file again each
 * time the camera starts, and the scanner restarts the camera for every scan.
 */
export class Door {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly video: string,
    private readonly profileDir: string,
    private readonly consoleLines: string[],
  ) {}

  /** `viewport`: the phone's screen (390 x 844 unless told); `baseURL`: a product of the spec's own. */
  static async open(
    firstTicket: string,
    { viewport = { width: 390, height: 844 }, baseURL = env.baseURL } = {},
  ): Promise<Door> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'door-'));
    const video = path.join(dir, 'camera.y4m');
    renameSync(writeQrVideo(firstTicket, 'door'), video);
    const profileDir = path.join(dir, 'profile');
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: env.chromiumPath,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
        '--use-fake-ui-for-media-stream',
      ],
      baseURL,
      timezoneId: 'Africa/Cairo',
      viewport,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const lines: string[] = [];
    page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
    return new Door(context, page, video, dir, lines);
  }

  /** The next camera start shows `ticket`. */
  show(ticket: string) {
    renameSync(writeQrVideo(ticket, 'door'), this.video);
  }

  /** Signs in, opens the scanner and picks the door's event. */
  async start(staff: Staff, eventName: string) {
    await loginThroughUi(this.page, staff.username, staff.password);
    await this.page.goto('/admin/check');
    await this.chooseEvent(eventName);
  }

  async chooseEvent(eventName: string) {
    await expect(this.page.getByRole('heading', { name: 'اختر فعالية هذا الباب' })).toBeVisible();
    await this.page.getByRole('button', { name: eventName }).click();
    await expect(this.page.getByTestId('door-event-name')).toHaveText(eventName);
  }

  /**
   * Waits until the door says the device is ready without a network: the service worker has stored
   * the app and controls the page, and the device holds the event's list of `tickets` tickets.
   */
  async readyOffline(tickets: number) {
    await expect(this.page.getByTestId('door-offline-app')).toHaveText('هذا الجهاز جاهز للعمل دون اتصال', {
      timeout: 30_000,
    });
    // As the door writes a count of tickets ('تذكرة واحدة', '٣ تذاكر'): @app/shared's ticketCount.
    await expect(this.page.getByText(ticketCount(tickets))).toBeVisible();
  }

  /**
   * Clicks 'تحقق' and waits for the result dialog; returns it with the milliseconds from the
   * camera picture playing to the dialog, and from the click to the dialog.
   */
  async scan(): Promise<{ cameraToResult: number; clickToResult: number }> {
    const page = this.page;
    await page.evaluate(() => {
      const w = window as unknown as { scanTimes: Record<string, number> };
      w.scanTimes = { clicked: performance.now() };
      const observer = new MutationObserver(() => {
        const video = document.querySelector('video');
        if (video && !w.scanTimes.videoSeen) {
          w.scanTimes.videoSeen = performance.now();
          video.addEventListener('playing', () => {
            w.scanTimes.playing ??= performance.now();
          });
        }
        if (!w.scanTimes.dialog && document.querySelector('[role="dialog"]')) {
          w.scanTimes.dialog = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'تحقق', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    const t = await page.evaluate(
      () => (window as unknown as { scanTimes: Record<string, number> }).scanTimes,
    );
    const cameraOn = t.playing ?? t.videoSeen ?? t.clicked!;
    return { cameraToResult: t.dialog! - cameraOn, clickToResult: t.dialog! - t.clicked! };
  }

  /** The on-device decision times the scanner recorded (performance measures 'door:decide'). */
  decisionTimes(): Promise<number[]> {
    return this.page.evaluate(() =>
      performance.getEntriesByName('door:decide').map((entry) => entry.duration),
    );
  }

  async setOffline(offline: boolean) {
    await this.context.setOffline(offline);
  }

  /** On a failure the screen and the console are attached to the report. */
  async attachOnFailure(name: string) {
    const shot = test.info().outputPath(`${name}.png`);
    await this.page.screenshot({ path: shot }).catch(() => undefined);
    await test
      .info()
      .attach(`${name} screen`, { path: shot, contentType: 'image/png' })
      .catch(() => undefined);
    await test
      .info()
      .attach(`${name} console`, { body: this.consoleLines.join('\n'), contentType: 'text/plain' });
  }

  async close() {
    await this.context.close().catch(() => undefined);
    rmSync(this.profileDir, { recursive: true, force: true });
  }
}
