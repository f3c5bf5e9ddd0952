import { AR_EVENT_MESSAGES } from '@app/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, visitor } from '../../../test/helpers/bookings';
import { createEventViaApi } from '../../../test/helpers/events';
import { queuedEmails } from '../../../test/helpers/outbox';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { bookings, emailOutbox, eventMessages, waitlistEntries } from '../../db/schema';
import { createOutboxSender } from '../../jobs/outbox-sender';
import { dispatchDueMessages } from './messages.service';

const t = useTestApp();
const M = AR_EVENT_MESSAGES.server;
const quiet = { warn() {}, error() {}, info() {}, debug() {} } as never;
let admin: string;
let supporter: string;
let n = 37_000;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
  supporter = (await signIn(t(), 'Supporter')).token;
});

type Booked = { _id: string; email: string; ticketUrl: string };

async function book(eventId: string, email: string, name = 'منى سعيد'): Promise<Booked> {
  n += 1;
  return bookViaApi<Booked>(t(), eventId, visitor(n, email, name));
}

async function setStatus(id: string, status: 'Accepted' | 'Pending' | 'Rejected', checkedIn = false) {
  await t()
    .database.db.update(bookings)
    .set({ status, ...(checkedIn && { checkedInAt: new Date() }) })
    .where(eq(bookings.id, id));
}

function post(eventId: string, body: unknown, token = admin, path = 'messages') {
  return t().app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/${path}`,
    headers: bearer(token),
    payload: body as object,
  });
}

const message = (audience: unknown, extra: Record<string, unknown> = {}) => ({
  subject: 'تغيير مكان الأمسية',
  body: 'السطر الأول\nالسطر الثاني',
  audience,
  ...extra,
});

async function recipientsOf(eventId: string, audience: unknown): Promise<number> {
  const res = await post(eventId, message(audience), admin, 'messages/preview');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.recipients;
}

/**
 * An event with: two Accepted bookings of one mailbox (case and +tag), an Accepted one checked in,
 * an Accepted one not, two Pending, a Rejected, and two waiting-list entries (one Waiting).
 */
async function populatedEvent() {
  const event = await createEventViaApi(t(), admin, { ticketPrice: 100, totalSeats: 50 });
  const tag = `${n}`;
  const mona = await book(event._id, `Mona.${tag}@Example.com`);
  const monaAgain = await book(event._id, `mona.${tag}+second@example.com`);
  const omar = await book(event._id, `omar.${tag}@example.com`, 'عمر');
  const sara = await book(event._id, `sara.${tag}@example.com`, 'سارة');
  const pending1 = await book(event._id, `p1.${tag}@example.com`);
  const pending2 = await book(event._id, `p2.${tag}@example.com`);
  const rejected = await book(event._id, `r.${tag}@example.com`);
  await setStatus(mona._id, 'Accepted');
  await setStatus(monaAgain._id, 'Accepted');
  await setStatus(omar._id, 'Accepted', true);
  await setStatus(sara._id, 'Accepted');
  await setStatus(rejected._id, 'Rejected');
  await t()
    .database.db.insert(waitlistEntries)
    .values([
      { eventId: event._id, fullName: 'هدى', email: `w1.${tag}@example.com`, quantity: 1 },
      { eventId: event._id, fullName: 'خالد', email: `w2.${tag}@example.com`, quantity: 1, status: 'Left' },
    ]);
  return { event, mona, monaAgain, omar, sara, pending1, pending2 };
}

describe('messages to an event’s people: validation and roles', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = (await createEventViaApi(t(), admin))._id;
  });

  it.each([
    ['an empty subject', message({ statuses: ['Accepted'] }, { subject: '  ' }), M.subjectInvalid],
    [
      'a subject of 121 characters',
      message({ statuses: ['Accepted'] }, { subject: 'س'.repeat(121) }),
      M.subjectInvalid,
    ],
    ['a subject on two lines', message({ statuses: ['Accepted'] }, { subject: 'a\nb' }), undefined],
    ['an empty body', message({ statuses: ['Accepted'] }, { body: '\n ' }), M.bodyInvalid],
    [
      'a body of 5,001 characters',
      message({ statuses: ['Accepted'] }, { body: 'x'.repeat(5001) }),
      M.bodyInvalid,
    ],
    ['no audience', { subject: 's', body: 'b' }, M.audienceInvalid],
    ['Rejected bookings', message({ statuses: ['Rejected'] }), M.audienceInvalid],
    ['no status', message({ statuses: [] }), M.audienceInvalid],
    ['a status twice', message({ statuses: ['Accepted', 'Accepted'] }), M.audienceInvalid],
    [
      'a ticket type not of the event',
      message({ statuses: ['Accepted'], ticketTypeIds: ['vip'] }),
      M.ticketTypesUnknown,
    ],
    [
      'a send time that is no time',
      message({ statuses: ['Accepted'] }, { sendAt: 'tomorrow' }),
      M.sendAtInvalid,
    ],
  ])('refuses %s with 400 and says why, queueing nothing', async (_case, body, text) => {
    for (const path of ['messages', 'messages/preview']) {
      const res = await post(eventId, body, admin, path);
      expect(res.statusCode, res.body).toBe(400);
      if (text) expect(res.json().errors[0].msg).toBe(text);
    }
    const rows = await t().database.db.select().from(eventMessages).where(eq(eventMessages.eventId, eventId));
    expect(rows).toEqual([]);
  });

  it('accepts a body of exactly 5,000 characters and a subject of 120', async () => {
    const res = await post(
      eventId,
      message({ statuses: ['Accepted'] }, { subject: 'س'.repeat(120), body: 'ب'.repeat(5000) }),
      admin,
      'messages/preview',
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is for Admin and Supporter only; an unknown event is 404', async () => {
    const body = message({ statuses: ['Accepted'] });
    for (const role of ['Contant', 'Scanner'] as const) {
      const { token } = await signIn(t(), role);
      for (const path of ['messages', 'messages/preview'])
        expect((await post(eventId, body, token, path)).statusCode).toBe(403);
      const list = await t().app.inject({ url: `/api/events/${eventId}/messages`, headers: bearer(token) });
      expect(list.statusCode).toBe(403);
    }
    expect(
      (await t().app.inject({ method: 'POST', url: `/api/events/${eventId}/messages`, payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await post(eventId, body, supporter)).statusCode).toBe(201);
    expect((await post('5e0c61d8-2b7a-4c39-8d0e-7f3b9a6c4d02', body)).statusCode).toBe(404);
    expect((await post('not-an-id', body)).statusCode).toBe(404);
  });
});

describe('the audience', () => {
  it('counts one recipient per mailbox, by status, check-in, or the waiting list', async () => {
    const { event } = await populatedEvent();
    // Accepted: Mona (two bookings, one mailbox), Omar, Sara.
    expect(await recipientsOf(event._id, { statuses: ['Accepted'] })).toBe(3);
    expect(await recipientsOf(event._id, { statuses: ['Pending'] })).toBe(2);
    expect(await recipientsOf(event._id, { statuses: ['Pending', 'Accepted'] })).toBe(5);
    expect(await recipientsOf(event._id, { statuses: ['Accepted'], checkedIn: true })).toBe(1);
    expect(await recipientsOf(event._id, { statuses: ['Accepted'], checkedIn: false })).toBe(2);
    expect(await recipientsOf(event._id, { statuses: ['Accepted'], waitlist: true })).toBe(1);
    expect(await recipientsOf(event._id, { waitlist: true })).toBe(1);
  });

  it('previews the first recipient’s email, escaped, line breaks kept, and queues nothing', async () => {
    const { event } = await populatedEvent();
    const res = await post(
      event._id,
      message({ statuses: ['Accepted'] }, { body: 'أهلاً <script>alert(1)</script>\nالسطر & الثاني' }),
      admin,
      'messages/preview',
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data;
    expect(preview.recipients).toBe(3);
    expect(preview.subject).toBe('تغيير مكان الأمسية');
    expect(preview.html).toContain('أهلاً &lt;script&gt;alert(1)&lt;/script&gt;<br>السطر &amp; الثاني');
    expect(preview.html).not.toContain('<script>');
    expect(preview.text).toContain('أهلاً <script>alert(1)</script>\nالسطر & الثاني');
    expect(preview.text).toContain('/ticket/B1.');
    const queued = await t()
      .database.db.select()
      .from(eventMessages)
      .where(eq(eventMessages.eventId, event._id));
    expect(queued).toEqual([]);
  });
});

describe('sending', () => {
  it('queues one email per mailbox, each with its own booking’s link, after every booking email, and counts them', async () => {
    const { event, mona, omar, sara } = await populatedEvent();
    const res = await post(event._id, message({ statuses: ['Accepted'] }), supporter);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      subject: 'تغيير مكان الأمسية',
      recipients: 3,
      status: 'Sending',
      sent: 0,
      failed: 0,
    });
    expect(created.createdBy.username).toMatch(/^supporter_/);

    const mails = await queuedEmails(t(), eq(emailOutbox.eventMessageId, created._id));
    expect(mails.map((m) => m.to).sort()).toEqual([mona.email, omar.email, sara.email].sort());
    for (const mail of mails) expect(mail.queued.priority).toBe(1);
    // Each its own booking's link (Mona's oldest booking for her mailbox).
    for (const booked of [mona, omar, sara]) {
      const mail = mails.find((m) => m.to === booked.email)!;
      expect(mail.text).toContain(booked.ticketUrl);
      expect(mail.text).toContain('السطر الأول\nالسطر الثاني');
    }

    await createOutboxSender(t().database.db, t().config, quiet).run();
    await dispatchDueMessages(t().database.db);
    const list = await t().app.inject({ url: `/api/events/${event._id}/messages`, headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({
      _id: created._id,
      status: 'Sent',
      sent: 3,
      failed: 0,
      recipients: 3,
    });
  });

  it('lists the event’s messages newest first', async () => {
    const event = await createEventViaApi(t(), admin);
    const first = (await post(event._id, message({ statuses: ['Accepted'] }, { subject: 'الأولى' }))).json()
      .data;
    const second = (await post(event._id, message({ statuses: ['Pending'] }, { subject: 'الثانية' }))).json()
      .data;
    const list = await t().app.inject({
      url: `/api/events/${event._id}/messages`,
      headers: bearer(supporter),
    });
    expect(list.json().data.map((m: { _id: string }) => m._id)).toEqual([second._id, first._id]);
  });
});

describe('scheduled messages', () => {
  it('waits for its time, is cancelled while Scheduled, and 409 once sending began', async () => {
    const { event } = await populatedEvent();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (await post(event._id, message({ statuses: ['Accepted'] }, { sendAt: later }))).json()
      .data;
    expect(scheduled).toMatchObject({ status: 'Scheduled', recipients: 3, sendAt: later });
    expect(await dispatchDueMessages(t().database.db)).toBe(0);
    expect(
      await t().database.db.select().from(emailOutbox).where(eq(emailOutbox.eventMessageId, scheduled._id)),
    ).toEqual([]);

    const del = (id: string) =>
      t().app.inject({
        method: 'DELETE',
        url: `/api/events/${event._id}/messages/${id}`,
        headers: bearer(admin),
      });
    const cancelled = await del(scheduled._id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('Cancelled');
    expect((await del(scheduled._id)).statusCode).toBe(409);

    const other = (await post(event._id, message({ statuses: ['Pending'] }, { sendAt: later }))).json().data;
    await t()
      .database.db.update(eventMessages)
      .set({ sendAt: sql`now() - interval '1 second'` })
      .where(eq(eventMessages.id, other._id));
    // Two processes' jobs at once: expanded once.
    const expanded = await Promise.all([
      dispatchDueMessages(t().database.db),
      dispatchDueMessages(t().database.db),
    ]);
    expect(expanded[0] + expanded[1]).toBe(1);
    const rows = await t()
      .database.db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.eventMessageId, other._id));
    expect(rows).toHaveLength(2);
    const refused = await del(other._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].msg).toBe(M.alreadySending);
    expect((await del('5e0c61d8-2b7a-4c39-8d0e-7f3b9a6c4d02')).statusCode).toBe(404);
    // The cancelled message never sends.
    await t()
      .database.db.update(eventMessages)
      .set({ sendAt: sql`now() - interval '1 second'` })
      .where(eq(eventMessages.id, scheduled._id));
    await dispatchDueMessages(t().database.db);
    expect(
      await t()
        .database.db.select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.eventMessageId, scheduled._id), isNotNull(emailOutbox.id))),
    ).toEqual([]);
  });

  it('sends at once a message whose time is already past', async () => {
    const { event } = await populatedEvent();
    const past = new Date(Date.now() - 60_000).toISOString();
    const res = await post(event._id, message({ statuses: ['Pending'] }, { sendAt: past }));
    expect(res.json().data).toMatchObject({ status: 'Sending', recipients: 2 });
  });
});

describe('an audience of ticket types (docs/api/event-messages.md#send)', () => {
  it('writes only to the bookings holding a ticket of the listed types', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 100, totalSeats: 20 });
    const vipRes = await t().app.inject({
      method: 'POST',
      url: `/api/events/${event._id}/ticket-types`,
      headers: bearer(admin),
      payload: { name: 'VIP', price: 300, quantity: 5 },
    });
    expect(vipRes.statusCode, vipRes.body).toBe(201);
    const vip = vipRes.json().data as { _id: string };
    const tag = `${n}`;
    n += 1;
    const guest = await bookViaApi<Booked>(t(), event._id, {
      ...visitor(n, `vip.${tag}@example.com`, 'منى سعيد'),
      ticketTypeId: vip._id,
    });
    const types = (
      await t().app.inject({ url: `/api/events/${event._id}/ticket-types`, headers: bearer(admin) })
    ).json().data as { _id: string; name: string }[];
    const general = types.find((type) => type.name !== 'VIP')!;
    n += 1;
    const other = await bookViaApi<Booked>(t(), event._id, {
      ...visitor(n, `general.${tag}@example.com`, 'عمر'),
      ticketTypeId: general._id,
    });
    await setStatus(guest._id, 'Accepted');
    await setStatus(other._id, 'Accepted');

    expect(await recipientsOf(event._id, { statuses: ['Accepted'] })).toBe(2);
    expect(await recipientsOf(event._id, { statuses: ['Accepted'], ticketTypeIds: [vip._id] })).toBe(1);
    expect(
      await recipientsOf(event._id, { statuses: ['Accepted'], ticketTypeIds: [vip._id, general._id] }),
    ).toBe(2);
    const sent = await post(event._id, message({ statuses: ['Accepted'], ticketTypeIds: [vip._id] }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.recipients).toBe(1);
    // Another event's type is not one of this event's.
    const elsewhere = await createEventViaApi(t(), admin, { ticketPrice: 100, totalSeats: 5 });
    const refused = await post(elsewhere._id, message({ statuses: ['Accepted'], ticketTypeIds: [vip._id] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].msg).toBe(M.ticketTypesUnknown);
  });
});
