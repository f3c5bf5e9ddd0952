import { AR_BOOKING_EMAILS, AR_TYPES_UI, sampleNationalId } from '@app/shared';
import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../../test/test-app';
import { emailOutbox } from '../../../db/schema';
import { arabicPrice } from '../arabic-numbers';
import type { OutboxRow } from '../outbox';
import { EMAIL_TEMPLATES, type EmailKind, emailOf, type FactsOf, renderEmail, renderOutboxRow } from '.';
import type { BookingFacts } from './booker-parts';

const t = useTestApp({ MAIL_REPLY_TO: 'hello@agency.test', CONTACT_PHONE: '0225550123' });

const booking: BookingFacts = {
  id: '0b7c2a52-64f4-4f0e-9f55-2d1c8a3e1a01',
  reference: 'K7M2PQ',
  fullName: 'ليلى حسن',
  email: 'laila@example.com',
  paymentMethod: 'VodafoneCash',
  paymentNumber: '01012345678',
  createdAt: '2030-05-01T10:00:00.000Z',
  expiresAt: '2030-05-02T10:00:00.000Z',
  quantity: 2,
  tickets: [
    { id: '0b7c2a52-64f4-4f0e-9f55-2d1c8a3e1a01', fullName: 'ليلى حسن' },
    { id: '5e0c61d8-2b7a-4c39-8d0e-7f3b9a6c4d02', fullName: 'عمر حسن' },
  ],
  event: {
    id: '9a1d3c7e-1f2b-4a5c-8e6d-0c9b8a7f6e03',
    name: 'أمسية البرمجة',
    date: '2030-05-12T17:30:00.000Z',
    location: 'القاهرة',
    ticketPrice: 250,
  },
};
const entry = {
  entryId: '3f6e9b1c-7d2a-4e5f-9a8b-1c2d3e4f5a04',
  eventId: booking.event.id,
  eventName: booking.event.name,
  eventDate: booking.event.date,
  fullName: 'سارة محمود',
  seats: 2,
  offerExpiresAt: '2030-05-03T10:00:00.000Z',
};
const request = {
  fullName: 'Karim Nabil',
  requestType: 'Service Request',
  reason: 'Your project fits our team',
};

/** Facts of every kind, as its producer queues them; a kind added to the registry needs its own here. */
const EXAMPLES: { [K in EmailKind]: FactsOf<K> } = {
  'booking-received': booking,
  'booking-accepted': booking,
  'booking-rejected': { booking, reason: 'لم يصل المبلغ' },
  'booking-expired': { booking, reason: null },
  'booking-cancelled': { booking, cause: 'staff', reason: 'تغيير المكان', refundDue: true },
  'booking-reminder': booking,
  'ticket-holder-changed': {
    ...booking,
    tickets: [booking.tickets[0]!, { ...booking.tickets[1]!, fullName: 'منى سعيد', qrVersion: 1 }],
    changedTicketId: booking.tickets[1]!.id,
  },
  'booking-links': {
    bookings: [
      { id: booking.id, reference: booking.reference, eventName: 'أمسية', eventDate: booking.event.date },
    ],
  },
  'event-cancelled': {
    fullName: booking.fullName,
    event: { name: booking.event.name, date: booking.event.date, reason: 'ظروف الطقس' },
    bookings: [{ id: booking.id, reference: booking.reference, refundDue: true }],
  },
  'event-message': {
    subject: 'تغيير مكان الأمسية',
    body: 'السطر الأول\n<b>السطر الثاني</b>',
    eventName: booking.event.name,
    fullName: booking.fullName,
    bookingId: booking.id,
    waitlistEntryId: null,
  },
  'event-reminder': booking,
  'waitlist-joined': { ...entry, offerExpiresAt: null, position: 3 },
  'waitlist-offer': entry,
  'waitlist-offer-expired': { ...entry, offerExpiresAt: null },
  'waitlist-event-cancelled': { ...entry, offerExpiresAt: null },
  'waitlist-sales-closed': { ...entry, offerExpiresAt: null },
  'refund-sent': {
    bookingId: booking.id,
    fullName: booking.fullName,
    reference: booking.reference,
    eventName: booking.event.name,
    amount: 500,
    toNumber: '01012345678',
    transactionId: 'OUT-55',
  },
  'contact-accepted': { ...request, interviewDate: '2030-01-15', interviewTime: '14:30' },
  'contact-rejected': request,
  'contact-new': {
    fullName: 'Hala Samir',
    email: 'hala@example.com',
    phone: '01012345678',
    requestType: 'Inquiry',
    message: 'We need a booking site.',
    createdAt: '2030-01-01T08:00:00.000Z',
  },
};

/** What a template leaks when a fact it reads is missing or of the wrong shape. */
const BROKEN = /undefined|NaN|\[object Object\]|Invalid Date/;

describe('every email kind (modules/email/templates)', () => {
  it.each(Object.keys(EMAIL_TEMPLATES) as EmailKind[])(
    '%s renders from its facts, as the outbox keeps them, to a subject, html and text',
    async (kind) => {
      const queued = emailOf(kind, 'someone@example.com', EXAMPLES[kind]);
      // Through JSON, as the sender reads them back from the jsonb column.
      const mail = await renderEmail(t().config, kind, JSON.parse(JSON.stringify(queued.data)));
      expect(mail.subject).toBe(queued.subject);
      for (const part of [mail.subject, mail.html, mail.text]) {
        expect(part.trim(), kind).not.toBe('');
        expect(part, kind).not.toMatch(BROKEN);
      }
      expect(mail.html).toMatch(/^<!doctype html>/);
    },
  );

  it('draws a QR code for every ticket of a group in the accepted email', async () => {
    const mail = await renderEmail(t().config, 'booking-accepted', JSON.parse(JSON.stringify(booking)));
    const codes = (mail.attachments ?? []).filter((a) => a.contentType === 'image/png');
    expect(codes.map((a) => a.filename)).toEqual(['ticket-1-qr.png', 'ticket-2-qr.png']);
    for (const code of codes) expect(mail.html).toContain(`cid:${code.cid}`);
    expect(mail.text).toContain('عمر حسن');
  });

  it("names each ticket's type and the booking's discount in the received, accepted and ticket emails", async () => {
    const typedBooking: BookingFacts = {
      ...booking,
      tickets: [
        { ...booking.tickets[0]!, typeName: 'VIP' },
        { ...booking.tickets[1]!, typeName: 'دخول عام' },
      ],
      amount: 650,
      discount: 100,
    };
    const render = async (kind: EmailKind, facts: object) =>
      (await renderEmail(t().config, kind, JSON.parse(JSON.stringify(facts)))).text;

    for (const kind of ['booking-received', 'booking-accepted'] as const) {
      const text = await render(kind, typedBooking);
      expect(text, kind).toContain('ليلى حسن (VIP)');
      expect(text, kind).toContain('عمر حسن (دخول عام)');
      expect(text, kind).toContain(AR_TYPES_UI.discount);
      expect(text, kind).toContain(arabicPrice(100));
    }
    // One ticket: its type as a row of the facts.
    const single = await render('booking-accepted', {
      ...typedBooking,
      quantity: 1,
      tickets: [typedBooking.tickets[0]],
    });
    expect(single).toMatch(new RegExp(`${AR_TYPES_UI.ticketType}.*VIP`));
    // The ticket that changed holder: its own type.
    const changed = await render('ticket-holder-changed', {
      ...typedBooking,
      changedTicketId: booking.tickets[1]!.id,
    });
    expect(changed).toMatch(new RegExp(`${AR_TYPES_UI.ticketType}.*دخول عام`));
    expect(changed).toContain(arabicPrice(100));
    // No discount, no discount row.
    const plain = await render('booking-accepted', { ...typedBooking, discount: undefined });
    expect(plain).not.toContain(AR_TYPES_UI.discount);
  });

  it('still renders the facts rows of the previous release: no tickets, and a rejection with its cause', async () => {
    const { quantity: _q, tickets: _t, ...beforeTickets } = booking;
    const accepted = await renderOutboxRow(t().config, row('booking-accepted', beforeTickets));
    expect(accepted.attachments?.filter((a) => a.contentType === 'image/png')).toHaveLength(1);
    expect(accepted.subject).toBe(AR_BOOKING_EMAILS.acceptedSubject(booking.event.name));
    const expired = await renderOutboxRow(
      t().config,
      row('booking-expired', { booking: beforeTickets, cause: 'expired', reason: null }),
    );
    expect(expired.text).toContain(AR_BOOKING_EMAILS.expiredTitle);
    expect(expired.text).not.toMatch(BROKEN);
  });

  it('sends a row queued rendered by the previous release as it was, attachments included', async () => {
    const attachment = { filename: 'a.txt', contentType: 'text/plain', contentBase64: 'eA==' };
    const mail = await renderOutboxRow(t().config, {
      ...row('booking-cancelled', null),
      subject: 'old subject',
      html: '<p>old</p>',
      text: 'old',
      attachments: JSON.stringify([attachment]),
    });
    expect(mail).toEqual({
      subject: 'old subject',
      html: '<p>old</p>',
      text: 'old',
      attachments: [attachment],
    });
  });
});

function row(kind: string, data: Record<string, unknown> | null): OutboxRow {
  return {
    id: 1,
    kind,
    to: 'x@example.com',
    subject: '',
    html: null,
    text: null,
    data,
    attachments: [],
    attempts: 1,
  };
}

describe('what the outbox holds', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await signIn(t(), 'Admin')).token;
  });

  it("queues a free booking's tickets as facts (no html), under its own subject, for the sender to draw", async () => {
    const event = await createEventViaApi(t(), admin, { name: 'يوم مفتوح', ticketPrice: 0 });
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/events/bookings',
      payload: {
        eventId: event._id,
        nationalId: sampleNationalId(91_001),
        fullName: 'منى عادل',
        email: 'free.facts@example.com',
        guests: [{ fullName: 'هالة عادل', nationalId: sampleNationalId(91_002) }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t()
      .database.db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'free.facts@example.com'));
    expect(rows).toHaveLength(1);
    const [queued] = rows;
    expect(queued).toMatchObject({
      kind: 'booking-accepted',
      subject: AR_BOOKING_EMAILS.acceptedSubject('يوم مفتوح'),
      html: null,
      text: null,
      attachments: [],
    });
    expect(queued!.data).toMatchObject({
      id: res.json().data._id,
      tickets: [{ fullName: 'منى عادل' }, { fullName: 'هالة عادل' }],
    });
  });

  it('holds facts, never a rendered body, for the emails of a booking, its decisions and a contact request', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 150 });
    const book = async (n: number) => {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/events/bookings',
        payload: {
          eventId: event._id,
          nationalId: sampleNationalId(92_000 + n),
          fullName: 'ليلى حسن',
          email: `facts${n}@example.com`,
          paymentMethod: 'VodafoneCash',
          paymentNumber: '01012345678',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { _id: string; ticketUrl: string };
    };
    const rejected = await book(1);
    const cancelled = await book(2);
    const staffCancelled = await book(3);
    const decided = await t().app.inject({
      method: 'PUT',
      url: `/api/events/bookings/${rejected._id}/status`,
      headers: bearer(admin),
      payload: { status: 'Rejected', reason: 'لم يصل المبلغ' },
    });
    expect(decided.statusCode).toBe(200);
    const byBooker = await t().app.inject({
      method: 'POST',
      url: `/api/tickets/${cancelled.ticketUrl.split('/').pop()}/cancel`,
    });
    expect(byBooker.statusCode).toBe(200);
    const byStaff = await t().app.inject({
      method: 'POST',
      url: `/api/events/bookings/${staffCancelled._id}/cancel`,
      headers: bearer(admin),
      payload: { reason: 'تغيير المكان' },
    });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    const contact = await t().app.inject({
      method: 'POST',
      url: '/api/contact/contact-messages',
      payload: {
        fullName: 'Mona Adel',
        email: 'mona.facts@example.com',
        phone: '01012345678',
        requestType: 'Inquiry',
        message: 'Do you build mobile apps?',
      },
    });
    expect(contact.statusCode).toBe(201);

    const kinds = (await t().database.db.select({ kind: emailOutbox.kind }).from(emailOutbox)).map(
      (r) => r.kind,
    );
    expect(kinds).toEqual(
      expect.arrayContaining(['booking-received', 'booking-rejected', 'booking-cancelled', 'contact-new']),
    );
    expect(await t().database.db.select().from(emailOutbox).where(isNull(emailOutbox.data))).toEqual([]);
  });
});
