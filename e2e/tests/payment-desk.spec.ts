import {
  AR_BOOKING_FORM,
  AR_BOOKING_STATUS,
  AR_BOOKINGS,
  AR_COMMON,
  type BookingReceiptDto,
} from '@app/shared';
import QRCode from 'qrcode';
import { createBooking } from '../support/bookings';
import { createEvent } from '../support/events';
import { adminLogin, api, env, expect, loginThroughUi, test } from '../support/fixtures';

const D = AR_BOOKINGS.desk;
const arabicNumber = new Intl.NumberFormat('ar-EG');

/** The booker sends a transfer screenshot through their own page's API (a generated PNG). */
async function sendProof(booking: BookingReceiptDto, transactionId: string) {
  const token = booking.ticketUrl.replace('/ticket/', '');
  const png = await QRCode.toBuffer(`transfer ${transactionId}`, { type: 'png', width: 360 });
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'transfer.png');
  form.append('transactionId', transactionId);
  form.append('senderNumber', '01012345678');
  const res = await fetch(`${env.baseURL}/api/tickets/${token}/payment-proof`, {
    method: 'POST',
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the payment desk at ${viewport.width} px`, () => {
    test.use({ viewport });
    const wide = viewport.width >= 1280;

    test('a paid booking with a proof is found by its reference and accepted; two are rejected at once', async ({
      page,
    }) => {
      const { accessToken } = await adminLogin();
      const tag = `${viewport.width}${Date.now().toString(36)}`;
      const event = await createEvent(accessToken, { name: `مكتب الدفع ${tag}`, ticketPrice: 300 });
      const target = (await createBooking(event._id, { fullName: `سلمى ${tag}` })) as BookingReceiptDto;
      const twin = (await createBooking(event._id, { fullName: `يوسف ${tag}` })) as BookingReceiptDto;
      const first = await createBooking(event._id, { fullName: `رامي ${tag}` });
      const second = await createBooking(event._id, { fullName: `دينا ${tag}` });
      // The same transfer sent as proof for two bookings: the desk warns about it.
      await sendProof(target, `VF-${tag}`);
      await sendProof(twin, `vf-${tag}`);

      await loginThroughUi(page, env.admin.username, env.admin.password);
      await page.goto('/admin/bookings');
      // The desk opens on the pending queue.
      await expect(page.getByRole('tab', { name: D.tabPending })).toHaveAttribute('aria-selected', 'true');
      const item = (text: string) =>
        wide
          ? page.getByRole('row').filter({ hasText: text })
          : page.getByRole('listitem').filter({ hasText: text });

      // Found by the reference written in the transfer note, checked at a glance, accepted.
      const started = Date.now();
      await page.getByLabel(AR_BOOKINGS.searchLabel).fill(target.reference);
      const row = item(target.reference);
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('img', { name: D.proofAlt(target.fullName) })).toBeVisible();
      await row.getByRole('button', { name: AR_BOOKINGS.accept }).click();
      await page.getByRole('dialog').getByRole('button', { name: AR_COMMON.confirm }).click();
      await expect(page.getByText(AR_BOOKINGS.acceptedOk)).toBeVisible();
      await expect(row).toHaveCount(0);
      console.log(
        `payment desk at ${viewport.width} px: booking found by reference and accepted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );

      // The twin's details: the proof at full size, its transaction ID, the amount, the deadline, and
      // a warning with a link to the booking that used the same transaction ID.
      await page.getByLabel(AR_BOOKINGS.searchLabel).fill(twin.reference);
      const twinRow = item(twin.reference);
      await expect(twinRow).toHaveCount(1);
      await expect(twinRow).toContainText(arabicNumber.format(300));
      await expect(twinRow).toContainText(AR_BOOKING_FORM.vodafoneCash);
      await expect(twinRow).toContainText('01012345678');
      await twinRow.getByText(twin.fullName).click();
      const details = page.getByRole('dialog');
      await expect(details.getByRole('heading', { name: AR_BOOKINGS.details })).toBeVisible();
      await expect(details.getByRole('img', { name: D.proofAlt(twin.fullName) })).toBeVisible();
      await expect(details).toContainText(`vf-${tag}`);
      await expect(details).toContainText(D.amountDue);
      await expect(details).toContainText(D.deadline);
      await expect(details.getByRole('alert')).toContainText(D.duplicateTitle);
      await page.screenshot({ path: `/tmp/payment-desk-${viewport.width}-details.png` });
      await details.getByRole('link', { name: D.duplicateOpen(target.reference) }).click();
      // The linked booking: accepted, by whom and when.
      await expect(details).toContainText(target.reference);
      await expect(details).toContainText(AR_BOOKING_STATUS.Accepted!);
      await expect(details).toContainText(env.admin.username);
      await expect(details).toContainText(D.decidedAt);
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      // Two rejected at once with a reason, chosen with the checkboxes.
      await page.getByLabel(AR_BOOKINGS.searchLabel).fill('');
      await page.getByLabel(AR_BOOKINGS.event).selectOption(event._id);
      await expect(item(tag)).toHaveCount(3);
      // Accept before reject, in the same place on a phone and at the desk: first, at the row's start
      // (the right, in Arabic).
      const decision = item(first.reference);
      const acceptBox = await decision.getByRole('button', { name: AR_BOOKINGS.accept }).boundingBox();
      const rejectBox = await decision.getByRole('button', { name: AR_BOOKINGS.reject }).boundingBox();
      expect(acceptBox!.x).toBeGreaterThan(rejectBox!.x);
      const labels = await decision.getByRole('button').allTextContents();
      const at = (label: string) => labels.findIndex((text) => text.trim() === label);
      expect(at(AR_BOOKINGS.accept)).toBeGreaterThanOrEqual(0);
      expect(at(AR_BOOKINGS.accept)).toBeLessThan(at(AR_BOOKINGS.reject));
      if (!wide) {
        // Thumb-sized, well apart.
        const card = item(first.reference);
        const reject = await card.getByRole('button', { name: AR_BOOKINGS.reject }).boundingBox();
        const accept = await card.getByRole('button', { name: AR_BOOKINGS.accept }).boundingBox();
        expect(reject!.height).toBeGreaterThanOrEqual(44);
        expect(accept!.height).toBeGreaterThanOrEqual(44);
        const gap = Math.max(
          accept!.x - (reject!.x + reject!.width),
          reject!.x - (accept!.x + accept!.width),
        );
        expect(gap).toBeGreaterThanOrEqual(12);
      }
      await page.screenshot({ path: `/tmp/payment-desk-${viewport.width}.png`, fullPage: true });
      // Nothing scrolls sideways.
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        const table = document.querySelector('table')?.parentElement;
        return Math.max(
          root.scrollWidth - root.clientWidth,
          table ? table.scrollWidth - table.clientWidth : 0,
        );
      });
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('checkbox', { name: D.selectOne(first.fullName) }).check();
      await page.getByRole('checkbox', { name: D.selectOne(second.fullName) }).check();
      await expect(page.getByText(D.selected(arabicNumber.format(2)))).toBeVisible();
      await page.getByRole('button', { name: D.rejectSelected }).click();
      const reject = page.getByRole('dialog');
      await expect(reject).toContainText(D.rejectManyConfirm);
      await reject.getByLabel(D.reasonLabel).fill('لم يصل التحويل خلال المهلة');
      await reject.getByRole('button', { name: AR_COMMON.confirm }).click();
      await expect(page.getByText(AR_BOOKINGS.bulkRejectedOk(2, 2))).toBeVisible();
      await expect(item(tag)).toHaveCount(1);
      await expect(item(twin.reference)).toHaveCount(1);

      const rejected = await api('GET', `/api/events/bookings?eventId=${event._id}&status=Rejected`, {
        token: accessToken,
      });
      expect(rejected.body.data.map((b: { _id: string }) => b._id).sort()).toEqual(
        [first._id, second._id].sort(),
      );
      for (const booking of rejected.body.data) {
        expect(booking).toMatchObject({
          reason: 'لم يصل التحويل خلال المهلة',
          decidedBy: { username: env.admin.username },
        });
      }
      await page.getByRole('tab', { name: D.tabRejected }).click();
      await expect(item(tag)).toHaveCount(2);
    });
  });
}
