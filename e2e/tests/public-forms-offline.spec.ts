import { AR_TICKET } from '@app/shared';
import type { Page } from '@playwright/test';
import { pendingPaidBooking, SCREENSHOT } from '../support/bookings';
import { adminLogin, api, expect, test } from '../support/fixtures';
import { appHasHydrated } from '../support/hydrated';

/**
 * The proof and contact forms on a phone whose network went before their code or their rules came
 * (lib/hydrate-on-use.tsx): a tap says at once that nothing was sent, and nothing is sent later when
 * the network returns. The booking form's own cases are in booking-no-dead-ends.spec.ts.
 */
test.use({ viewport: { width: 360, height: 780 } });

const T = AR_TICKET;
const CONTACT_NOT_SENT =
  'You are offline, so your message was not sent. Check your connection and press “Send Message” again.';
/** What cannot come: the form's code, or once it is here, its rules (zod and the schema). */
const MISSING = {
  code: (form: string) => new RegExp(`/assets/${form}-form-[^/]*\\.js`),
  rules: (form: string) => new RegExp(`/assets/${form}-schema-[^/]*\\.js`),
} as const;

/** Back online, as the phone would be: any tap dropped must stay dropped. */
async function backOnline(page: Page) {
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1500);
}

for (const missing of ['code', 'rules'] as const) {
  test(`the proof form, offline without its ${missing}, says at once that it sent nothing`, async ({
    page,
  }) => {
    const booking = await pendingPaidBooking();
    await page.route(MISSING[missing]('proof'), (route) => route.abort());

    await page.goto(booking.ticketUrl);
    await page.waitForFunction(appHasHydrated);
    await page
      .getByLabel(T.chooseScreenshot)
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: SCREENSHOT });
    await page.getByLabel(T.transactionId).fill('VF-20261128-0042');
    // With its code here (the rules' case), the form has answered the first touch.
    if (missing === 'rules') await expect(page.locator('[data-form-ready] form')).toHaveCount(1);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: T.sendProof }).click();

    await expect(page.getByRole('alert').filter({ hasText: T.proofOffline })).toBeVisible();
    await expect(page.getByLabel(T.transactionId)).toHaveValue('VF-20261128-0042');
    await page.screenshot({ path: test.info().outputPath(`proof-offline-${missing}.png`) });

    await page.unroute(MISSING[missing]('proof'));
    await backOnline(page);
    const ticket = await api('GET', `/api/tickets/${booking.ticketUrl.split('/ticket/')[1]}`);
    expect(ticket.status).toBe(200);
    expect(ticket.body.data.proof).toBeNull();

    // Online, the next send is the form's own: it goes, and the dropped tap's notice goes with it.
    await page.getByRole('button', { name: T.sendProof }).click();
    await expect(page.getByRole('status').filter({ hasText: T.proofSent })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: T.proofOffline })).toHaveCount(0);
  });

  test(`the contact form, offline without its ${missing}, says at once that it sent nothing`, async ({
    page,
  }) => {
    const email = `offline.${missing}.${Date.now()}@example.com`;
    await page.route(MISSING[missing]('contact'), (route) => route.abort());
    await page.goto('/contact-us');
    await page.waitForFunction(appHasHydrated);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Full Name').fill('Mona Abdelrahman');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('01012345678');
    await form.getByLabel('Request Type').selectOption('Inquiry');
    await form.getByLabel('Message').fill('We would like a website for our clinic.');
    if (missing === 'rules') await expect(page.locator('[data-form-ready] form')).toHaveCount(1);
    await page.context().setOffline(true);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('alert').filter({ hasText: CONTACT_NOT_SENT })).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await page.screenshot({ path: test.info().outputPath(`contact-offline-${missing}.png`) });

    await page.unroute(MISSING[missing]('contact'));
    await backOnline(page);
    const { accessToken } = await adminLogin();
    const messages = await api('GET', '/api/contact/contact-messages', { token: accessToken });
    expect(messages.status).toBe(200);
    expect((messages.body.data as { email: string }[]).filter((m) => m.email === email)).toHaveLength(0);

    // Online, the next send is the form's own: it goes, and the dropped tap's notice goes with it.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('dialog')).toContainText('Message Sent Successfully!');
    await expect(page.getByRole('alert').filter({ hasText: CONTACT_NOT_SENT })).toHaveCount(0);
  });
}
