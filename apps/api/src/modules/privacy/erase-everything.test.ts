import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sampleNationalId } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi } from '../../../test/helpers/bookings';
import { createEventViaApi } from '../../../test/helpers/events';
import { NOTHING_FOUND } from '../../../test/helpers/privacy';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/rows';
import { emailOutbox, events } from '../../db/schema';
import { createOutboxSender } from '../../jobs/outbox-sender';
import { runRetention } from '../../jobs/retention';

/**
 * docs/api/privacy.md (docs/api/privacy.md#retention): an erasure, and retention, reach everything the
 * product kept of a person: bookings, tickets, the waiting list, contact requests, the payment
 * desk's transfers and refunds, the emails (rows and their .eml files), and the access log.
 */
const t = useTestApp();
let admin: string;
let counter = 0;
const DAY = 86_400_000;

/** Every table that can hold personal data, searched whole (each row as text) by SQL. */
const PERSONAL_TABLES = [
  'bookings',
  'tickets',
  'waitlist_entries',
  'contact_messages',
  'payment_transfers',
  'refunds',
  'email_outbox',
  'access_log',
] as const;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

/**
 * One person's identifiers: one Gmail mailbox written three ways, their phone, a relative's wallet
 * that paid for them, a national ID, a guest, and their name as a payer.
 */
function person() {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  const stamp = `${counter}t${Date.now() % 100_000}`;
  return {
    nationalId: sampleNationalId(93_000 + counter),
    guestId: sampleNationalId(94_000 + counter),
    bookingEmail: `Mona.Erase${stamp}@Gmail.com`,
    contactEmail: `monaerase${stamp}+site@googlemail.com`,
    waitEmail: `mona.erase${stamp}+wait@gmail.com`,
    mailbox: `monaerase${stamp}@gmail.com`,
    phone: `0101235${n}`,
    relative: `0111235${n}`,
    payerName: `MONA ERASE ${n} ABDELAZIM`,
  };
}

/** Where each identifier is found now: table name and count of rows whose text holds it (case ignored). */
async function whereFound(needles: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of PERSONAL_TABLES) {
    const terms = sql.join(
      needles.map((needle) => sql`strpos(lower(x::text), ${needle.toLowerCase()}) > 0`),
      sql` OR `,
    );
    const [row] = rowsOf<{ n: number }>(
      await t().database.db.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} x WHERE ${terms}`,
      ),
    );
    if (row!.n > 0) found[table] = row!.n;
  }
  return found;
}

/** The .eml files (no SMTP_URL) that hold any of these texts. */
function emlFilesHolding(needles: string[]): string[] {
  const dir = path.join(t().dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files.filter((file) => {
    const text = readFileSync(path.join(dir, file), 'utf8').toLowerCase();
    return needles.some((needle) => text.includes(needle.toLowerCase()));
  });
}

async function sendEmails() {
  const quiet = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;
  await createOutboxSender(t().database.db, t().config, quiet).run();
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t().app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });
}

async function ok(res: { statusCode: number; body: string; json: () => { data: unknown } }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as any;
}

/**
 * A person who booked two tickets, paid through a relative's wallet (a pasted SMS, matched by the
 * reference) and sent a second, unmatched transfer of their own with their name, wrote a contact
 * request, waited for another event's seats and left; whose booking was accepted (emails sent,
 * .eml files written), then cancelled and refunded (to the wallet that paid). Answers their
 * identifiers and their records' ids.
 */
async function personWhoPaidAndWasRefunded() {
  const who = person();
  const event = await createEventViaApi(t(), admin, { totalSeats: 5 });
  const booking = await bookViaApi<{ _id: string; reference: string }>(t(), event._id, {
    nationalId: who.nationalId,
    fullName: 'منى حسن',
    email: who.bookingEmail,
    guests: [{ fullName: 'كريم حسن', nationalId: who.guestId }],
    paymentMethod: 'VodafoneCash',
    paymentNumber: who.phone,
  });

  const contact = await ok(
    await t().app.inject({
      method: 'POST',
      url: '/api/contact/contact-messages',
      payload: {
        fullName: 'Mona Hassan',
        email: who.contactEmail,
        phone: who.phone,
        requestType: 'Inquiry',
        message: 'Hello',
      },
    }),
    201,
  );

  // Another event, sold out: they wait for a seat, then leave the line.
  const full = await createEventViaApi(t(), admin, { totalSeats: 1 });
  await bookViaApi(t(), full._id, {
    nationalId: sampleNationalId(95_000 + counter),
    fullName: 'سارة علي',
    email: `other${counter}.${Date.now()}@example.com`,
    paymentMethod: 'VodafoneCash',
    paymentNumber: '01099999999',
  });
  const waiting = await ok(
    await t().app.inject({
      method: 'POST',
      url: `/api/events/${full._id}/waitlist`,
      payload: { fullName: 'منى حسن', email: who.waitEmail, phone: who.phone, quantity: 1 },
    }),
    201,
  );
  await ok(await t().app.inject({ method: 'DELETE', url: `/api/waitlist/${waiting.token}` }));

  // Paid from a relative's wallet, the reference in the SMS; and a transfer of their own, with their name.
  const pasted = await ok(
    await call('POST', '/api/payments/transfers/parse', {
      text: `تم استلام مبلغ 300.00 جنيه من رقم ${who.relative} رقم العملية 77${counter}0551 ${booking.reference}`,
    }),
  );
  expect(pasted).toEqual([expect.objectContaining({ outcome: 'matched', bookingId: booking._id })]);
  const imported = await ok(
    await call('POST', '/api/payments/transfers', {
      transfers: [
        {
          method: 'VodafoneCash',
          transactionId: `88${counter}0552`,
          amount: 40,
          senderNumber: who.phone,
          senderName: who.payerName,
          note: `from ${who.payerName}`,
          receivedAt: new Date().toISOString(),
        },
      ],
    }),
  );
  expect(imported).toEqual([expect.objectContaining({ outcome: 'unmatched' })]);

  await ok(await call('PUT', `/api/events/bookings/${booking._id}/status`, { status: 'Accepted' }));
  await sendEmails();
  await ok(await call('POST', `/api/events/bookings/${booking._id}/cancel`, { reason: 'طلب الحاجز' }));
  const refunds = (await ok(await call('GET', '/api/payments/refunds?status=Due'))) as {
    _id: string;
    bookingId: string;
    toNumber: string;
  }[];
  const refund = refunds.find((r) => r.bookingId === booking._id)!;
  expect(refund.toNumber).toBe(who.relative);
  await ok(await call('POST', `/api/payments/refunds/${refund._id}/done`, { transactionId: `RF${counter}` }));
  await sendEmails();

  const needles = [
    who.nationalId,
    who.guestId,
    who.bookingEmail,
    who.contactEmail,
    who.waitEmail,
    who.mailbox,
    who.phone.slice(1),
    who.relative.slice(1),
    who.payerName,
  ];
  return {
    who,
    event,
    needles,
    ids: { booking: booking._id, contact: contact._id as string, refund: refund._id, waiting: waiting.token },
  };
}

describe('a privacy erasure reaches everything', () => {
  it('erases a person who paid, was refunded and was emailed: no table or email file holds them after, and a search finds nothing', async () => {
    const { who, needles, ids } = await personWhoPaidAndWasRefunded();
    // Before: the payment desk, the emails and their files hold them.
    const before = await whereFound(needles);
    expect(before).toMatchObject({
      bookings: 1,
      tickets: 2,
      waitlist_entries: 1,
      contact_messages: 1,
      payment_transfers: 2,
      refunds: 1,
    });
    expect(before.email_outbox).toBeGreaterThanOrEqual(5);
    expect(emlFilesHolding(needles).length).toBeGreaterThanOrEqual(3);
    const found = await ok(await call('GET', `/api/privacy/search?q=${encodeURIComponent(who.mailbox)}`));
    expect(found.transfers).toHaveLength(2);
    expect(found.refunds).toEqual([expect.objectContaining({ _id: ids.refund, status: 'Refunded' })]);
    expect(found.emails.length).toBe(before.email_outbox);

    // The search by the plain mailbox finds every way it was written.
    const erased = await ok(await call('POST', '/api/privacy/erase', { q: who.mailbox }));
    expect(erased).toMatchObject({
      bookings: [ids.booking],
      contactRequests: [ids.contact],
      refunds: [ids.refund],
    });
    expect(erased.waitlistEntries).toHaveLength(1);
    expect(erased.transfers).toHaveLength(2);
    expect(erased.emails).toHaveLength(before.email_outbox!);

    expect(await whereFound(needles)).toEqual({});
    expect(emlFilesHolding(needles)).toEqual([]);
    for (const q of [who.mailbox, who.bookingEmail, who.nationalId, who.guestId, who.phone, who.relative]) {
      const after = await ok(await call('GET', `/api/privacy/search?q=${encodeURIComponent(q)}`));
      expect(after, q).toEqual(NOTHING_FOUND);
    }

    // What the accounts need stays: the booking's name, reference and amount, the money's trail.
    const booking = (await ok(await call('GET', `/api/events/bookings?id=${ids.booking}`)))[0];
    expect(booking).toMatchObject({ fullName: 'منى حسن', status: 'Cancelled', amount: 300, email: null });
    const refunded = (await ok(await call('GET', '/api/payments/refunds?status=Refunded'))).find(
      (r: { _id: string }) => r._id === ids.refund,
    );
    expect(refunded).toMatchObject({ amount: 300, status: 'Refunded', toNumber: null });
    const sent = await t()
      .database.db.select()
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.id} IN (${sql.join(
          erased.emails.map((id: string) => sql`${id}::bigint`),
          sql`, `,
        )})`,
      );
    // Sent ones keep what they were and when; the ones not yet sent are gone.
    expect(sent.length).toBeGreaterThan(0);
    for (const row of sent) {
      expect(row).toMatchObject({ to: '', data: null, html: null, text: null, erasedAt: expect.any(Date) });
      expect(row.sentAt).not.toBeNull();
    }
  });
});

describe('retention reaches the payment desk and the emails', () => {
  it("RETENTION_DAYS after the event: its people's transfers, refunds and emails lose their data", async () => {
    const { ids } = await personWhoPaidAndWasRefunded();
    // 91 days after the event.
    const [booking] = rowsOf<{ event_id: string }>(
      await t().database.db.execute(sql`SELECT event_id FROM bookings WHERE id = ${ids.booking}`),
    );
    await t()
      .database.db.update(events)
      .set({ date: new Date(Date.now() - 91 * DAY) })
      .where(eq(events.id, booking!.event_id));
    const run = await runRetention(t().database.db, t().config);
    expect(run.bookings).toBeGreaterThanOrEqual(1);
    expect(run.transfers).toBeGreaterThanOrEqual(1);
    expect(run.refunds).toBeGreaterThanOrEqual(1);
    expect(run.emails).toBeGreaterThanOrEqual(4);

    // Its booking, tickets and refund hold no identifier; its transfer and its emails lose theirs.
    // (What is not the event's stays: their contact request, their own unmatched transfer, and the
    // other event's waiting list.)
    const [row] = rowsOf<{ email: string | null; national_id: string | null }>(
      await t().database.db.execute(sql`SELECT email, national_id FROM bookings WHERE id = ${ids.booking}`),
    );
    expect(row).toEqual({ email: null, national_id: null });
    const refund = rowsOf<{ to_number: string | null }>(
      await t().database.db.execute(sql`SELECT to_number FROM refunds WHERE id = ${ids.refund}`),
    );
    expect(refund).toEqual([{ to_number: null }]);
    const transfers = rowsOf<{ sender_number: string | null; raw_text: string | null }>(
      await t().database.db.execute(
        sql`SELECT sender_number, raw_text FROM payment_transfers WHERE booking_id = ${ids.booking}`,
      ),
    );
    expect(transfers).toEqual([{ sender_number: null, raw_text: null }]);
    const aboutBooking = rowsOf<{ n: number }>(
      await t().database.db.execute(sql`
        SELECT count(*)::int AS n FROM email_outbox
        WHERE strpos(concat_ws(' ', data::text, html, text, "to"), ${ids.booking}) > 0`),
    );
    expect(aboutBooking[0]!.n).toBe(0);

    const again = await runRetention(t().database.db, t().config);
    expect(again).toMatchObject({ bookings: 0, transfers: 0, refunds: 0 });
  });

  it('OUTBOX_KEEP_DAYS (default 30) after it went, a sent email loses its address and body; its file goes too', async () => {
    expect(t().config.outboxKeepDays).toBe(30);
    const event = await createEventViaApi(t(), admin, { totalSeats: 5 });
    const address = `keepdays${Date.now()}@example.com`;
    const first = await bookViaApi<{ _id: string }>(t(), event._id, {
      nationalId: sampleNationalId(96_000 + counter++),
      fullName: 'هالة سمير',
      email: address,
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01012345678',
    });
    await sendEmails();
    const [row] = await t().database.db.select().from(emailOutbox).where(eq(emailOutbox.to, address));
    expect(row!.sentAt).not.toBeNull();
    expect(emlFilesHolding([address])).toHaveLength(1);
    // A second email, sent now, and a third not sent at all.
    await ok(await call('PUT', `/api/events/bookings/${first._id}/status`, { status: 'Accepted' }));
    await sendEmails();
    await ok(await call('POST', `/api/events/bookings/${first._id}/resend-ticket`), 202);

    await t()
      .database.db.update(emailOutbox)
      .set({ sentAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(emailOutbox.id, row!.id));
    await runRetention(t().database.db, t().config);

    const rows = await t().database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, row!.kind));
    const old = rows.find((r) => r.id === row!.id)!;
    expect(old).toMatchObject({ to: '', data: null, html: null, text: null, subject: row!.subject });
    const kept = await t().database.db.select().from(emailOutbox).where(eq(emailOutbox.to, address));
    // The accepted email (sent today) and the resent one (not sent yet) keep theirs.
    expect(kept.map((r) => r.kind).sort()).toEqual(['booking-accepted', 'booking-accepted']);
    expect(kept.every((r) => r.data !== null)).toBe(true);
    expect(readdirSync(path.join(t().dataDir, 'outbox')).some((f) => f.startsWith(`${row!.id}-`))).toBe(
      false,
    );
  });
});
