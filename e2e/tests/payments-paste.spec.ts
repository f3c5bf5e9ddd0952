import { mkdirSync } from 'node:fs';
import { AR_PAYMENTS } from '@app/shared';
import { createBooking } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, env, expect, loginThroughUi, test } from '../support/fixtures';

const U = AR_PAYMENTS.ui;
const SHOTS = '/tmp/shots-payments';
const arabicDigits = (value: string) => value.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the payments desk at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('two pasted wallet notifications are both matched and accepted in one action', async ({ page }) => {
      mkdirSync(SHOTS, { recursive: true });
      const { accessToken } = await adminLogin();
      const tag = `${viewport.width}${Date.now().toString(36)}`;
      const event = await createEvent(accessToken, { name: `تحويلات ${tag}`, ticketPrice: 250 });
      const first = await createBooking(event._id, { fullName: `منى ${tag}`, paymentNumber: '01011112222' });
      const second = await createBooking(event._id, {
        fullName: `كريم ${tag}`,
        paymentNumber: '01233334444',
      });
      const txn = Date.now().toString().slice(-9);
      // One Vodafone Cash SMS in Arabic with Arabic-Indic digits, one InstaPay text in English with +20.
      const pasted = [
        `تم استلام مبلغ ${arabicDigits('250.00')} جنيه من رقم ${arabicDigits('01011112222')} ملاحظة ${first.reference}؛ رصيدك الحالي ${arabicDigits('1,200')} جنيه. رقم العملية ${arabicDigits(`1${txn}`)}`,
        `InstaPay: You received EGP 250.00 from +201233334444. Note: ${second.reference}. Transaction ID: 2${txn}`,
      ].join('\n\n');

      await loginThroughUi(page, env.admin.username, env.admin.password);
      await page.goto('/admin/payments');
      await page.getByLabel(U.pasteLabel).fill(pasted);
      await page.getByRole('button', { name: U.pasteSubmit }).click();

      const results = page.getByTestId('transfer-results');
      await expect(results.getByText(U.outcomes.matched, { exact: true })).toHaveCount(2);
      await expect(results).toContainText(first.reference);
      await expect(results).toContainText(second.reference);

      // The ready queue: both bookings, "transfer in, amount right", one tap for all.
      const queue = page.getByTestId('ready-queue');
      await expect(queue).toContainText(first.fullName);
      await expect(queue).toContainText(second.fullName);
      await page.screenshot({ path: `${SHOTS}/desk-${viewport.width}.png`, fullPage: true });

      await page.getByRole('button', { name: U.acceptAll(2) }).click();
      await expect(page.getByText(U.acceptedAll(2))).toBeVisible();
      await expect(page.getByText(U.readyEmpty)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/accepted-${viewport.width}.png`, fullPage: true });

      // The ledger shows both transfers settled.
      await page.getByLabel(U.stateFilter).selectOption('settled');
      const settled =
        viewport.width >= 1280
          ? page.getByRole('table', { name: U.transfersTitle }).getByRole('row')
          : page.getByRole('list', { name: U.transfersTitle }).getByRole('listitem');
      await expect(settled.filter({ hasText: first.reference })).toHaveCount(1);
      await expect(settled.filter({ hasText: second.reference })).toHaveCount(1);

      await page.getByRole('tab', { name: U.tabs.refunds }).click();
      await expect(page.getByRole('heading', { name: U.refundsTitle })).toBeVisible();
      if (viewport.width >= 1280) {
        // The refunds table keeps to 1280 px, its action column in view.
        const table = page.getByRole('table', { name: U.refundsTitle });
        await expect(table.getByRole('columnheader', { name: U.actions })).toBeInViewport();
        const scroller = await table.evaluate((t) => ({
          scroll: t.parentElement!.scrollWidth,
          client: t.parentElement!.clientWidth,
        }));
        expect(scroller.scroll).toBeLessThanOrEqual(scroller.client);
      }
      await page.screenshot({ path: `${SHOTS}/refunds-${viewport.width}.png`, fullPage: true });
      await page.getByRole('tab', { name: U.tabs.devices }).click();
      await page.getByRole('button', { name: U.addDevice }).click();
      await page.getByRole('dialog').getByLabel(U.deviceName).fill(`هاتف ${tag}`);
      await page.getByRole('dialog').getByRole('button', { name: /حفظ/ }).click();
      await expect(page.getByTestId('device-url')).toContainText('/api/payments/inbox/pd_');
      await page.screenshot({ path: `${SHOTS}/devices-${viewport.width}.png`, fullPage: true });
    });
  });
}
