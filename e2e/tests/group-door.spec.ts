import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { acceptBooking, createBooking, uniqueNationalId } from '../support/bookings';
import { Door, signTicket } from '../support/door';
import { createEvent } from '../support/events';
import { adminLogin, createStaff, expect, test } from '../support/fixtures';

/** Screens of the group result and the look-up, looked at by a person (the task's brief). */
const SHOTS = '/tmp/shots-door-groups';

async function shoot(page: Page, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * docs/api/check-in.md#groups-at-the-door: a family of three books once and is accepted; at the door two of
 * them are admitted by the camera, one by one, each result saying how many of the booking are in,
 * and the third by look-up, from a list of every holder of the booking.
 */
test.describe('a group at the door', () => {
  test.describe.configure({ timeout: 120_000 });

  test('admits two tickets of a group by camera (1 of 3, 2 of 3) and the third by look-up', async () => {
    const scanner = await createStaff('Scanner');
    const adminToken = (await adminLogin()).accessToken;
    const eventName = `حفل العائلة ${Date.now().toString(36)}`;
    const eventId = (await createEvent(adminToken, { name: eventName }))._id;
    const booking = await createBooking(eventId, {
      fullName: 'منى عبد الله',
      guests: [
        { fullName: 'سارة عبد الله', nationalId: uniqueNationalId() },
        { fullName: 'عمر عبد الله', nationalId: uniqueNationalId() },
      ],
    });
    await acceptBooking(adminToken, booking._id);
    const [mona, sara, omar] = booking.tickets;
    expect(booking.quantity).toBe(3);
    expect([mona?.fullName, sara?.fullName, omar?.fullName]).toEqual([
      'منى عبد الله',
      'سارة عبد الله',
      'عمر عبد الله',
    ]);

    const door = await Door.open(signTicket(sara!._id));
    try {
      await door.start(scanner, eventName);
      const page = door.page;

      // Sara's own QR admits her alone: "1 of 3 of this booking are in", in Arabic-Indic digits.
      await door.scan();
      const success = page.getByRole('dialog', { name: 'تم تسجيل الحضور بنجاح' });
      await expect(success).toContainText('سارة عبد الله');
      await expect(success.getByTestId('door-group')).toHaveText('١ من ٣ من هذا الحجز دخلوا');

      // Mona's QR next: 2 of 3.
      door.show(signTicket(mona!._id));
      await success.getByRole('button', { name: 'مسح رمز آخر' }).click();
      await expect(success).toContainText('منى عبد الله', { timeout: 20_000 });
      await expect(success.getByTestId('door-group')).toHaveText('٢ من ٣ من هذا الحجز دخلوا');
      await shoot(page, 'group-result');
      await success.getByRole('button', { name: 'إغلاق' }).click();

      // The look-up by the reference lists every holder; Omar is not in yet.
      await page.getByLabel('بحث عن ضيف: الاسم أو الرقم المرجعي أو رقم الهاتف').fill(booking.reference);
      const rows = page.getByRole('list', { name: 'نتائج البحث' }).getByRole('listitem');
      await expect(rows).toHaveCount(3);
      await expect(rows.filter({ hasText: 'عمر عبد الله' })).toContainText('لم يحضر بعد');
      await expect(rows.filter({ hasText: 'سارة عبد الله' })).toContainText('وقت تسجيل الحضور');
      await shoot(page, 'lookup-list', true);

      await rows.filter({ hasText: 'عمر عبد الله' }).getByRole('button', { name: 'سجّل الحضور' }).click();
      const confirm = page.getByRole('dialog', { name: 'تسجيل حضور: عمر عبد الله' });
      await expect(confirm).toContainText('أصحاب التذاكر في هذا الحجز');
      await expect(confirm.getByRole('checkbox')).toHaveCount(3);
      await expect(confirm.getByRole('checkbox', { name: /عمر عبد الله/ })).toBeChecked();
      await expect(confirm.getByRole('checkbox', { name: /سارة عبد الله/ })).toBeDisabled();
      await shoot(page, 'lookup-holders');
      await confirm.getByRole('button', { name: 'قارنت البطاقة، سجّل الحضور' }).click();

      await expect(success).toContainText('عمر عبد الله');
      await expect(success.getByTestId('door-group')).toHaveText('٣ من ٣ من هذا الحجز دخلوا');
      await success.getByRole('button', { name: 'إغلاق' }).click();
      await expect(rows.filter({ hasText: 'عمر عبد الله' })).toContainText('وقت تسجيل الحضور');
      // The door's progress counts tickets.
      await expect(page.getByTestId('door-progress')).toHaveText('٣ / ٣', { timeout: 15_000 });
    } catch (error) {
      await door.attachOnFailure('group-door');
      throw error;
    } finally {
      await door.close();
    }
  });

  test('the look-up admits all of a group at once, or only the ones ticked', async () => {
    const scanner = await createStaff('Scanner');
    const adminToken = (await adminLogin()).accessToken;
    const eventName = `رحلة الأصدقاء ${Date.now().toString(36)}`;
    const eventId = (await createEvent(adminToken, { name: eventName }))._id;
    const guests = ['هالة سمير', 'نادر سمير', 'رامي سمير'].map((fullName) => ({
      fullName,
      nationalId: uniqueNationalId(),
    }));
    const booking = await createBooking(eventId, { fullName: 'سمير كامل', guests });
    await acceptBooking(adminToken, booking._id);

    const door = await Door.open(signTicket(booking._id));
    try {
      await door.start(scanner, eventName);
      const page = door.page;
      await page.getByLabel('بحث عن ضيف: الاسم أو الرقم المرجعي أو رقم الهاتف').fill('سمير');
      const rows = page.getByRole('list', { name: 'نتائج البحث' }).getByRole('listitem');
      await expect(rows).toHaveCount(4);
      await rows.filter({ hasText: 'سمير كامل' }).getByRole('button', { name: 'سجّل الحضور' }).click();
      const confirm = page.getByRole('dialog', { name: 'تسجيل حضور: سمير كامل' });
      // Some: the booker (ticked) and Hala.
      await confirm.getByRole('checkbox', { name: /هالة سمير/ }).check();
      await confirm.getByRole('button', { name: 'سجّل حضور المحددين (٢)' }).click();
      const success = page.getByRole('dialog', { name: 'تم تسجيل الحضور بنجاح' });
      await expect(success.getByTestId('door-group')).toContainText('٢ من ٤ من هذا الحجز دخلوا');
      await expect(success.getByTestId('door-group')).toContainText('تم تسجيل حضور شخصين');
      await success.getByRole('button', { name: 'إغلاق' }).click();

      // All the rest at once.
      await rows.filter({ hasText: 'نادر سمير' }).getByRole('button', { name: 'سجّل الحضور' }).click();
      const rest = page.getByRole('dialog', { name: 'تسجيل حضور: نادر سمير' });
      await rest.getByRole('button', { name: 'سجّل حضور الجميع' }).click();
      await expect(success.getByTestId('door-group')).toContainText('٤ من ٤ من هذا الحجز دخلوا');
      await success.getByRole('button', { name: 'إغلاق' }).click();
      for (const name of ['سمير كامل', 'هالة سمير', 'نادر سمير', 'رامي سمير']) {
        await expect(rows.filter({ hasText: name })).toContainText('وقت تسجيل الحضور');
      }
    } catch (error) {
      await door.attachOnFailure('group-lookup');
      throw error;
    } finally {
      await door.close();
    }
  });
});
