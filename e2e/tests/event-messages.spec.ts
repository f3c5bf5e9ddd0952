import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AR_EVENT_MESSAGES_UI as T } from '@app/shared';
import { acceptBooking, createBooking } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, createStaff, env, expect, loginThroughUi, test } from '../support/fixtures';

/** The message copies the product wrote to DATA_DIR/outbox (the default transport). */
function messageCopies(): string[] {
  try {
    return readdirSync(path.join(env.dataDir, 'outbox'))
      .filter((file) => file.endsWith('-event-message.eml'))
      .map((file) => readFileSync(path.join(env.dataDir, 'outbox', file), 'utf8'));
  } catch {
    return [];
  }
}

test.use({ viewport: { width: 360, height: 780 } });

test('a Supporter reaches the event’s messages from the bookings screen, sees the count, previews and sends to the Accepted bookings', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, { name: `أمسية الرسائل ${Date.now().toString(36)}` });
  const first = await createBooking(event._id);
  const second = await createBooking(event._id);
  await createBooking(event._id); // Pending: not written to.
  await acceptBooking(accessToken, first._id);
  await acceptBooking(accessToken, second._id);
  const before = messageCopies().length;

  const supporter = await createStaff('Supporter');
  await loginThroughUi(page, supporter.username, supporter.password);
  await page.goto(`/admin/bookings?event=${event._id}`);
  await page.getByRole('link', { name: T.action }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event._id}/messages$`));
  await expect(page.getByText(T.recipients(2))).toBeVisible();

  await page.getByLabel(T.subject).fill('تغيير موعد البوابات');
  await page.getByLabel(T.body).fill('تفتح البوابات الساعة ٦ مساءً.\nأحضروا بطاقة الهوية.');
  await page.getByRole('button', { name: T.preview }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByText(T.previewTitle).first()).toBeVisible();
  await expect(preview.frameLocator('iframe').getByText('أحضروا بطاقة الهوية.')).toBeVisible();
  await preview.getByRole('button', { name: T.close }).first().click();

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: T.sendNow }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'تغيير موعد البوابات' });
  await expect(item).toBeVisible();
  // The outbox sends them (every 5 s): the list counts them as they go.
  await expect(item.getByText(T.statuses.Sent)).toBeVisible({ timeout: 30_000 });
  await expect(item.getByText(T.sentCount(2, 2))).toBeVisible();
  await expect.poll(() => messageCopies().length - before, { timeout: 15_000 }).toBe(2);
});
