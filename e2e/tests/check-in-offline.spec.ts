import { acceptBooking, createBooking } from '../support/bookings';
import { Door, signTicket } from '../support/door';
import { createEvent } from '../support/events';
import { adminLogin, api, createStaff, expect, test } from '../support/fixtures';

/**
 * The door works with or without a network (docs/api/check-in.md#the-door), in real Chromium: the service
 * worker (production build) opens the scanner offline, the device decides scans from the event's
 * list in IndexedDB, and the queue syncs by itself when the network is back.
 */

async function stats(token: string, eventId: string) {
  const { status, body } = await api('GET', `/api/events/${eventId}/check-in/stats`, { token });
  expect(status).toBe(200);
  return body.data as { accepted: number; checkedIn: number; duplicates: number };
}

async function acceptedTickets(token: string, eventId: string, names: string[]) {
  const tickets: Array<{ id: string; name: string; qr: string }> = [];
  for (const fullName of names) {
    const booking = await createBooking(eventId, { fullName });
    await acceptBooking(token, booking._id);
    tickets.push({ id: booking._id, name: fullName, qr: signTicket(booking._id) });
  }
  return tickets;
}

const ms = (n: number) => `${Math.round(n)} ms`;

test.describe('the door without a network', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let adminToken: string;

  test.beforeAll(async () => {
    adminToken = (await adminLogin()).accessToken;
  });

  test('decides offline on the device, refuses a second scan there, survives a reload and syncs when back', async () => {
    const eventName = `باب بلا شبكة ${Date.now().toString(36)}`;
    const eventId = (await createEvent(adminToken, { name: eventName }))._id;
    const [first, second, third] = await acceptedTickets(adminToken, eventId, [
      'ليلى حسن',
      'عمر فاروق',
      'نادية سمير',
    ]);
    const staff = await createStaff('Scanner');
    const door = await Door.open(first!.qr);
    try {
      await door.start(staff, eventName);
      const page = door.page;
      await door.readyOffline(3);
      await expect(page.getByTestId('door-connection')).toHaveText('متصل');

      // Online: the server decides.
      const online = await door.scan();
      const success = page.getByRole('dialog', { name: 'تم تسجيل الحضور بنجاح' });
      await expect(success).toContainText(first!.name);
      await expect(success).toContainText(eventName);
      await expect(success).not.toContainText('دون اتصال');
      await success.getByRole('button', { name: 'إغلاق' }).click();
      await expect(page.getByTestId('door-progress')).toHaveText('١ / ٣');

      // Offline: the device decides, queues, and says so.
      await door.setOffline(true);
      await expect(page.getByTestId('door-connection')).toHaveText('دون اتصال');
      door.show(second!.qr);
      const offline = await door.scan();
      await expect(success).toContainText(second!.name);
      await expect(success).toContainText(eventName);
      await expect(success).toContainText('قُبلت من قائمة الجهاز دون اتصال');
      await success.getByRole('button', { name: 'إغلاق' }).click();

      door.show(third!.qr);
      await door.scan();
      await expect(success).toContainText(third!.name);
      await success.getByRole('button', { name: 'إغلاق' }).click();
      await expect(page.getByTestId('door-queue')).toHaveText('بانتظار المزامنة: ٢');

      // The same ticket again on this device: a warning there, nothing queued.
      await door.scan();
      const refused = page.getByRole('dialog', { name: 'تنبيه' });
      await expect(refused).toContainText('تم تسجيل الحضور لهذا الحجز مسبقاً.');
      await expect(refused).toContainText('وقت تسجيل الحضور');
      await refused.getByRole('button', { name: 'إغلاق' }).click();
      await expect(page.getByTestId('door-queue')).toHaveText('بانتظار المزامنة: ٢');
      const decisions = await door.decisionTimes();

      // A reload with no network: the service worker opens the scanner, the queue is still there.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'تسجيل الحضور' })).toBeVisible();
      await expect(page.getByTestId('door-event-name')).toHaveText(eventName);
      await expect(page.getByTestId('door-connection')).toHaveText('دون اتصال');
      await expect(page.getByTestId('door-queue')).toHaveText('بانتظار المزامنة: ٢');
      // And it still decides: the first ticket, admitted online before, is refused on the device.
      door.show(first!.qr);
      await door.scan();
      await expect(refused).toContainText('تم تسجيل الحضور لهذا الحجز مسبقاً.');
      await refused.getByRole('button', { name: 'إغلاق' }).click();
      expect((await stats(adminToken, eventId)).checkedIn).toBe(1);

      // The network is back: the queue syncs by itself.
      await door.setOffline(false);
      await expect(page.getByTestId('door-queue')).toHaveText('بانتظار المزامنة: ٠', { timeout: 15_000 });
      await expect
        .poll(() => stats(adminToken, eventId))
        .toMatchObject({ accepted: 3, checkedIn: 3, duplicates: 0 });
      await expect(page.getByTestId('door-connection')).toHaveText('متصل');
      await expect(page.getByTestId('door-progress')).toHaveText('٣ / ٣', { timeout: 15_000 });

      // Logout wipes the device's data: no list, no queue.
      await page.getByRole('button', { name: 'قائمة الحساب' }).click();
      await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect
        .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'door')))
        .toBe(false);

      const decide = decisions.length ? decisions.reduce((a, b) => a + b, 0) / decisions.length : Number.NaN;
      console.log(
        `[check-in offline] camera playing -> result dialog: online ${ms(online.cameraToResult)}, ` +
          `offline ${ms(offline.cameraToResult)} (click -> dialog: online ${ms(online.clickToResult)}, ` +
          `offline ${ms(offline.clickToResult)}); on-device decision (SHA-256 + IndexedDB, ${decisions.length} scans): ` +
          `mean ${decide.toFixed(1)} ms, max ${Math.max(...decisions).toFixed(1)} ms`,
      );
    } catch (error) {
      await door.attachOnFailure('door');
      throw error;
    } finally {
      await door.close();
    }
  });

  test('a verification slower than 2 s is decided on the device; the late answer leaves nothing to sync', async () => {
    const eventName = `باب بطيء ${Date.now().toString(36)}`;
    const eventId = (await createEvent(adminToken, { name: eventName }))._id;
    const [ticket] = await acceptedTickets(adminToken, eventId, ['مروان طارق']);
    const staff = await createStaff('Scanner');
    const door = await Door.open(ticket!.qr);
    try {
      await door.start(staff, eventName);
      await door.readyOffline(1);
      // The server takes 4 s to answer this door's verifications.
      let serverAnswered = false;
      await door.context.route('**/api/events/bookings/verify-qr', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 4_000));
        serverAnswered = true;
        await route.continue();
      });
      const slow = await door.scan();
      // Told in order, not against the clock: the result came before the server's answer, from the device.
      expect(serverAnswered).toBe(false);
      const success = door.page.getByRole('dialog', { name: 'تم تسجيل الحضور بنجاح' });
      await expect(success).toContainText(ticket!.name);
      await expect(success).toContainText('قُبلت من قائمة الجهاز دون اتصال');
      await success.getByRole('button', { name: 'إغلاق' }).click();
      // The server's answer arrives later and admits: the device's queue is emptied, not synced.
      await expect
        .poll(() => stats(adminToken, eventId), { timeout: 15_000 })
        .toMatchObject({ checkedIn: 1 });
      await expect(door.page.getByTestId('door-queue')).toHaveText('بانتظار المزامنة: ٠', {
        timeout: 15_000,
      });
      expect(await stats(adminToken, eventId)).toMatchObject({ accepted: 1, checkedIn: 1, duplicates: 0 });
      console.log(
        `[check-in slow server] camera playing -> result dialog with a 4 s server: ${ms(slow.cameraToResult)}`,
      );
    } catch (error) {
      await door.attachOnFailure('door');
      throw error;
    } finally {
      await door.close();
    }
  });

  test('two doors offline admit one ticket: both sync, and staff see one duplicate', async () => {
    const eventName = `بابان بلا شبكة ${Date.now().toString(36)}`;
    const eventId = (await createEvent(adminToken, { name: eventName }))._id;
    const [ticket] = await acceptedTickets(adminToken, eventId, ['سامح عادل']);
    const [staffA, staffB] = [await createStaff('Scanner'), await createStaff('Scanner')];
    const doorA = await Door.open(ticket!.qr);
    const doorB = await Door.open(ticket!.qr);
    try {
      await Promise.all([doorA.start(staffA!, eventName), doorB.start(staffB!, eventName)]);
      await Promise.all([doorA.readyOffline(1), doorB.readyOffline(1)]);
      await Promise.all([doorA.setOffline(true), doorB.setOffline(true)]);

      for (const door of [doorA, doorB]) {
        await expect(door.page.getByTestId('door-connection')).toHaveText('دون اتصال');
        await door.scan();
        const success = door.page.getByRole('dialog', { name: 'تم تسجيل الحضور بنجاح' });
        await expect(success).toContainText(ticket!.name);
        await success.getByRole('button', { name: 'إغلاق' }).click();
        await expect(door.page.getByTestId('door-queue')).toHaveText('بانتظار المزامنة: ١');
      }

      await doorA.setOffline(false);
      await expect(doorA.page.getByTestId('door-queue')).toHaveText('بانتظار المزامنة: ٠', {
        timeout: 15_000,
      });
      await doorB.setOffline(false);
      await expect(doorB.page.getByTestId('door-queue')).toHaveText('بانتظار المزامنة: ٠', {
        timeout: 15_000,
      });
      await expect
        .poll(() => stats(adminToken, eventId))
        .toMatchObject({ accepted: 1, checkedIn: 1, duplicates: 1 });

      // The second door's sync found the duplicate and says so; both doors can list it.
      await expect(doorB.page.getByText('وجدت المزامنة تذكرة واحدة دخلت من بابين.')).toBeVisible();
      const button = doorA.page.getByRole('button', { name: 'دخول مكرر: ١' });
      await expect(button).toBeVisible({ timeout: 15_000 });
      await button.click();
      const list = doorA.page.getByRole('dialog', { name: 'تذاكر دخلت مرتين' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText(ticket!.name);
      await expect(list).toContainText(staffA!.username);
      await expect(list).toContainText(staffB!.username);
      await expect(list).toContainText('هذا الجهاز');
    } catch (error) {
      await doorA.attachOnFailure('door-a');
      await doorB.attachOnFailure('door-b');
      throw error;
    } finally {
      await Promise.all([doorA.close(), doorB.close()]);
    }
  });
});
