import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AR_BOOKING_EMAILS } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../test/helpers/events';
import { decodeHeader, leaves, parseMime } from '../../test/helpers/mime';
import { queueRenderedEmail } from '../../test/helpers/outbox';
import { startSmtpReceiver } from '../../test/helpers/smtp-receiver';
import { bearer, signIn, useTestApp } from '../../test/test-app';
import { emailOutbox } from '../db/schema';
import { signBookerToken } from '../modules/bookings/booking-tokens';
import { backoffSeconds, createOutboxSender, outboxMessageId, RETRY_FOR_SECONDS } from './outbox-sender';

const t = useTestApp();
let admin: string;

/** A logger that records what would be written, to prove bodies and addresses stay out of it. */
function recordingLogger() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  const log = { warn: record, error: record, info: record, debug: record } as unknown as FastifyBaseLogger;
  return { log, lines };
}

async function clearOutbox() {
  await t().database.db.execute(sql`UPDATE email_outbox SET sent_at = now() WHERE sent_at IS NULL`);
}

async function acceptedBooking(email: string) {
  const event = await createEventViaApi(t(), admin, { name: 'أمسية البرمجة' });
  const booking = await t().app.inject({
    method: 'POST',
    url: '/api/events/bookings',
    payload: {
      eventId: event._id,
      nationalId: '29901010123456',
      fullName: 'ليلى حسن',
      email,
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01111111111',
    },
  });
  const id = booking.json().data._id as string;
  const res = await t().app.inject({
    method: 'PUT',
    url: `/api/events/bookings/${id}/status`,
    headers: bearer(admin),
    payload: { status: 'Accepted' },
  });
  expect(res.statusCode).toBe(200);
  return { id, reference: booking.json().data.reference as string };
}

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

describe('outbox sender without SMTP', () => {
  it('writes each due email once as an .eml file under DATA_DIR/outbox and marks it sent', async () => {
    await clearOutbox();
    await queueRenderedEmail(t().database.db, {
      kind: 'booking-received',
      to: 'eml.reader@example.com',
      subject: 'تم استلام طلب حجزك',
      html: '<html dir="rtl" lang="ar"><body>مرحباً</body></html>',
      text: 'مرحباً',
    });
    const { log } = recordingLogger();
    const sender = createOutboxSender(t().database.db, t().config, log);
    expect(await sender.run()).toBe(1);
    expect(await sender.run()).toBe(0);

    const dir = path.join(t().dataDir, 'outbox');
    const files = readdirSync(dir).filter((f) => f.endsWith('-booking-received.eml'));
    expect(files).toHaveLength(1);
    const message = parseMime(readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(message.headers.to).toBe('eml.reader@example.com');
    expect(decodeHeader(message.headers.subject!)).toBe('تم استلام طلب حجزك');
    const id = Number(files[0]!.split('-')[0]);
    const [row] = await t().database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null, failedAt: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("renders an email queued as facts (a booking's receipt) when it sends it", async () => {
    await clearOutbox();
    const event = await createEventViaApi(t(), admin, { name: 'ملتقى الواجهات', ticketPrice: 175 });
    const booked = await t().app.inject({
      method: 'POST',
      url: '/api/events/bookings',
      payload: {
        eventId: event._id,
        nationalId: '29901010123457',
        fullName: 'سارة <b>محمود</b>',
        email: 'facts.reader@example.com',
        paymentMethod: 'InstaPay',
        paymentNumber: 'sara@instapay',
      },
    });
    expect(booked.statusCode).toBe(201);
    const reference = booked.json().data.reference as string;
    const [row] = await t()
      .database.db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'facts.reader@example.com'));
    expect(row).toMatchObject({ kind: 'booking-received', html: null, text: null });

    const { log } = recordingLogger();
    expect(await createOutboxSender(t().database.db, t().config, log).run()).toBe(1);
    const file = path.join(t().dataDir, 'outbox', `${row!.id}-booking-received.eml`);
    const parts = leaves(parseMime(readFileSync(file, 'utf8')));
    const body = (type: string) =>
      parts.find((p) => p.headers['content-type']?.startsWith(type))!.body.toString('utf8');
    const html = body('text/html');
    const text = body('text/plain');
    expect(html).toContain('<html dir="rtl" lang="ar">');
    expect(html).toContain('ملتقى الواجهات');
    expect(html).toContain('سارة &lt;b&gt;محمود&lt;/b&gt;');
    expect(html).toMatch(/١٧٥\sج\.م\./);
    expect(html).toContain(t().config.payment.instaPay);
    expect(text).toContain(AR_BOOKING_EMAILS.writeReference(reference));
    // The deadline is 24 hours after the booking, in Cairo time.
    expect(text).toContain('بتوقيت القاهرة');
  });

  it('writes the .eml private (0600 in a 0700 folder) with a Message-ID of its row, the same on a resend', async () => {
    await clearOutbox();
    await queueRenderedEmail(t().database.db, {
      kind: 'message-id',
      to: 'resent.reader@example.com',
      subject: 'x',
      html: '<p>h</p>',
      text: 't',
    });
    const [row] = await t().database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'message-id'));
    const { log } = recordingLogger();
    const sender = createOutboxSender(t().database.db, t().config, log);
    expect(await sender.run()).toBe(1);
    const dir = path.join(t().dataDir, 'outbox');
    const file = path.join(dir, `${row!.id}-message-id.eml`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const first = parseMime(readFileSync(file, 'utf8')).headers['message-id'];
    // PUBLIC_URL is http://localhost:<port> in tests.
    expect(first).toBe(`<outbox-${row!.id}@localhost>`);
    expect(first).toBe(outboxMessageId(t().config.publicUrl, row!.id));

    // A crash after sending, before recording it: the row is due again and is sent again, as the same message.
    await t()
      .database.db.update(emailOutbox)
      .set({ sentAt: null, lockedUntil: null })
      .where(eq(emailOutbox.id, row!.id));
    expect(await sender.run()).toBe(1);
    expect(parseMime(readFileSync(file, 'utf8')).headers['message-id']).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('never sends one email twice when two senders run at once', async () => {
    await clearOutbox();
    for (let i = 0; i < 30; i++) {
      await queueRenderedEmail(t().database.db, {
        kind: 'race',
        to: `r${i}@example.com`,
        subject: 's',
        html: 'h',
        text: 't',
      });
    }
    const { log } = recordingLogger();
    const a = createOutboxSender(t().database.db, t().config, log);
    const b = createOutboxSender(t().database.db, t().config, log);
    const [na, nb] = await Promise.all([a.run(), b.run()]);
    expect(na + nb).toBe(30);
    const files = readdirSync(path.join(t().dataDir, 'outbox')).filter((f) => f.endsWith('-race.eml'));
    expect(files).toHaveLength(30);
  });
});

describe('outbox sender with an SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });

  afterAll(() => smtp.close());

  it('delivers the ticket email: Arabic subject and body, inline QR code and calendar file', async () => {
    await clearOutbox();
    const email = 'ticket.smtp@example.com';
    const { id, reference } = await acceptedBooking(email);
    await t().database.db.execute(
      sql`UPDATE email_outbox SET sent_at = now() WHERE kind <> 'booking-accepted'`,
    );
    const { log } = recordingLogger();
    const sender = createOutboxSender(t().database.db, { ...t().config, smtpUrl: smtp.url }, log);
    expect(await sender.run()).toBe(1);
    sender.close();

    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    const message = parseMime(mail!.raw);
    expect(decodeHeader(message.headers.subject!)).toBe(AR_BOOKING_EMAILS.acceptedSubject('أمسية البرمجة'));
    const parts = leaves(message);
    const html = parts.find((p) => p.headers['content-type']?.startsWith('text/html'))!.body.toString('utf8');
    const text = parts
      .find((p) => p.headers['content-type']?.startsWith('text/plain'))!
      .body.toString('utf8');
    expect(html).toContain('<html dir="rtl" lang="ar">');
    expect(html).toContain(AR_BOOKING_EMAILS.acceptedTitle);
    expect(html).toContain(reference);
    const token = signBookerToken(t().config.ticketSecret, id);
    expect(text).toContain(`${t().config.publicUrl}/ticket/${token}`);

    const qr = parts.find((p) => p.headers['content-type']?.startsWith('image/png'))!;
    const cid = qr.headers['content-id']!.replace(/[<>]/g, '');
    expect(html).toContain(`cid:${cid}`);
    expect(qr.body.subarray(1, 4).toString('latin1')).toBe('PNG');
    const ics = parts.find((p) => p.headers['content-type']?.startsWith('text/calendar'))!;
    expect(ics.body.toString('utf8')).toContain('SUMMARY:أمسية البرمجة');
  });

  it('keeps the lease of a batch slower than the lease: a second sender claims none of it', async () => {
    await clearOutbox();
    const recipients = Array.from({ length: 4 }, (_, i) => `slow${i}@example.com`);
    for (const to of recipients) {
      await queueRenderedEmail(t().database.db, { kind: 'slow', to, subject: 's', html: 'h', text: 't' });
    }
    const { log } = recordingLogger();
    const config = { ...t().config, smtpUrl: smtp.url };
    // A 3 s lease, renewed every second; the server takes 2 s per message, so the batch takes about
    // 8 s. A renewal would have to come 2 s late for the second sender to find a lapsed lease: no
    // busy machine's event loop lags that much (a 600 ms lease needed only a 400 ms lag).
    const first = createOutboxSender(t().database.db, config, log, { leaseMs: 3_000 });
    const second = createOutboxSender(t().database.db, config, log, { leaseMs: 3_000 });
    smtp.behaviour.delayMs = 2_000;
    try {
      const running = first.sendDue();
      const claimedBySecond: number[] = [];
      // Past the first lease, twice, while the first sender is still sending.
      for (const wait of [4_500, 2_000]) {
        await new Promise((r) => setTimeout(r, wait));
        claimedBySecond.push(await second.sendDue());
      }
      expect(await running).toBe(4);
      expect(claimedBySecond).toEqual([0, 0]);
    } finally {
      smtp.behaviour.delayMs = 0;
      first.close();
      second.close();
    }
    for (const to of recipients) {
      expect(
        smtp.received.filter((m) => m.to.includes(to)),
        to,
      ).toHaveLength(1);
    }
    const rows = await t().database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'slow'));
    expect(rows.map((r) => [r.attempts, r.sentAt instanceof Date, r.lockedUntil])).toEqual(
      rows.map(() => [1, true, null]),
    );
  });

  it('backs off after a refusal, keeps trying for 3 days, then gives up, and logs no body or address', async () => {
    await clearOutbox();
    smtp.behaviour.refuse = true;
    const to = 'secret.person@example.com';
    await queueRenderedEmail(t().database.db, {
      kind: 'flaky',
      to,
      subject: 'x',
      html: '<p>private body</p>',
      text: 'private body',
    });
    const { log, lines } = recordingLogger();
    const sender = createOutboxSender(t().database.db, { ...t().config, smtpUrl: smtp.url }, log);
    expect(await sender.run()).toBe(1);
    const [first] = await t().database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'flaky'));
    expect(first).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(first!.lastError).toContain('mailbox unavailable');
    expect(first!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is claimed.
    expect(await sender.run()).toBe(0);

    // Queued a day and a half ago, tried 12 times: still tried, never later than the 3 days' end.
    await t()
      .database.db.update(emailOutbox)
      .set({ attempts: 12, nextAttemptAt: sql`now()`, createdAt: sql`now() - interval '36 hours'` })
      .where(eq(emailOutbox.id, first!.id));
    expect(await sender.run()).toBe(1);
    const [middle] = await t().database.db.select().from(emailOutbox).where(eq(emailOutbox.id, first!.id));
    expect(middle).toMatchObject({ attempts: 13, failedAt: null });
    const wait = middle!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(5.5 * 3600_000);
    expect(wait).toBeLessThanOrEqual(6 * 3600_000);

    // Its 3 days are over: this refusal is the last.
    await t()
      .database.db.update(emailOutbox)
      .set({ nextAttemptAt: sql`now()`, createdAt: sql`now() - interval '72 hours'` })
      .where(eq(emailOutbox.id, first!.id));
    expect(await sender.run()).toBe(1);
    const [last] = await t().database.db.select().from(emailOutbox).where(eq(emailOutbox.id, first!.id));
    expect(last!.attempts).toBe(14);
    expect(last!.failedAt).toBeInstanceOf(Date);
    expect(await sender.run()).toBe(0);
    sender.close();
    smtp.behaviour.refuse = false;

    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(to);
    expect(lines.join('\n')).not.toContain('private body');
  });
});

describe('the retry schedule (docs/api/operations.md#failed-emails)', () => {
  it('waits longer after each refusal, at most 6 hours, and keeps trying for 3 days', () => {
    // The attempts an email gets when every one is refused, as markEmailFailed schedules them.
    const times = [0];
    for (let attempts = 1; times.at(-1)! < RETRY_FOR_SECONDS; attempts++) {
      const at = times.at(-1)!;
      times.push(Math.min(at + backoffSeconds(attempts), RETRY_FOR_SECONDS));
    }
    const waits = times.slice(1).map((at, i) => at - times[i]!);
    expect(waits.slice(0, 4)).toEqual([30, 60, 120, 240]);
    for (let i = 1; i < waits.length - 1; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(Math.max(...waits)).toBe(6 * 3600);
    // Still tried after a day and after two; the last attempt on the third day's end.
    expect(times.some((at) => at > 24 * 3600 && at < 30 * 3600)).toBe(true);
    expect(times.at(-1)).toBe(3 * 24 * 3600);
    expect(times.length).toBeGreaterThan(15);
    expect(times.length).toBeLessThan(30);
  });
});
