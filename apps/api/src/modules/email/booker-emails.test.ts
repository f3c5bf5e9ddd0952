import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, visitor } from '../../../test/helpers/bookings';
import { createEventViaApi } from '../../../test/helpers/events';
import { leaves, parseMime } from '../../../test/helpers/mime';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { bookings, contactMessages, emailOutbox } from '../../db/schema';
import { createOutboxSender } from '../../jobs/outbox-sender';
import { expireStaleBookings } from '../bookings/transitions/expire';

/**
 * The emails a booker (and a contact requester) receives, read as they arrive: the .eml files the
 * sender writes without SMTP (docs/emails.md#the-outbox).
 */
const REPLY_TO = 'hello@nilepixel.test';
const PHONE = '0225550123';
const t = useTestApp({ MAIL_REPLY_TO: REPLY_TO, CONTACT_PHONE: PHONE });
let admin: string;
let counter = 0;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

const quietLog = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

type Sent = { kind: string; headers: Record<string, string>; html: string; text: string };

/** Sends what is due, then reads every email sent to `to`, oldest first, from its .eml file. */
async function sentTo(to: string): Promise<Sent[]> {
  await createOutboxSender(t().database.db, t().config, quietLog).run();
  const rows = await t()
    .database.db.select({ id: emailOutbox.id, kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(asc(emailOutbox.id));
  return rows.map((row) => {
    const file = path.join(t().dataDir, 'outbox', `${row.id}-${row.kind}.eml`);
    const message = parseMime(readFileSync(file, 'utf8'));
    const parts = leaves(message);
    const body = (type: string) =>
      parts.find((p) => p.headers['content-type']?.startsWith(type))?.body.toString('utf8') ?? '';
    return { kind: row.kind, headers: message.headers, html: body('text/html'), text: body('text/plain') };
  });
}

async function sentOne(to: string, kind: string): Promise<Sent> {
  const mails = (await sentTo(to)).filter((m) => m.kind === kind);
  expect(mails, `${kind} to ${to}`).toHaveLength(1);
  return mails[0]!;
}

type Booked = { _id: string; reference: string; ticketUrl: string; email: string };

function book(eventId: string, overrides: Record<string, unknown> = {}): Promise<Booked> {
  counter += 1;
  return bookViaApi<Booked>(t(), eventId, {
    ...visitor(70_000 + counter, `booker${counter}@example.com`, 'ليلى حسن'),
    ...overrides,
  });
}

function reject(id: string, reason?: string) {
  return t().app.inject({
    method: 'PUT',
    url: `/api/events/bookings/${id}/status`,
    headers: bearer(admin),
    payload: { status: 'Rejected', ...(reason && { reason }) },
  });
}

function cancel(booking: Booked) {
  return t().app.inject({ method: 'POST', url: `/api/tickets/${booking.ticketUrl.split('/').pop()}/cancel` });
}

/** Lets a Pending booking's 24 hours run out and has the server release it. */
async function expire(booking: Booked) {
  await t()
    .database.db.update(bookings)
    .set({ createdAt: sql`now() - interval '25 hours'`, expiresAt: sql`now() - interval '1 hour'` })
    .where(eq(bookings.id, booking._id));
  expect(await expireStaleBookings(t().database.db)).toBeGreaterThanOrEqual(1);
}

/** The booker's own page as the booking answer gives it (`data.ticketUrl`), made absolute. */
const pageOf = (booking: Booked) => `${t().config.publicUrl}${booking.ticketUrl}`;

describe('every email (docs/emails.md#every-email)', () => {
  it('carries Reply-To: MAIL_REPLY_TO, and none asks anyone not to reply', async () => {
    const event = await createEventViaApi(t(), admin, { name: 'أمسية الردود' });
    const received = await book(event._id);
    const rejected = await book(event._id);
    expect((await reject(rejected._id, 'لم يصل المبلغ')).statusCode).toBe(200);
    const cancelled = await book(event._id);
    expect((await cancel(cancelled)).statusCode).toBe(200);
    const expired = await book(event._id);
    await expire(expired);
    const contact = await t().app.inject({
      method: 'POST',
      url: '/api/contact/contact-messages',
      payload: {
        fullName: 'Mona Adel',
        email: 'mona.reply@example.com',
        phone: '01012345678',
        requestType: 'Inquiry',
        message: 'Do you build mobile apps?',
      },
    });
    expect(contact.statusCode).toBe(201);
    const decided = await t().app.inject({
      method: 'PUT',
      url: `/api/contact/contact-messages/${contact.json().data._id}`,
      headers: bearer(admin),
      payload: {
        status: 'accepted',
        reason: 'Happy to talk',
        interviewDate: '2031-03-02',
        interviewTime: '11:00',
      },
    });
    expect(decided.statusCode).toBe(200);

    const mails = [
      ...(await sentTo(received.email)),
      ...(await sentTo(rejected.email)),
      ...(await sentTo(cancelled.email)),
      ...(await sentTo(expired.email)),
      ...(await sentTo('mona.reply@example.com')),
    ];
    expect(mails.map((m) => m.kind).sort()).toEqual(
      [
        'booking-cancelled',
        'booking-expired',
        'booking-received',
        'booking-received',
        'booking-received',
        'booking-received',
        'booking-rejected',
        'contact-accepted',
      ].sort(),
    );
    for (const mail of mails) {
      expect(mail.headers['reply-to'], mail.kind).toBe(REPLY_TO);
      for (const part of [mail.text, mail.html]) {
        expect(part, mail.kind).not.toMatch(/عدم الرد|لا ترد|no-reply|noreply|do not reply/i);
      }
    }
  });
});

describe("the booker's link and the agency's contact", () => {
  it("the booking-received email links to the booker's page, the same page as data.ticketUrl", async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 200 });
    const booking = await book(event._id);
    const mail = await sentOne(booking.email, 'booking-received');
    expect(mail.text).toContain(pageOf(booking));
    expect(mail.html).toContain(`href="${pageOf(booking)}"`);
  });

  it("a free event's booking email (its ticket) links to the booker's page, the same page as data.ticketUrl", async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 0 });
    const booking = await book(event._id, { paymentMethod: undefined, paymentNumber: undefined });
    const mail = await sentOne(booking.email, 'booking-accepted');
    expect(mail.text).toContain(pageOf(booking));
    expect(mail.html).toContain(`href="${pageOf(booking)}"`);
  });

  it("rejection, expiry and cancellation emails give CONTACT_PHONE, MAIL_REPLY_TO and the booker's link", async () => {
    const event = await createEventViaApi(t(), admin);
    const rejected = await book(event._id);
    expect((await reject(rejected._id)).statusCode).toBe(200);
    const cancelled = await book(event._id);
    expect((await cancel(cancelled)).statusCode).toBe(200);
    const expired = await book(event._id);
    await expire(expired);

    for (const [booking, kind] of [
      [rejected, 'booking-rejected'],
      [cancelled, 'booking-cancelled'],
      [expired, 'booking-expired'],
    ] as const) {
      const mail = await sentOne(booking.email, kind);
      for (const part of [mail.text, mail.html]) {
        expect(part, kind).toContain(PHONE);
        expect(part, kind).toContain(REPLY_TO);
        expect(part, kind).toContain(pageOf(booking));
      }
    }
  });
});

/** What is left of an email's text once the codes (reference, numbers to copy, addresses) are taken out. */
function withoutCodes(text: string, codes: string[]): string {
  let rest = text.replace(/https?:\/\/\S+/g, '').replace(/[\w.+-]+@[\w.-]+/g, '');
  for (const code of codes) rest = rest.replaceAll(code, '');
  return rest;
}

describe('one digit system in Arabic emails', () => {
  it('writes amounts, dates, times and the deadline in Arabic-Indic digits, with one currency label', async () => {
    const event = await createEventViaApi(t(), admin, { name: 'أمسية الأرقام', ticketPrice: 350 });
    const booking = await book(event._id);
    const codes = [
      booking.reference,
      '01012345678',
      PHONE,
      t().config.payment.vodafoneCash,
      t().config.payment.instaPay,
    ];
    const received = await sentOne(booking.email, 'booking-received');
    for (const part of [received.text, received.html]) {
      // As the pages' prices: '٣٥٠ ج.م.' (Intl puts a no-break space between them).
      expect(part).toMatch(/٣٥٠\sج\.م\./);
      expect(part).not.toMatch(/جنيه|EGP/);
    }
    expect(withoutCodes(received.text, codes)).not.toMatch(/[0-9]/);

    await expire(booking);
    const expired = await sentOne(booking.email, 'booking-expired');
    expect(withoutCodes(expired.text, codes)).not.toMatch(/[0-9]/);
  });
});

describe('what a visitor typed never becomes a link', () => {
  const phishing = 'Ahmed www.evil.example http://evil.example/login';
  const linkish = /www\.evil|evil\.example|:\/\//;
  /** The text as a reader sees it: the invisible breaks that stop linkifiers removed. */
  const visible = (text: string) => text.replaceAll('\u200B', '');

  it('a name or payment number with an address is neither a link in the plain text nor in the HTML', async () => {
    const event = await createEventViaApi(t(), admin);
    // Names refuse addresses at input (docs/api/README.md#input-hygiene): these rows are as written before that rule.
    const received = await book(event._id);
    await t()
      .database.db.update(emailOutbox)
      .set({
        data: sql`jsonb_set(jsonb_set(${emailOutbox.data}, '{fullName}', ${JSON.stringify(phishing)}::jsonb),
          '{paymentNumber}', '"pay@evil.example"'::jsonb)`,
      })
      .where(eq(emailOutbox.to, received.email));
    const rejected = await book(event._id);
    const cancelled = await book(event._id);
    await t()
      .database.db.update(bookings)
      .set({ fullName: phishing })
      .where(inArray(bookings.id, [rejected._id, cancelled._id]));
    expect((await reject(rejected._id)).statusCode).toBe(200);
    expect((await cancel(cancelled)).statusCode).toBe(200);

    for (const [booking, kind] of [
      [received, 'booking-received'],
      [rejected, 'booking-rejected'],
      [cancelled, 'booking-cancelled'],
    ] as const) {
      const mail = await sentOne(booking.email, kind);
      const ownLinks = new RegExp(`${t().config.publicUrl}/ticket/\\S+`, 'g');
      for (const part of [mail.text, mail.html.replace(/<[^>]*>/g, ' ')]) {
        const typed = part.replace(ownLinks, '');
        expect(typed, kind).not.toMatch(linkish);
        expect(visible(part), kind).toContain(phishing);
      }
      expect(mail.html, kind).not.toMatch(/href="[^"]*evil/);
    }
    const withNumber = await sentOne(received.email, 'booking-received');
    expect(withNumber.text).not.toContain('pay@evil.example');
    expect(visible(withNumber.text)).toContain('pay@evil.example');
  });

  it("a contact request's name and message reach staff and the requester without links", async () => {
    const staff = await signIn(t(), 'Supporter');
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/contact/contact-messages',
      payload: {
        fullName: 'Karim Nabil',
        email: 'karim.links@example.com',
        phone: '01012345678',
        requestType: 'Service Request',
        message: `Please look at www.evil.example and http://evil.example/login`,
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id as string;
    const notice = await sentOne(`${staff.username}@example.com`, 'contact-new');
    expect(notice.text.replace(`${t().config.publicUrl}/admin/messages`, '')).not.toMatch(linkish);
    expect(visible(notice.text)).toContain('www.evil.example and http://evil.example/login');

    await t()
      .database.db.update(contactMessages)
      .set({ fullName: phishing })
      .where(eq(contactMessages.id, id));
    const decided = await t().app.inject({
      method: 'PUT',
      url: `/api/contact/contact-messages/${id}`,
      headers: bearer(admin),
      payload: { status: 'rejected', reason: 'Not for us' },
    });
    expect(decided.statusCode).toBe(200);
    const answer = await sentOne('karim.links@example.com', 'contact-rejected');
    expect(answer.text).not.toMatch(linkish);
    expect(visible(answer.text)).toContain(phishing);
  });
});
