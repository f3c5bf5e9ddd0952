import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queueRenderedEmail } from '../../../test/helpers/outbox';
import { startSmtpReceiver } from '../../../test/helpers/smtp-receiver';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { emailOutbox } from '../../db/schema';
import { createOutboxSender } from '../../jobs/outbox-sender';

/** docs/api/operations.md#failed-emails: Admin sees the emails that failed for good and sends them again. */
const t = useTestApp();
let admin: string;
let supporter: string;

const silent = { warn() {}, error() {}, info() {}, debug() {} } as never;

/** An email refused by the mail server for 3 days: failed for good, as the sender leaves it. */
async function failedEmail(to: string, subject: string): Promise<string> {
  await queueRenderedEmail(t().database.db, {
    kind: 'booking-received',
    to,
    subject,
    html: '<p>x</p>',
    text: 'x',
  });
  const [row] = await t()
    .database.db.update(emailOutbox)
    .set({ createdAt: sql`now() - interval '3 days 1 minute'` })
    .where(eq(emailOutbox.subject, subject))
    .returning({ id: emailOutbox.id });
  const smtp = await startSmtpReceiver();
  smtp.behaviour.refuse = true;
  const sender = createOutboxSender(t().database.db, { ...t().config, smtpUrl: smtp.url }, silent);
  await sender.run();
  sender.close();
  await smtp.close();
  return String(row!.id);
}

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
  supporter = (await signIn(t(), 'Supporter')).token;
});

describe('failed emails (Admin)', () => {
  it('lists the emails failed for good with id, to, subject, kind, attempts, last error and createdAt', async () => {
    const id = await failedEmail('failed.reader@example.com', 'failed-list-subject');
    // One still being tried is not in the list.
    await queueRenderedEmail(t().database.db, {
      kind: 'booking-received',
      to: 'pending.reader@example.com',
      subject: 'still-pending',
      html: '<p>x</p>',
      text: 'x',
    });

    const res = await t().app.inject({ url: '/api/admin/outbox?state=failed', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(1);
    const item = items.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({
      _id: id,
      id,
      to: 'failed.reader@example.com',
      subject: 'failed-list-subject',
      kind: 'booking-received',
      attempts: 1,
      lastError: expect.stringContaining('mailbox unavailable'),
    });
    expect(new Date(item.createdAt).getTime()).toBeLessThan(Date.now() - 3 * 24 * 3600_000);
    expect(item.lastError).not.toContain('@example.com');
    expect(items.some((i: { subject: string }) => i.subject === 'still-pending')).toBe(false);
  });

  it('sends one again on retry (202): due at once, delivered by the sender, gone from the list', async () => {
    const id = await failedEmail('retry.reader@example.com', 'retry-subject');
    const retry = await t().app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${id}/retry`,
      headers: bearer(admin),
    });
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toMatchObject({ success: true, data: { id, state: 'pending' } });

    const list = await t().app.inject({ url: '/api/admin/outbox?state=failed', headers: bearer(admin) });
    expect(list.json().data.items.some((i: { id: string }) => i.id === id)).toBe(false);

    const smtp = await startSmtpReceiver();
    const sender = createOutboxSender(t().database.db, { ...t().config, smtpUrl: smtp.url }, silent);
    await sender.run();
    sender.close();
    await smtp.close();
    const [row] = await t()
      .database.db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, Number(id)));
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.failedAt).toBeNull();
    expect(smtp.received.some((m) => m.to.includes('retry.reader@example.com'))).toBe(true);

    // Sent now: not failed, so a second retry is a conflict.
    const again = await t().app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${id}/retry`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it('answers 404 for an unknown or malformed id, 400 for an unknown state, 403 for other roles', async () => {
    for (const id of ['999999999', 'abc', '-1', '1e9', '99999999999999999999999']) {
      const res = await t().app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${id}/retry`,
        headers: bearer(admin),
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
    const state = await t().app.inject({ url: '/api/admin/outbox?state=sent', headers: bearer(admin) });
    expect(state.statusCode).toBe(400);
    const other = await t().app.inject({ url: '/api/admin/outbox', headers: bearer(supporter) });
    expect(other.statusCode).toBe(403);
  });
});
