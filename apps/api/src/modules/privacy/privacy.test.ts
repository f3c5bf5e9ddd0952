import { AR_PRIVACY } from '@app/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi, multipart } from '../../../test/helpers/events';
import { NOTHING_FOUND } from '../../../test/helpers/privacy';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { accessLog, bookings, contactMessages, events, storedImages, tickets } from '../../db/schema';
import { runRetention } from '../../jobs/retention';

/**
 * docs/api/privacy.md#retention: retention after an event, a person's privacy request (search, erase)
 * and the access log of who saw personal data.
 */
const t = useTestApp();
let admin: { token: string; id: string; username: string };
let counter = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  admin = await signIn(t(), 'Admin');
});

/** A valid Egyptian national ID (born 1999-01-01) and an address, new each call. */
function person() {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return {
    nationalId: `2990101130${n}`,
    guestId: `2990101140${n}`,
    email: `privacy${counter}.${Date.now()}@example.com`,
    phone: `0101234${n}`,
    sender: `0111234${n}`,
  };
}

/** A paid booking of two (the booker and a guest) with a proof of payment, accepted. */
async function paidBooking(eventId: string, who = person()) {
  const res = await t().app.inject({
    method: 'POST',
    url: '/api/events/bookings',
    payload: {
      eventId,
      nationalId: who.nationalId,
      fullName: 'منى حسن',
      email: who.email,
      guests: [{ fullName: 'كريم حسن', nationalId: who.guestId }],
      paymentMethod: 'VodafoneCash',
      paymentNumber: who.phone,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { _id: id, ticketUrl } = res.json().data as { _id: string; ticketUrl: string };
  const screenshot = await sharp({ create: { width: 300, height: 600, channels: 3, background: '#eef' } })
    .png()
    .toBuffer();
  const transactionId = `TX${counter}ABC`;
  const body = multipart({ transactionId, senderNumber: who.sender }, { bytes: screenshot });
  const proof = await t().app.inject({
    method: 'POST',
    url: `/api/tickets/${ticketUrl.replace('/ticket/', '')}/payment-proof`,
    headers: body.headers,
    payload: body.payload,
  });
  expect(proof.statusCode, proof.body).toBe(200);
  const accepted = await t().app.inject({
    method: 'PUT',
    url: `/api/events/bookings/${id}/status`,
    headers: bearer(admin.token),
    payload: { status: 'Accepted' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { id, who, transactionId };
}

async function moveEvent(eventId: string, daysFromNow: number) {
  await t()
    .database.db.update(events)
    .set({ date: new Date(Date.now() + daysFromNow * DAY) })
    .where(eq(events.id, eventId));
}

async function staffView(id: string) {
  const res = await t().app.inject({
    url: `/api/events/bookings?id=${id}`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0];
}

async function proofPaths(id: string): Promise<string[]> {
  const [row] = await t()
    .database.db.select({ proofImage: bookings.proofImage })
    .from(bookings)
    .where(eq(bookings.id, id));
  const path = row?.proofImage;
  if (!path) return [];
  return [path, path.replace(/\.webp$/, '-600.webp')];
}

async function storedCount(paths: string[]): Promise<number> {
  if (paths.length === 0) return 0;
  const rows = await t()
    .database.db.select({ path: storedImages.path })
    .from(storedImages)
    .where(inArray(storedImages.path, paths));
  return rows.length;
}

async function auditEntries(limit = 20) {
  const res = await t().app.inject({ url: `/api/audit?limit=${limit}`, headers: bearer(admin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    _id: string;
    at: string;
    action: string;
    targetType: string;
    targetId: string;
    actor: { _id: string; username: string } | null;
    details: Record<string, unknown>;
  }[];
}

describe('retention (RETENTION_DAYS after the event)', () => {
  it("erases exactly a past event's personal fields, keeps names, references, amounts and statuses, and leaves a future event alone", async () => {
    const past = await createEventViaApi(t(), admin.token, { totalSeats: 10 });
    const future = await createEventViaApi(t(), admin.token, { totalSeats: 10 });
    const old = await paidBooking(past._id);
    const coming = await paidBooking(future._id);
    const oldPaths = await proofPaths(old.id);
    expect(await storedCount(oldPaths)).toBe(2);
    const before = await staffView(old.id);
    const futureBefore = await staffView(coming.id);
    expect(before.nationalId).toBe(old.who.nationalId);
    expect(before.proof).not.toBeNull();

    // 91 days after the past event (default RETENTION_DAYS 90); the future one is 30 days ahead.
    await moveEvent(past._id, -91);
    const first = await runRetention(t().database.db, t().config);
    expect(first.bookings).toBeGreaterThanOrEqual(1);

    const after = await staffView(old.id);
    expect(after).toMatchObject({
      nationalId: null,
      email: null,
      paymentNumber: null,
      proof: null,
      // What the accounts need stays.
      fullName: before.fullName,
      reference: before.reference,
      amount: before.amount,
      status: 'Accepted',
      paymentMethod: 'VodafoneCash',
      quantity: 2,
    });
    expect(after.tickets).toEqual([
      expect.objectContaining({ fullName: 'منى حسن', nationalId: null }),
      expect.objectContaining({ fullName: 'كريم حسن', nationalId: null }),
    ]);
    const [row] = await t().database.db.select().from(bookings).where(eq(bookings.id, old.id));
    expect(row).toMatchObject({
      proofTransactionId: null,
      proofSenderNumber: null,
      proofImage: null,
      erasedAt: expect.any(Date),
    });
    // The stored screenshot (both copies) is gone, and its staff URL finds nothing.
    expect(await storedCount(oldPaths)).toBe(0);
    const proof = await t().app.inject({
      url: `/api/events/bookings/${old.id}/payment-proof`,
      headers: bearer(admin.token),
    });
    expect(proof.statusCode).toBe(404);

    // The future event's booking is untouched.
    expect(await staffView(coming.id)).toEqual(futureBefore);
    expect(await storedCount(await proofPaths(coming.id))).toBe(2);

    // Each booking is erased once: a second run (another process, the next day) finds nothing.
    const second = await runRetention(t().database.db, t().config);
    expect(second.bookings).toBe(0);
  });

  it("reads '—' in the CSV where a field was erased", async () => {
    const past = await createEventViaApi(t(), admin.token, { totalSeats: 5 });
    const old = await paidBooking(past._id);
    await moveEvent(past._id, -200);
    await runRetention(t().database.db, { ...t().config, retentionDays: 90 });
    const res = await t().app.inject({
      url: `/api/events/bookings/export?eventId=${past._id}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const line = res.body.split('\r\n')[1]!;
    const reference = (await staffView(old.id)).reference;
    // Reference, holder, national ID, the ticket's number ('١ من ١'), email; every cell quoted.
    const cells = line.split('","').map((cell) => cell.replaceAll('"', ''));
    expect(cells.slice(0, 3)).toEqual([reference, 'منى حسن', '—']);
    expect(cells[4]).toBe('—');
    expect(line).not.toContain(old.who.nationalId);
    expect(line).not.toContain(old.who.email);
    expect(line).not.toContain(old.who.phone);
    // The proof's transaction ID itself: a random reference may hold 'TX' (F2ZUTXA did).
    expect(line).not.toContain(old.transactionId);
  });

  it('waits RETENTION_DAYS: an event 10 days past keeps its data', async () => {
    const recent = await createEventViaApi(t(), admin.token, { totalSeats: 5 });
    const booking = await paidBooking(recent._id);
    await moveEvent(recent._id, -10);
    await runRetention(t().database.db, { ...t().config, retentionDays: 90 });
    expect((await staffView(booking.id)).nationalId).toBe(booking.who.nationalId);
  });
});

describe('privacy requests', () => {
  async function contactRequest(who: ReturnType<typeof person>) {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/contact/contact-messages',
      payload: {
        fullName: 'Mona Hassan',
        email: who.email,
        phone: who.phone,
        requestType: 'Inquiry',
        message: 'Hello',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  }

  function search(q: string) {
    return t().app.inject({
      url: `/api/privacy/search?q=${encodeURIComponent(q)}`,
      headers: bearer(admin.token),
    });
  }

  function erase(q: string) {
    return t().app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: bearer(admin.token),
      payload: { q },
    });
  }

  it("finds a person's bookings, tickets and contact requests by national ID, email or phone", async () => {
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 5 });
    const { id, who } = await paidBooking(event._id);
    const contactId = await contactRequest(who);

    const byEmail = (await search(who.email.toUpperCase())).json().data;
    expect(byEmail.bookings.map((b: { _id: string }) => b._id)).toEqual([id]);
    expect(byEmail.contactRequests.map((c: { _id: string }) => c._id)).toEqual([contactId]);
    expect(byEmail.blocked).toBe(true);

    const byId = (await search(who.nationalId)).json().data;
    expect(byId.bookings.map((b: { _id: string }) => b._id)).toEqual([id]);
    expect(byId.tickets).toHaveLength(1);

    // The guest is found by their own national ID, as a ticket of someone else's booking.
    const guest = (await search(who.guestId)).json().data;
    expect(guest.bookings).toEqual([]);
    expect(guest.tickets).toEqual([expect.objectContaining({ bookingId: id, fullName: 'كريم حسن' })]);

    // The payment number with its country code, and the proof's sender number, find the same booking.
    const byPhone = (await search(`+20 ${who.phone.slice(1)}`)).json().data;
    expect(byPhone.bookings.map((b: { _id: string }) => b._id)).toEqual([id]);
    expect(byPhone.contactRequests.map((c: { _id: string }) => c._id)).toEqual([contactId]);
    const bySender = (await search(who.sender)).json().data;
    expect(bySender.bookings.map((b: { _id: string }) => b._id)).toEqual([id]);

    const bad = await search('Mona');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: AR_PRIVACY.privacy.queryInvalid });
  });

  it('refuses to erase while the person holds an active booking of an event to come (409), then erases once it is cancelled', async () => {
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 5 });
    const { id, who } = await paidBooking(event._id);
    const contactId = await contactRequest(who);
    const paths = await proofPaths(id);

    const refused = await erase(who.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, error: AR_PRIVACY.privacy.activeBooking });
    expect((await staffView(id)).email).toBe(who.email);
    // A guest of that booking is refused too: their ticket is in use.
    expect((await erase(who.guestId)).statusCode).toBe(409);

    const cancelled = await t().app.inject({
      method: 'POST',
      url: `/api/events/bookings/${id}/cancel`,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // It was paid: its refund is Due, and the erasure waits until the money went back.
    const due = await erase(who.email);
    expect(due.statusCode).toBe(409);
    expect(due.json()).toMatchObject({ success: false, error: AR_PRIVACY.privacy.refundDue });
    const refund = (await search(who.email)).json().data.refunds[0];
    expect(refund).toMatchObject({ bookingId: id, status: 'Due', inUse: true });
    const refunded = await t().app.inject({
      method: 'POST',
      url: `/api/payments/refunds/${refund._id}/done`,
      headers: bearer(admin.token),
      payload: { transactionId: `RF${counter}` },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const done = await erase(who.email);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      bookings: [id],
      tickets: [],
      contactRequests: [contactId],
      waitlistEntries: [],
      transfers: [],
      refunds: [refund._id],
    });
    // The booking's emails (received, accepted, cancelled, refund sent), sent or not.
    expect(done.json().data.emails.length).toBeGreaterThanOrEqual(4);
    const after = await staffView(id);
    expect(after).toMatchObject({
      nationalId: null,
      email: null,
      paymentNumber: null,
      proof: null,
      fullName: 'منى حسن',
      status: 'Cancelled',
    });
    expect(after.tickets.every((ticket: { nationalId: string | null }) => ticket.nationalId === null)).toBe(
      true,
    );
    expect(await storedCount(paths)).toBe(0);
    const contacts = await t()
      .database.db.select()
      .from(contactMessages)
      .where(eq(contactMessages.id, contactId));
    expect(contacts).toEqual([]);

    // Nothing is left to find by the address.
    const again = (await search(who.email)).json().data;
    expect(again).toEqual(NOTHING_FOUND);
  });

  it("erases a past event's booking, and a guest's own ticket ID in another's booking", async () => {
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 5 });
    const { id, who } = await paidBooking(event._id);
    await moveEvent(event._id, -2);

    const guest = await erase(who.guestId);
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json().data.bookings).toEqual([]);
    expect(guest.json().data.tickets).toHaveLength(1);
    const ticketRows = await t().database.db.select().from(tickets).where(eq(tickets.bookingId, id));
    expect(ticketRows.find((row) => row.position === 1)?.nationalId).toBeNull();
    // The booker's own data stays until they ask.
    expect(ticketRows.find((row) => row.position === 0)?.nationalId).toBe(who.nationalId);

    const booker = await erase(who.nationalId);
    expect(booker.statusCode).toBe(200);
    expect(booker.json().data.bookings).toEqual([id]);
    expect((await staffView(id)).status).toBe('Accepted');
  });

  it('records the search and the erasure in the access log with a hash, never the searched text', async () => {
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 5 });
    const { id, who } = await paidBooking(event._id);
    await moveEvent(event._id, -1);
    await search(who.email);
    await erase(who.email);
    const [erased, searched] = await auditEntries(2);
    expect(searched).toMatchObject({
      action: 'privacy.search',
      targetType: 'person',
      actor: { _id: admin.id, username: admin.username },
      details: { by: 'email', bookingIds: [id] },
    });
    expect(erased).toMatchObject({
      action: 'privacy.erase',
      targetType: 'person',
      details: { bookings: [id] },
    });
    // The same person gives the same key, so "who looked this person up" can be answered.
    expect(erased!.targetId).toBe(searched!.targetId);
    const stored = JSON.stringify(await t().database.db.select().from(accessLog));
    expect(stored).not.toContain(who.email);
    expect(stored).not.toContain(who.nationalId);
  });
});

describe('access log', () => {
  it('records a payment proof view, a CSV export and a door look-up, with who and what', async () => {
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 5 });
    const { id } = await paidBooking(event._id);
    const scanner = await signIn(t(), 'Scanner');

    const proof = await t().app.inject({
      url: `/api/events/bookings/${id}/payment-proof`,
      headers: bearer(admin.token),
    });
    expect(proof.statusCode).toBe(200);
    const csv = await t().app.inject({
      url: `/api/events/bookings/export?eventId=${event._id}`,
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    const lookUp = await t().app.inject({
      url: `/api/events/${event._id}/attendees?q=${encodeURIComponent('منى')}`,
      headers: bearer(scanner.token),
    });
    expect(lookUp.statusCode).toBe(200);

    const [door, exported, viewed] = await auditEntries(3);
    expect(viewed).toMatchObject({
      action: 'payment-proof.view',
      targetType: 'booking',
      targetId: id,
      actor: { _id: admin.id },
    });
    expect(exported).toMatchObject({ action: 'bookings.export', targetType: 'event', targetId: event._id });
    expect(door).toMatchObject({
      action: 'door.lookup',
      targetType: 'event',
      targetId: event._id,
      actor: { _id: scanner.id, username: scanner.username },
      details: { results: 1, bookingIds: [id] },
    });
    expect(JSON.stringify(door)).not.toContain('منى');
  });

  it('records a staff search of the bookings list (its kind and the ids shown, never its text) and a door snapshot download', async () => {
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 5 });
    const { id, who } = await paidBooking(event._id);
    const supporter = await signIn(t(), 'Supporter');
    const scanner = await signIn(t(), 'Scanner');

    const byName = await t().app.inject({
      url: `/api/events/bookings?eventId=${event._id}&q=${encodeURIComponent('منى')}`,
      headers: bearer(supporter.token),
    });
    expect(byName.json().data.map((b: { _id: string }) => b._id)).toEqual([id]);
    const byPhone = await t().app.inject({
      url: `/api/events/bookings?q=${who.phone}`,
      headers: bearer(supporter.token),
    });
    expect(byPhone.json().data.map((b: { _id: string }) => b._id)).toEqual([id]);
    // A list without a search shows no one in particular: not recorded.
    await t().app.inject({
      url: `/api/events/bookings?eventId=${event._id}`,
      headers: bearer(supporter.token),
    });
    const snapshot = await t().app.inject({
      url: `/api/events/${event._id}/check-in/snapshot`,
      headers: bearer(scanner.token),
    });
    expect(snapshot.statusCode).toBe(200);

    const [door, phone, name] = await auditEntries(3);
    expect(name).toMatchObject({
      action: 'bookings.search',
      targetType: 'person',
      actor: { _id: supporter.id, username: supporter.username },
      details: { by: 'name', eventId: event._id, results: 1, bookingIds: [id] },
    });
    expect(phone).toMatchObject({
      action: 'bookings.search',
      details: { by: 'phone', results: 1, bookingIds: [id] },
    });
    expect(door).toMatchObject({
      action: 'door.snapshot',
      targetType: 'event',
      targetId: event._id,
      actor: { _id: scanner.id },
      details: { results: 2 },
    });
    // A phone searched on the list and in a privacy request is one person in the log.
    await t().app.inject({ url: `/api/privacy/search?q=${who.phone}`, headers: bearer(admin.token) });
    const [privacy] = await auditEntries(1);
    expect(privacy!.targetId).toBe(phone!.targetId);
    const stored = JSON.stringify(await auditEntries(4));
    for (const text of ['منى', who.phone, who.phone.slice(1), who.email, who.nationalId]) {
      expect(stored).not.toContain(text);
    }
  });

  it('pages newest first with before (an entry id or a time), and refuses a bad before (400)', async () => {
    const all = await auditEntries(200);
    expect(all.length).toBeGreaterThan(3);
    const times = all.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    const page = await t().app.inject({
      url: `/api/audit?limit=2&before=${all[1]!._id}`,
      headers: bearer(admin.token),
    });
    expect(page.json().data.map((entry: { _id: string }) => entry._id)).toEqual([all[2]!._id, all[3]!._id]);
    const byTime = await t().app.inject({
      url: `/api/audit?before=${encodeURIComponent(new Date(Date.now() - 365 * DAY).toISOString())}`,
      headers: bearer(admin.token),
    });
    expect(byTime.json().data).toEqual([]);
    for (const bad of ['yesterday', '00000000-0000-4000-8000-000000000000']) {
      const res = await t().app.inject({ url: `/api/audit?before=${bad}`, headers: bearer(admin.token) });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await t().app.inject({ url: '/api/audit?limit=0', headers: bearer(admin.token) })).statusCode,
    ).toBe(400);
  });

  it('a refused log entry does not refuse the read: the proof is still served', async () => {
    const event = await createEventViaApi(t(), admin.token, { totalSeats: 5 });
    const { id } = await paidBooking(event._id);
    await t().database.db.execute(sql`ALTER TABLE access_log RENAME TO access_log_away`);
    try {
      const proof = await t().app.inject({
        url: `/api/events/bookings/${id}/payment-proof`,
        headers: bearer(admin.token),
      });
      expect(proof.statusCode).toBe(200);
    } finally {
      await t().database.db.execute(sql`ALTER TABLE access_log_away RENAME TO access_log`);
    }
  });

  it('is Admin only', async () => {
    const supporter = await signIn(t(), 'Supporter');
    const res = await t().app.inject({ url: '/api/audit', headers: bearer(supporter.token) });
    expect(res.statusCode).toBe(403);
  });
});
