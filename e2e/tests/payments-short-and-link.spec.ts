import { mkdirSync } from 'node:fs';
import { AR_BOOKINGS, AR_COMMON, AR_PAYMENTS } from '@app/shared';
import { createBooking, uniqueNationalId } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, api, env, expect, loginThroughUi, test } from '../support/fixtures';

const U = AR_PAYMENTS.ui;
const SHOTS = '/tmp/shots-payments-desk';
const arabicDigits = (value: string) => value.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
/** "ينقص ‏٥٠٠ ج.م." with whatever marks Intl puts around the amount. */
const MISSING_500 = /ينقص\s*\u200f?٥٠٠/;

/**
 * The desk never hides money owed (`docs/api/payments.md`): a short payment pasted shows "500 missing" on
 * the booking's row and in its accept dialog, and is accepted only after the second confirmation with
 * a reason; an unmatched transfer is linked to its booking by hand from the ledger.
 */
for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  test.describe(`short payments and links at ${viewport.width} px`, () => {
    test.use({ viewport });
    const wide = viewport.width >= 1280;

    test('250 of 750 pasted: "500 missing" on the row and in the dialog, accepted only after the second confirmation', async ({
      page,
    }) => {
      mkdirSync(SHOTS, { recursive: true });
      const { accessToken } = await adminLogin();
      const tag = `${viewport.width}${Date.now().toString(36)}`;
      const event = await createEvent(accessToken, { name: `ناقص ${tag}`, ticketPrice: 250 });
      const booking = await createBooking(event._id, {
        fullName: `هالة ${tag}`,
        paymentNumber: '01044445555',
        guests: [
          { fullName: `سامي ${tag}`, nationalId: uniqueNationalId() },
          { fullName: `ليلى ${tag}`, nationalId: uniqueNationalId() },
        ],
      });
      expect(booking.amount).toBe(750);

      await loginThroughUi(page, env.admin.username, env.admin.password);
      await page.goto('/admin/payments');
      const expected = page.getByTestId('money-expected');
      await expect(expected).not.toHaveText('—');
      const txn = Date.now().toString().slice(-9);
      await page
        .getByLabel(U.pasteLabel)
        .fill(
          `تم استلام مبلغ ${arabicDigits('250.00')} جنيه من رقم ${arabicDigits('01044445555')} ملاحظة ${booking.reference} رقم العملية ${arabicDigits(`3${txn}`)}`,
        );
      await page.getByRole('button', { name: U.pasteSubmit }).click();
      await expect(page.getByTestId('transfer-results').getByText(U.outcomes.mismatch)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/payments-short-${viewport.width}.png`, fullPage: true });

      await page.goto(`/admin/bookings?event=${event._id}`);
      const row = wide
        ? page.getByRole('row').filter({ hasText: booking.reference })
        : page.getByRole('listitem').filter({ hasText: booking.reference });
      await expect(row.getByTestId('transfer-money')).toHaveText(MISSING_500);
      await page.screenshot({ path: `${SHOTS}/bookings-row-${viewport.width}.png`, fullPage: true });

      // The accept dialog says it; confirming it opens the second confirmation, which asks why.
      await row.getByRole('button', { name: AR_BOOKINGS.accept }).click();
      const first = page.getByRole('dialog');
      await expect(first.getByTestId('transfer-money')).toHaveText(MISSING_500);
      await page.screenshot({ path: `${SHOTS}/accept-dialog-${viewport.width}.png` });
      await first.getByRole('button', { name: AR_COMMON.confirm }).click();
      const second = page.getByRole('dialog', { name: U.shortAcceptTitle });
      await expect(second.getByTestId('short-accept-money')).toHaveText(MISSING_500);
      await second.getByRole('button', { name: U.shortAcceptConfirm }).click();
      // No reason, no acceptance.
      await expect(second.getByText(AR_PAYMENTS.server.shortPaymentReasonInvalid)).toBeVisible();
      const still = await api('GET', `/api/events/bookings?id=${booking._id}`, { token: accessToken });
      expect(still.body.data[0].status).toBe('Pending');
      await second.getByLabel(U.shortAcceptLabel).fill('الباقي نقداً عند الباب');
      await page.screenshot({ path: `${SHOTS}/short-accept-${viewport.width}.png` });
      await second.getByRole('button', { name: U.shortAcceptConfirm }).click();
      await expect(page.getByText(AR_BOOKINGS.acceptedOk)).toBeVisible();

      const after = await api('GET', `/api/events/bookings?id=${booking._id}`, { token: accessToken });
      expect(after.body.data[0]).toMatchObject({
        status: 'Accepted',
        shortPaymentReason: 'الباقي نقداً عند الباب',
      });
      // The details keep it, with the money still missing.
      await page.getByLabel(AR_BOOKINGS.searchLabel).fill(booking.reference);
      await page.getByRole('tab', { name: AR_BOOKINGS.desk.tabAccepted }).click();
      await row.getByText(booking.fullName).first().click();
      const details = page.getByRole('dialog', { name: AR_BOOKINGS.details });
      await expect(details).toContainText('الباقي نقداً عند الباب');
      await expect(details.getByTestId('transfer-money')).toHaveText(MISSING_500);
      await page.screenshot({ path: `${SHOTS}/details-${viewport.width}.png` });
    });

    test('an unmatched transfer is linked to its booking by hand from the ledger', async ({ page }) => {
      mkdirSync(SHOTS, { recursive: true });
      const { accessToken } = await adminLogin();
      const tag = `${viewport.width}${Date.now().toString(36)}`;
      const event = await createEvent(accessToken, { name: `ربط ${tag}`, ticketPrice: 180 });
      const booking = await createBooking(event._id, {
        fullName: `نادر ${tag}`,
        paymentNumber: '01055556666',
      });
      const txn = `9${Date.now().toString().slice(-9)}`;
      // Paid from another number, with no note: nothing names the booking.
      const imported = await api('POST', '/api/payments/transfers', {
        token: accessToken,
        json: {
          transfers: [
            {
              method: 'VodafoneCash',
              transactionId: txn,
              amount: 180,
              senderNumber: '01277778888',
              receivedAt: new Date().toISOString(),
            },
          ],
        },
      });
      expect(imported.body.data[0].outcome).toBe('unmatched');

      await loginThroughUi(page, env.admin.username, env.admin.password);
      await page.goto('/admin/payments');
      await page.getByLabel(U.stateFilter).selectOption('unmatched');
      const ledger = wide
        ? page.getByRole('table', { name: U.transfersTitle }).getByRole('row')
        : page.getByRole('list', { name: U.transfersTitle }).getByRole('listitem');
      const line = ledger.filter({ hasText: txn });
      await expect(line).toHaveCount(1);
      if (wide) {
        // Every column shows whole at 1280 px: the transaction number and the time are not cut.
        const table = page.getByRole('table', { name: U.transfersTitle });
        const box = await table.boundingBox();
        const scroller = await table.evaluate((t) => {
          const s = t.parentElement!;
          return { scroll: s.scrollWidth, client: s.clientWidth };
        });
        expect(scroller.scroll).toBeLessThanOrEqual(scroller.client);
        const cell = await line.getByText(txn).boundingBox();
        expect(cell!.x).toBeGreaterThanOrEqual(box!.x);
        expect(cell!.x + cell!.width).toBeLessThanOrEqual(box!.x + box!.width);
      }
      await page.screenshot({ path: `${SHOTS}/ledger-unmatched-${viewport.width}.png`, fullPage: true });

      await line.getByRole('button', { name: U.link }).click();
      const dialog = page.getByRole('dialog', { name: U.linkTitle });
      await dialog.getByLabel(U.linkSearch).fill(booking.reference);
      const candidate = dialog
        .getByTestId('link-candidates')
        .getByRole('listitem')
        .filter({ hasText: booking.fullName });
      await expect(candidate).toHaveCount(1);
      await page.screenshot({ path: `${SHOTS}/link-dialog-${viewport.width}.png` });
      await candidate.getByRole('button', { name: U.linkPick }).click();
      await expect(page.getByText(AR_PAYMENTS.server.linkedOk)).toBeVisible();

      await page.getByLabel(U.stateFilter).selectOption('matched');
      const linked = ledger.filter({ hasText: txn });
      await expect(linked).toContainText(booking.reference);
      await expect(linked).toContainText(U.byRule.hand);
      await page.screenshot({ path: `${SHOTS}/ledger-linked-${viewport.width}.png`, fullPage: true });
    });
  });
}
