import { createHash, randomUUID } from 'node:crypto';
import { AR_CHECK_IN, AR_EVENTS, AR_SERVER } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedBooking } from '../../../test/helpers/bookings';
import {
  door,
  envelope,
  expectNothingPrivate,
  insertBooking,
  insertEvent,
} from '../../../test/helpers/check-in';
import { signIn, type TestApp, useTestApp } from '../../../test/test-app';
import { events } from '../../db/schema';
import { checkInLog, checkInScans } from '../../db/schema/check-in';
import { signTicket } from '../bookings/booking-tokens';

/**
 * The door's routes beyond verify-qr (docs/api/check-in.md#look-up): the event choice, look-up by name,
 * the offline snapshot, sync of offline scans, progress and the duplicates staff must see.
 */
const t = useTestApp();

type Staff = Awaited<ReturnType<typeof signIn>>;
type Booking = Awaited<ReturnType<typeof insertBooking>>;

/** The exact text inside the ticket's QR code, and the snapshot key a device derives from it. */
const qrText = (bookingId: string) => signTicket(t().config.ticketSecret, bookingId);
const keyOf = (bookingId: string) => createHash('sha256').update(qrText(bookingId), 'utf8').digest('hex');

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const call = (staff: Staff | undefined) => door(t(), staff?.token);

async function hideEvent(eventId: string) {
  await t().database.db.update(events).set({ isShow: false }).where(eq(events.id, eventId));
}

const stored = (bookingId: string) => storedBooking(t(), bookingId);

async function scansOf(eventId: string) {
  return t().database.db.select().from(checkInScans).where(eq(checkInScans.eventId, eventId));
}

async function logOf(bookingId: string) {
  const rows = await t().database.db.select().from(checkInLog).where(eq(checkInLog.bookingId, bookingId));
  return rows.map(({ action, method, staffId, deviceId }) => ({ action, method, staffId, deviceId }));
}

async function search(staff: Staff, eventId: string, q: string) {
  const res = await call(staff)('GET', `/api/events/${eventId}/attendees?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, q).toBe(200);
  expect(res.json().success, q).toBe(true);
  return res.json().data as {
    _id: string;
    ticketId: string;
    fullName: string;
    reference: string;
    status: string;
    nationalIdLast4: string;
    checkedInAt: string | null;
  }[];
}

type Scan = { scanId: string; key?: string; bookingId?: string; scannedAt: string };

async function sync(staff: Staff, eventId: string, deviceId: string, scans: Scan[]) {
  const res = await call(staff)('POST', `/api/events/${eventId}/check-in/sync`, { deviceId, scans });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.data.results as {
    scanId: string;
    outcome: string;
    checkedInAt?: string;
    checkedInBy?: object;
  }[];
}

/** The door's totals; the progress per type (byType) is checked in modules/bookings/typed-bookings.test.ts. */
async function stats(staff: Staff, eventId: string) {
  const res = await call(staff)('GET', `/api/events/${eventId}/check-in/stats`);
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  const { byType, ...totals } = res.json().data;
  expect(Array.isArray(byType)).toBe(true);
  return totals;
}

async function duplicates(staff: Staff, eventId: string) {
  const res = await call(staff)('GET', `/api/events/${eventId}/check-in/duplicates`);
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data;
}

describe('who may use the door routes', () => {
  it('answers 401 without a token, 403 to Supporter and Contant, and serves Admin and Scanner', async () => {
    const app: TestApp = t();
    const event = await insertEvent(app, 'معرض الكتاب');
    const booking = await insertBooking(app, event.id, 'Accepted', { fullName: 'خالد يوسف' });
    const routes: [string, (token: Staff | undefined) => ReturnType<ReturnType<typeof door>>][] = [
      ['events list', (s) => call(s)('GET', '/api/events/check-in/events')],
      [
        'attendees',
        (s) => call(s)('GET', `/api/events/${event.id}/attendees?q=${encodeURIComponent('خالد')}`),
      ],
      ['snapshot', (s) => call(s)('GET', `/api/events/${event.id}/check-in/snapshot`)],
      [
        'sync',
        (s) =>
          call(s)('POST', `/api/events/${event.id}/check-in/sync`, {
            deviceId: 'door-roles',
            scans: [{ scanId: `roles-${randomUUID()}`, key: keyOf(booking.id), scannedAt: minutesAgo(1) }],
          }),
      ],
      ['stats', (s) => call(s)('GET', `/api/events/${event.id}/check-in/stats`)],
      ['duplicates', (s) => call(s)('GET', `/api/events/${event.id}/check-in/duplicates`)],
    ];
    const supporter = await signIn(app, 'Supporter');
    const contant = await signIn(app, 'Contant');

    for (const [name, request] of routes) {
      const anonymous = await request(undefined);
      expect(anonymous.statusCode, name).toBe(401);
      expect(anonymous.json(), name).toEqual(envelope(AR_SERVER.unauthorized));
      for (const staff of [supporter, contant]) {
        const res = await request(staff);
        expect(res.statusCode, `${name} ${staff.username}`).toBe(403);
        expect(res.json(), name).toEqual(envelope(AR_SERVER.forbidden));
      }
    }
    // A refused sync admitted nobody and recorded nothing.
    expect((await stored(booking.id)).checkedInAt).toBeNull();
    expect(await scansOf(event.id)).toEqual([]);

    const scanner = await signIn(app, 'Scanner');
    const admin = await signIn(app, 'Admin');
    for (const staff of [scanner, admin]) {
      for (const [name, request] of routes) {
        const res = await request(staff);
        expect(res.statusCode, `${name} ${staff.username}`).toBe(200);
        expect(res.json().success, name).toBe(true);
      }
    }
  });
});

describe('GET /api/events/check-in/events', () => {
  it('lists hidden events for the door while the public list and a Scanner on it do not', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const shown = await insertEvent(t(), 'أمسية شعرية');
    const hidden = await insertEvent(t(), 'حفل التخرج');
    await hideEvent(hidden.id);
    await insertBooking(t(), hidden.id, 'Accepted', { fullName: 'ياسمين عادل' });
    await insertBooking(t(), hidden.id, 'Pending', { fullName: 'عمر فاروق' });

    const res = await call(scanner)('GET', '/api/events/check-in/events');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { _id: string; name: string; isShow: boolean }[];
    // With the door's progress: one Accepted of the two, none checked in yet.
    expect(list.find((e) => e._id === hidden.id)).toMatchObject({
      name: 'حفل التخرج',
      isShow: false,
      acceptedCount: 1,
      checkedInCount: 0,
    });
    expect(list.find((e) => e._id === shown.id)).toMatchObject({ name: 'أمسية شعرية', isShow: true });

    for (const who of [undefined, scanner]) {
      const pub = await call(who)('GET', '/api/events');
      expect(pub.statusCode).toBe(200);
      const ids = (pub.json().data as { _id: string }[]).map((e) => e._id);
      expect(ids).toContain(shown.id);
      expect(ids).not.toContain(hidden.id);
    }

    // The door of a hidden event works: its guests still come.
    const snapshot = await call(scanner)('GET', `/api/events/${hidden.id}/check-in/snapshot`);
    expect(snapshot.statusCode).toBe(200);
    expect(snapshot.json().data.tickets.map((x: { fullName: string }) => x.fullName)).toEqual([
      'ياسمين عادل',
    ]);
    const [ticket] = snapshot.json().data.tickets as { bookingId: string }[];
    const admitted = await call(scanner)('POST', '/api/events/bookings/verify-qr', {
      qrCodeData: signTicket(t().config.ticketSecret, ticket!.bookingId),
      eventId: hidden.id,
    });
    expect(admitted.statusCode).toBe(200);
    const after = await call(scanner)('GET', '/api/events/check-in/events');
    expect(after.json().data.find((e: { _id: string }) => e._id === hidden.id)).toMatchObject({
      acceptedCount: 1,
      checkedInCount: 1,
    });
  });
});

describe('GET /api/events/:eventId/attendees', () => {
  it('finds names however the Arabic is spelled, in every status, only bookings of this event', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t(), 'ندوة ريادة الأعمال');
    const other = await insertEvent(t(), 'ندوة أخرى');
    const iman = await insertBooking(t(), event.id, 'Accepted', {
      fullName: 'إيمان عبد الرحمن',
      paymentNumber: '01100000001',
    });
    const fatma = await insertBooking(t(), event.id, 'Accepted', {
      fullName: 'فاطمة الزهراء',
      paymentNumber: '01100000002',
    });
    const mostafa = await insertBooking(t(), event.id, 'Accepted', {
      fullName: 'مصطفى كامل',
      paymentNumber: '01100000003',
    });
    const mohamed = await insertBooking(t(), event.id, 'Accepted', {
      fullName: 'مُحَمَّد آدم',
      paymentNumber: '01100000004',
    });
    const abdallah = await insertBooking(t(), event.id, 'Accepted', {
      fullName: 'عبـــدالله أسامة',
      paymentNumber: '01100000005',
    });
    const unpaid: Booking[] = [];
    for (const status of ['Pending', 'Rejected', 'Cancelled'] as const) {
      unpaid.push(
        await insertBooking(t(), event.id, status, {
          fullName: `إيمان ${status}`,
          paymentNumber: '01100000006',
        }),
      );
    }
    await insertBooking(t(), other.id, 'Accepted', { fullName: 'إيمان حسن', paymentNumber: '01100000007' });

    const item = (b: Booking) => ({
      _id: b.id,
      ticketId: b.id,
      fullName: b.fullName,
      reference: b.reference,
      status: b.status,
      nationalIdLast4: b.nationalId!.slice(-4),
      checkedInAt: null,
      // docs/api/ticket-types.md#elsewhere: every look-up item names its ticket's type.
      ticketType: 'دخول عام',
    });
    // Not paid yet, rejected or cancelled are listed with their status, after those who may enter.
    for (const q of ['ايمان', 'إيمان']) {
      const found = await search(scanner, event.id, q);
      expect(found[0], q).toEqual(item(iman));
      expect(found.slice(1), q).toEqual(expect.arrayContaining(unpaid.map(item)));
      expect(found, q).toHaveLength(4);
    }
    expect(await search(scanner, event.id, 'إيمان Cancelled')).toEqual([item(unpaid[2]!)]);
    expect(await search(scanner, event.id, 'فاطمه')).toEqual([item(fatma)]);
    expect(await search(scanner, event.id, 'مصطفي')).toEqual([item(mostafa)]);
    // Stored with diacritics, typed without; typed with diacritics and tatweel, stored without.
    expect(await search(scanner, event.id, 'محمد ادم')).toEqual([item(mohamed)]);
    expect(await search(scanner, event.id, 'عبدالله')).toEqual([item(abdallah)]);
    expect(await search(scanner, event.id, 'عَبْدُ الرَّحْمـــٰن')).toEqual([item(iman)]); // dagger alef too
    expect(await search(scanner, event.id, '  فاطمة    الزهراء ')).toEqual([item(fatma)]);
    expect(await search(scanner, event.id, 'يوسف')).toEqual([]);
    // LIKE wildcards typed by staff are text, not "everyone".
    expect(await search(scanner, event.id, '%')).toEqual([]);
    expect(await search(scanner, event.id, '_')).toEqual([]);
    expect(await search(scanner, event.id, '')).toEqual([]);
    expect((await call(scanner)('GET', `/api/events/${event.id}/attendees`)).json()).toEqual({
      success: true,
      data: [],
    });
  });

  it('finds by reference (any case, spaces) and by phone digits typed as ٠-٩', async () => {
    const admin = await signIn(t(), 'Admin');
    const event = await insertEvent(t(), 'مؤتمر الصحة');
    const salma = await insertBooking(t(), event.id, 'Accepted', {
      fullName: 'سلمى إبراهيم',
      paymentNumber: '01098765432',
    });
    const hoda = await insertBooking(t(), event.id, 'Accepted', {
      fullName: 'هدى سمير',
      paymentNumber: '01234500011',
    });
    const pending = await insertBooking(t(), event.id, 'Pending', {
      fullName: 'رحاب نبيل',
      paymentNumber: '01098765432',
    });

    const ref = salma.reference;
    for (const q of [ref, ref.toLowerCase(), ` ${ref.slice(0, 3)} ${ref.slice(3)} `]) {
      const found = await search(admin, event.id, q);
      expect(found[0], q).toEqual({
        _id: salma.id,
        ticketId: salma.id,
        fullName: 'سلمى إبراهيم',
        reference: ref,
        status: 'Accepted',
        nationalIdLast4: salma.nationalId!.slice(-4),
        checkedInAt: null,
        ticketType: 'دخول عام',
      });
    }
    // A booking not paid yet is found with its status: "not paid" is not "not booked".
    const unpaid = await search(admin, event.id, pending.reference);
    expect(unpaid[0]).toMatchObject({ _id: pending.id, status: 'Pending' });

    for (const q of ['٠١٠٩٨٧٦٥٤٣٢', '01098765432', '٨٧٦٥', '010 9876 5432', '۰۱۰۹۸۷۶۵۴۳۲']) {
      const found = await search(admin, event.id, q);
      expect(
        found.map((a) => [a._id, a.status]),
        q,
      ).toEqual([
        [salma.id, 'Accepted'],
        [pending.id, 'Pending'],
      ]);
      expectNothingPrivate(JSON.stringify(found), { ...salma, paymentNumber: null });
    }
    expect((await search(admin, event.id, '٠٠٠١١')).map((a) => a._id)).toEqual([hoda.id]);
  });

  it('shows who is already in, answers at most 20, and refuses an overlong query or an unknown event', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t(), 'ماراثون القاهرة');
    const runners: Booking[] = [];
    for (let i = 0; i < 23; i += 1) {
      runners.push(
        await insertBooking(t(), event.id, 'Accepted', {
          fullName: `نور الهدى ${i}`,
          paymentNumber: `015${String(i).padStart(8, '0')}`,
        }),
      );
    }
    const verified = await call(scanner)('POST', '/api/events/bookings/verify-qr', {
      qrCodeData: qrText(runners[0]!.id),
      eventId: event.id,
    });
    expect(verified.statusCode).toBe(200);

    const found = await search(scanner, event.id, 'نور الهدي');
    expect(found).toHaveLength(20);
    const first = await search(scanner, event.id, 'نور الهدى 0');
    expect(first).toEqual([
      {
        _id: runners[0]!.id,
        ticketId: runners[0]!.id,
        fullName: 'نور الهدى 0',
        reference: runners[0]!.reference,
        status: 'Accepted',
        nationalIdLast4: runners[0]!.nationalId!.slice(-4),
        checkedInAt: verified.json().data.checkedInAt,
        ticketType: 'دخول عام',
      },
    ]);

    const long = await call(scanner)('GET', `/api/events/${event.id}/attendees?q=${'ا'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, error: AR_CHECK_IN.serverQueryTooLong });
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await call(scanner)('GET', `/api/events/${id}/attendees?q=${encodeURIComponent('نور')}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual(envelope(AR_EVENTS.notFound));
    }
  });
});

describe('GET /api/events/:eventId/check-in/snapshot', () => {
  it("holds the event's Accepted tickets keyed by SHA-256 of the QR text, and nothing private", async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t(), 'مهرجان الفنون');
    const other = await insertEvent(t(), 'مهرجان آخر');
    const rana = await insertBooking(t(), event.id, 'Accepted', {
      fullName: 'رنا خالد',
      paymentNumber: '01222333444',
      paymentMethod: 'InstaPay',
    });
    const ziad = await insertBooking(t(), event.id, 'Accepted', {
      fullName: 'زياد حمدي',
      paymentNumber: '01555666777',
    });
    const hidden = [
      await insertBooking(t(), event.id, 'Pending', { fullName: 'منى سعيد' }),
      await insertBooking(t(), event.id, 'Rejected', { fullName: 'كريم طارق' }),
      await insertBooking(t(), event.id, 'Cancelled', { fullName: 'هالة مجدي' }),
      await insertBooking(t(), other.id, 'Accepted', { fullName: 'شريف عماد' }),
    ];
    const admitted = await call(scanner)('POST', '/api/events/bookings/verify-qr', {
      qrCodeData: qrText(rana.id),
      eventId: event.id,
    });
    expect(admitted.statusCode).toBe(200);

    const before = Date.now();
    const res = await call(scanner)('GET', `/api/events/${event.id}/check-in/snapshot`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['generatedAt', 'tickets']);
    expect(Math.abs(Date.parse(body.data.generatedAt) - before)).toBeLessThan(60_000);
    expect(new Date(body.data.generatedAt).toISOString()).toBe(body.data.generatedAt);

    const expected = [
      {
        key: keyOf(rana.id),
        bookingId: rana.id,
        ticketId: rana.id,
        reference: rana.reference,
        fullName: 'رنا خالد',
        checkedInAt: admitted.json().data.checkedInAt,
        ticketType: 'دخول عام',
      },
      {
        key: keyOf(ziad.id),
        bookingId: ziad.id,
        ticketId: ziad.id,
        reference: ziad.reference,
        fullName: 'زياد حمدي',
        checkedInAt: null,
        ticketType: 'دخول عام',
      },
    ].sort((a, b) => (a.reference < b.reference ? -1 : 1));
    expect(body.data.tickets).toEqual(expected);
    for (const ticket of body.data.tickets) expect(ticket.key).toMatch(/^[0-9a-f]{64}$/);

    // No national ID, email or payment number anywhere, not under any name.
    const text = res.body;
    for (const b of [rana, ziad, ...hidden]) {
      expect(text).not.toContain(b.nationalId);
      expect(text).not.toContain(b.email);
    }
    for (const secret of ['01222333444', '01555666777', 'nationalId', 'email', 'paymentNumber', 'InstaPay']) {
      expect(text).not.toContain(secret);
    }
    for (const b of hidden) expect(text).not.toContain(b.id);
    // Nor the QR text itself: only its hash leaves for a device.
    expect(text).not.toContain(qrText(ziad.id));

    const unknown = await call(scanner)('GET', `/api/events/${randomUUID()}/check-in/snapshot`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(envelope(AR_EVENTS.notFound));
  });
});

describe('POST /api/events/:eventId/check-in/sync', () => {
  it('admits the first scan to arrive; the same scan again gets the same answer and records nothing', async () => {
    const doorA = await signIn(t(), 'Scanner');
    const event = await insertEvent(t(), 'حفلة عمر خيرت');
    const guest = await insertBooking(t(), event.id, 'Accepted', { fullName: 'إيمان عبد الرحمن' });
    await insertBooking(t(), event.id, 'Accepted', { fullName: 'محمود سامي' });
    expect(await stats(doorA, event.id)).toEqual({ accepted: 2, checkedIn: 0, duplicates: 0 });

    const scannedAt = minutesAgo(7);
    const scans = [{ scanId: `a-${randomUUID()}`, key: keyOf(guest.id), scannedAt }];
    const first = await sync(doorA, event.id, 'door-A', scans);
    // Whose ticket it was, as every door answer says it (section 6): never the email or whole ID.
    expect(first).toEqual([
      {
        scanId: scans[0]!.scanId,
        outcome: 'admitted',
        checkedInAt: scannedAt,
        checkedInBy: { username: doorA.username },
        _id: guest.id,
        ticketId: guest.id,
        reference: guest.reference,
        fullName: 'إيمان عبد الرحمن',
        nationalIdLast4: guest.nationalId!.slice(-4),
        status: 'Accepted',
        event: { _id: event.id, name: 'حفلة عمر خيرت' },
      },
    ]);
    // Admitted at the time it was scanned, by the account that synced, recorded as offline from door-A.
    expect(await stored(guest.id)).toMatchObject({ checkedInBy: doorA.id });
    expect((await stored(guest.id)).checkedInAt!.toISOString()).toBe(scannedAt);
    expect(await logOf(guest.id)).toEqual([
      { action: 'admit', method: 'offline', staffId: doorA.id, deviceId: 'door-A' },
    ]);
    expect(await stats(doorA, event.id)).toEqual({ accepted: 2, checkedIn: 1, duplicates: 0 });

    // The sync was cut off and the device sends its queue again (even from another account).
    const admin = await signIn(t(), 'Admin');
    for (const staff of [doorA, admin]) {
      expect(await sync(staff, event.id, 'door-A', scans)).toEqual(first);
    }
    // Same scan id with a changed payload: the answer given stands.
    expect(await sync(doorA, event.id, 'door-A', [{ ...scans[0]!, key: 'f'.repeat(64) }])).toEqual(first);
    expect(await stats(doorA, event.id)).toEqual({ accepted: 2, checkedIn: 1, duplicates: 0 });
    expect(await scansOf(event.id)).toHaveLength(1);
    expect(await logOf(guest.id)).toHaveLength(1);
    expect(await duplicates(doorA, event.id)).toEqual([]);

    // verify-qr now sees the guest as already in, with the offline admission.
    const online = await call(admin)('POST', '/api/events/bookings/verify-qr', {
      qrCodeData: qrText(guest.id),
      eventId: event.id,
    });
    expect(online.statusCode).toBe(400);
    expect(online.json()).toEqual({
      ...envelope(AR_CHECK_IN.serverAlreadyCheckedIn),
      checkedInAt: scannedAt,
      checkedInBy: { username: doorA.username },
    });
  });

  it('answers a later scan of the ticket from another door as a duplicate, listed with both devices', async () => {
    const doorA = await signIn(t(), 'Scanner');
    const doorB = await signIn(t(), 'Scanner');
    const event = await insertEvent(t(), 'ليلة الإنشاد');
    const guest = await insertBooking(t(), event.id, 'Accepted', { fullName: 'فاطمة الزهراء' });

    const atA = minutesAgo(10);
    const atB = minutesAgo(4);
    const scanA = `a-${randomUUID()}`;
    const scanB = `b-${randomUUID()}`;
    expect(
      (await sync(doorA, event.id, 'door-A', [{ scanId: scanA, key: keyOf(guest.id), scannedAt: atA }]))[0],
    ).toMatchObject({ outcome: 'admitted', checkedInAt: atA });

    // door-B typed the reference offline and let the guest in by booking id.
    const second = await sync(doorB, event.id, 'door-B', [
      { scanId: scanB, bookingId: guest.id, scannedAt: atB },
    ]);
    expect(second).toMatchObject([
      { scanId: scanB, outcome: 'duplicate', checkedInAt: atA, checkedInBy: { username: doorA.username } },
    ]);
    expect((await stored(guest.id)).checkedInAt!.toISOString()).toBe(atA);
    expect(await logOf(guest.id)).toHaveLength(1);
    expect(await stats(doorB, event.id)).toEqual({ accepted: 1, checkedIn: 1, duplicates: 1 });

    const expectedDuplicate = {
      scanId: scanB,
      booking: { _id: guest.id, fullName: 'فاطمة الزهراء', reference: guest.reference },
      scannedAt: atB,
      deviceId: 'door-B',
      staff: { username: doorB.username },
      admission: { at: atA, deviceId: 'door-A', staff: { username: doorA.username } },
    };
    expect(await duplicates(doorA, event.id)).toEqual([expectedDuplicate]);

    // door-B sends its queue again: same answer, still one duplicate.
    expect(
      await sync(doorB, event.id, 'door-B', [{ scanId: scanB, bookingId: guest.id, scannedAt: atB }]),
    ).toEqual(second);
    expect(await stats(doorB, event.id)).toEqual({ accepted: 1, checkedIn: 1, duplicates: 1 });
    expect(await duplicates(doorA, event.id)).toEqual([expectedDuplicate]);
  });

  it('knows a scan by its event and device: the same scan id at another event, or from another device, is another scan', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const first = await insertEvent(t(), 'ليلة العود');
    const second = await insertEvent(t(), 'ليلة القانون');
    const there = await insertBooking(t(), first.id, 'Accepted', { fullName: 'ياسمين صبري' });
    const here = await insertBooking(t(), second.id, 'Accepted', { fullName: 'كريم فهمي' });
    const beside = await insertBooking(t(), second.id, 'Accepted', { fullName: 'هند صبري' });
    // A device that numbers its scans, starting again at each event (or two devices that do).
    const scanId = `scan-${randomUUID().slice(0, 8)}`;
    const atFirst = [{ scanId, key: keyOf(there.id), scannedAt: minutesAgo(90) }];
    const [a] = await sync(scanner, first.id, 'door-A', atFirst);
    expect(a).toMatchObject({ scanId, outcome: 'admitted', _id: there.id });

    const atSecond = [{ scanId, key: keyOf(here.id), scannedAt: minutesAgo(5) }];
    const [b] = await sync(scanner, second.id, 'door-A', atSecond);
    expect(b).toMatchObject({
      scanId,
      outcome: 'admitted',
      checkedInAt: atSecond[0]!.scannedAt,
      _id: here.id,
    });
    expect((await stored(here.id)).checkedInAt!.toISOString()).toBe(atSecond[0]!.scannedAt);

    const fromB = [{ scanId, key: keyOf(beside.id), scannedAt: minutesAgo(2) }];
    const [c] = await sync(scanner, second.id, 'door-B', fromB);
    expect(c).toMatchObject({ scanId, outcome: 'admitted', _id: beside.id });
    expect((await stored(beside.id)).checkedInAt!.toISOString()).toBe(fromB[0]!.scannedAt);

    // Each sent again (a sync cut off half-way) is still answered from its own record.
    expect(await sync(scanner, first.id, 'door-A', atFirst)).toEqual([a]);
    expect(await sync(scanner, second.id, 'door-A', atSecond)).toEqual([b]);
    expect(await sync(scanner, second.id, 'door-B', fromB)).toEqual([c]);
    expect(await scansOf(first.id)).toHaveLength(1);
    expect(await scansOf(second.id)).toHaveLength(2);
    expect(await stats(scanner, second.id)).toEqual({ accepted: 2, checkedIn: 2, duplicates: 0 });
  });

  it('is a duplicate when the guest was admitted online first (no device for that admission)', async () => {
    const online = await signIn(t(), 'Admin');
    const offline = await signIn(t(), 'Scanner');
    const event = await insertEvent(t(), 'ملتقى المبرمجين');
    const guest = await insertBooking(t(), event.id, 'Accepted', { fullName: 'مصطفى كامل' });
    const verified = await call(online)('POST', '/api/events/bookings/verify-qr', {
      qrCodeData: qrText(guest.id),
      eventId: event.id,
    });
    expect(verified.statusCode).toBe(200);
    const at = verified.json().data.checkedInAt;

    const scanId = `c-${randomUUID()}`;
    const scannedAt = minutesAgo(1);
    expect(
      await sync(offline, event.id, 'door-C', [{ scanId, key: keyOf(guest.id), scannedAt }]),
    ).toMatchObject([
      {
        scanId,
        outcome: 'duplicate',
        checkedInAt: at,
        checkedInBy: { username: online.username },
        _id: guest.id,
      },
    ]);
    expect(await duplicates(offline, event.id)).toEqual([
      {
        scanId,
        booking: { _id: guest.id, fullName: 'مصطفى كامل', reference: guest.reference },
        scannedAt,
        deviceId: 'door-C',
        staff: { username: offline.username },
        admission: { at, deviceId: null, staff: { username: online.username } },
      },
    ]);
  });

  it('decides a whole queue: earliest scan of a ticket admits, the rest are duplicates; look-ups by id admit', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t(), 'مسرح الجامعة');
    const first = await insertBooking(t(), event.id, 'Accepted', { fullName: 'أسماء علي' });
    const second = await insertBooking(t(), event.id, 'Accepted', { fullName: 'يحيى زكريا' });
    const early = minutesAgo(20);
    const late = minutesAgo(15);
    const ids = Array.from({ length: 4 }, () => randomUUID());
    const results = await sync(scanner, event.id, 'door-Q', [
      { scanId: ids[0]!, key: keyOf(first.id), scannedAt: late },
      { scanId: ids[1]!, key: keyOf(first.id).toUpperCase(), scannedAt: early },
      { scanId: ids[2]!, bookingId: second.id, scannedAt: late },
      { scanId: ids[3]!, key: keyOf(second.id), scannedAt: minutesAgo(2) },
    ]);
    const by = { username: scanner.username };
    expect(results).toMatchObject([
      { scanId: ids[0], outcome: 'duplicate', checkedInAt: early, checkedInBy: by },
      { scanId: ids[1], outcome: 'admitted', checkedInAt: early, checkedInBy: by },
      { scanId: ids[2], outcome: 'admitted', checkedInAt: late, checkedInBy: by },
      { scanId: ids[3], outcome: 'duplicate', checkedInAt: late, checkedInBy: by },
    ]);
    expect(await stats(scanner, event.id)).toEqual({ accepted: 2, checkedIn: 2, duplicates: 2 });
  });

  it('never admits later than now: a device clock ahead is clamped', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t(), 'سوق الحرف اليدوية');
    const guest = await insertBooking(t(), event.id, 'Accepted', { fullName: 'رقية أحمد' });
    const [result] = await sync(scanner, event.id, 'door-F', [
      {
        scanId: randomUUID(),
        key: keyOf(guest.id),
        scannedAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    ]);
    expect(result!.outcome).toBe('admitted');
    expect(Date.parse(result!.checkedInAt!)).toBeLessThanOrEqual(Date.now());
  });

  it('records a scan time the device cannot have had (1970, two days ago, next year) as the time it arrived', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t(), 'معرض الكتاب');
    const guests = await Promise.all(
      [
        '1970-01-01T00:00:00.000Z',
        minutesAgo(48 * 60),
        new Date(Date.now() + 365 * 86_400_000).toISOString(),
      ].map(async (scannedAt, i) => ({
        scannedAt,
        guest: await insertBooking(t(), event.id, 'Accepted', { fullName: `زائر ${i}` }),
      })),
    );
    const before = Date.now();
    const results = await sync(
      scanner,
      event.id,
      'door-clock',
      guests.map(({ scannedAt, guest }) => ({ scanId: randomUUID(), key: keyOf(guest.id), scannedAt })),
    );
    const after = Date.now();
    for (const [i, result] of results.entries()) {
      expect(result.outcome).toBe('admitted');
      const at = Date.parse(result.checkedInAt!);
      expect(at, guests[i]!.scannedAt).toBeGreaterThanOrEqual(before - 1_000);
      expect(at, guests[i]!.scannedAt).toBeLessThanOrEqual(after + 1_000);
      expect((await stored(guests[i]!.guest.id)).checkedInAt!.getTime()).toBe(at);
    }
    const scans = await scansOf(event.id);
    for (const scan of scans) expect(scan.scannedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    // A scan from earlier in the shift keeps its own time.
    const guest = await insertBooking(t(), event.id);
    const earlier = minutesAgo(90);
    const [kept] = await sync(scanner, event.id, 'door-clock', [
      { scanId: randomUUID(), key: keyOf(guest.id), scannedAt: earlier },
    ]);
    expect(kept!.checkedInAt).toBe(earlier);
  });

  it('answers invalid for a wrong key, another event, a booking not Accepted or unknown, admitting nobody', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t(), 'حفل الأوبرا');
    const other = await insertEvent(t(), 'حفل آخر');
    const guest = await insertBooking(t(), event.id, 'Accepted', { fullName: 'نادية لطفي' });
    const elsewhere = await insertBooking(t(), other.id, 'Accepted', { fullName: 'شادي مراد' });
    const pending = await insertBooking(t(), event.id, 'Pending', { fullName: 'منة الله' });
    const rejected = await insertBooking(t(), event.id, 'Rejected', { fullName: 'أيمن رشدي' });
    const cancelled = await insertBooking(t(), event.id, 'Cancelled', { fullName: 'دينا وليد' });
    const forged = createHash('sha256')
      .update(signTicket('another-secret-that-is-long-enough-1234567', guest.id))
      .digest('hex');

    const bad: Omit<Scan, 'scanId' | 'scannedAt'>[] = [
      { key: 'f'.repeat(64) },
      { key: forged },
      { key: createHash('sha256').update(guest.id).digest('hex') }, // hash of the bare id, not the QR text
      { key: keyOf(elsewhere.id) },
      { bookingId: elsewhere.id },
      { key: keyOf(pending.id) },
      { bookingId: rejected.id },
      { bookingId: cancelled.id },
      { bookingId: randomUUID() },
      { bookingId: 'not-an-id' },
      { key: '' },
    ];
    const scans = bad.map((scan) => ({ scanId: randomUUID(), scannedAt: minutesAgo(3), ...scan }));
    const results = await sync(scanner, event.id, 'door-X', scans);
    expect(results).toEqual(scans.map((scan) => ({ scanId: scan.scanId, outcome: 'invalid' })));

    for (const b of [guest, elsewhere, pending, rejected, cancelled]) {
      expect((await stored(b.id)).checkedInAt, b.fullName).toBeNull();
      expect(await logOf(b.id)).toEqual([]);
    }
    expect(await stats(scanner, event.id)).toEqual({ accepted: 1, checkedIn: 0, duplicates: 0 });
    expect(await stats(scanner, other.id)).toEqual({ accepted: 1, checkedIn: 0, duplicates: 0 });
    expect(await duplicates(scanner, event.id)).toEqual([]);

    // Sent again: the same answers. The other event's ticket still admits at its own door.
    expect(await sync(scanner, event.id, 'door-X', scans)).toEqual(results);
    const own = await sync(scanner, other.id, 'door-Y', [
      { scanId: randomUUID(), key: keyOf(elsewhere.id), scannedAt: minutesAgo(1) },
    ]);
    expect(own[0]!.outcome).toBe('admitted');
  });

  it('refuses malformed bodies with 400 بيانات المزامنة غير صالحة and an unknown event with 404', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t(), 'معرض السيارات');
    const guest = await insertBooking(t(), event.id, 'Accepted', { fullName: 'طارق شوقي' });
    const url = `/api/events/${event.id}/check-in/sync`;
    const scan = { scanId: randomUUID(), key: keyOf(guest.id), scannedAt: minutesAgo(1) };

    const malformed: [string, unknown][] = [
      ['empty device id', { deviceId: '  ', scans: [scan] }],
      [
        'no key nor booking id',
        { deviceId: 'door-M', scans: [{ scanId: scan.scanId, scannedAt: scan.scannedAt }] },
      ],
      ['empty scan id', { deviceId: 'door-M', scans: [{ ...scan, scanId: '' }] }],
      ['scan id too long', { deviceId: 'door-M', scans: [{ ...scan, scanId: 'x'.repeat(101) }] }],
      ['scannedAt not a date', { deviceId: 'door-M', scans: [{ ...scan, scannedAt: 'أمس' }] }],
      ['key too long', { deviceId: 'door-M', scans: [{ ...scan, key: 'a'.repeat(101) }] }],
      [
        'too many scans',
        {
          deviceId: 'door-M',
          scans: Array.from({ length: 1001 }, (_, i) => ({ ...scan, scanId: `s-${i}` })),
        },
      ],
    ];
    for (const [name, payload] of malformed) {
      const res = await call(scanner)('POST', url, payload);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ success: false, error: AR_CHECK_IN.serverSyncInvalid });
    }
    // Fields left out entirely are refused too (with the field named).
    for (const [name, payload, path] of [
      ['no device id', { scans: [scan] }, 'deviceId'],
      ['no scans', { deviceId: 'door-M' }, 'scans'],
      ['no body', undefined, undefined],
    ] as const) {
      const res = await call(scanner)('POST', url, payload);
      expect(res.statusCode, name).toBe(400);
      const body = res.json();
      expect(body.success, name).toBe(false);
      expect(body.errors[0].msg, name).toBe(body.error);
      if (path) {
        expect(body.error, name).toBe(AR_CHECK_IN.serverSyncInvalid);
        expect(body.errors[0].path, name).toBe(path);
      }
    }
    expect((await stored(guest.id)).checkedInAt).toBeNull();
    expect(await scansOf(event.id)).toEqual([]);

    expect(await sync(scanner, event.id, 'door-M', [])).toEqual([]);
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await call(scanner)('POST', `/api/events/${id}/check-in/sync`, {
        deviceId: 'door-M',
        scans: [scan],
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual(envelope(AR_EVENTS.notFound));
    }
    expect((await stored(guest.id)).checkedInAt).toBeNull();
  });

  it('gives exactly one admission when two doors sync the same ticket at the same time', async () => {
    const doorA = await signIn(t(), 'Scanner');
    const doorB = await signIn(t(), 'Admin');
    const event = await insertEvent(t(), 'نهائي كأس الجامعات');
    const guests: Booking[] = [];
    for (const name of ['حسام غالي', 'وائل جمعة', 'شيماء سيف', 'ريم ماهر', 'آية سليمان']) {
      guests.push(await insertBooking(t(), event.id, 'Accepted', { fullName: name }));
    }

    // Each ticket scanned at both doors; the two queues reach the server at once.
    const queue = (prefix: string, at: string) =>
      guests.map((g) => ({ scanId: `${prefix}-${randomUUID()}`, key: keyOf(g.id), scannedAt: at }));
    const queueA = queue('a', minutesAgo(5));
    const queueB = queue('b', minutesAgo(6));
    const [resultsA, resultsB] = await Promise.all([
      sync(doorA, event.id, 'door-A', queueA),
      sync(doorB, event.id, 'door-B', queueB),
    ]);

    guests.forEach((guest, i) => {
      const outcomes = [resultsA[i]!.outcome, resultsB[i]!.outcome].sort();
      expect(outcomes, guest.fullName).toEqual(['admitted', 'duplicate']);
      // Both answers name the same single admission.
      expect(resultsA[i]!.checkedInAt).toBe(resultsB[i]!.checkedInAt);
      expect(resultsA[i]!.checkedInBy).toEqual(resultsB[i]!.checkedInBy);
    });
    for (const guest of guests) expect(await logOf(guest.id), guest.fullName).toHaveLength(1);
    expect(await stats(doorA, event.id)).toEqual({ accepted: 5, checkedIn: 5, duplicates: 5 });
    const listed = (await duplicates(doorA, event.id)) as { booking: { _id: string }; deviceId: string }[];
    expect(listed.map((d) => d.booking._id).sort()).toEqual(guests.map((g) => g.id).sort());

    // One queue sent twice at once (a retry racing the original): one answer, one record.
    const late = await insertBooking(t(), event.id, 'Accepted', { fullName: 'إسراء فتحي' });
    const retry = [{ scanId: `r-${randomUUID()}`, key: keyOf(late.id), scannedAt: minutesAgo(1) }];
    const [one, two] = await Promise.all([
      sync(doorA, event.id, 'door-A', retry),
      sync(doorA, event.id, 'door-A', retry),
    ]);
    expect(one).toEqual(two);
    expect(one[0]!.outcome).toBe('admitted');
    expect(await logOf(late.id)).toHaveLength(1);
    expect(await stats(doorA, event.id)).toEqual({ accepted: 6, checkedIn: 6, duplicates: 5 });
  });
});

describe('GET /api/events/:eventId/check-in/stats', () => {
  it('counts Accepted bookings, those checked in, and duplicates of this event only', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t(), 'يوم التوظيف');
    const other = await insertEvent(t(), 'يوم آخر');
    const accepted = [];
    for (const name of ['سامح فؤاد', 'لبنى عبد العزيز', 'حازم إمام']) {
      accepted.push(await insertBooking(t(), event.id, 'Accepted', { fullName: name }));
    }
    for (const status of ['Pending', 'Rejected', 'Cancelled'] as const) {
      await insertBooking(t(), event.id, status, { fullName: 'مروة حسين' });
    }
    const elsewhere = await insertBooking(t(), other.id, 'Accepted', { fullName: 'جميلة عوض' });
    expect(await stats(scanner, event.id)).toEqual({ accepted: 3, checkedIn: 0, duplicates: 0 });

    await sync(scanner, other.id, 'door-O', [
      { scanId: randomUUID(), key: keyOf(elsewhere.id), scannedAt: minutesAgo(3) },
      { scanId: randomUUID(), key: keyOf(elsewhere.id), scannedAt: minutesAgo(2) },
    ]);
    expect(await stats(scanner, other.id)).toEqual({ accepted: 1, checkedIn: 1, duplicates: 1 });
    expect(await stats(scanner, event.id)).toEqual({ accepted: 3, checkedIn: 0, duplicates: 0 });

    await sync(scanner, event.id, 'door-S', [
      { scanId: randomUUID(), key: keyOf(accepted[0]!.id), scannedAt: minutesAgo(3) },
      { scanId: randomUUID(), bookingId: accepted[1]!.id, scannedAt: minutesAgo(3) },
    ]);
    expect(await stats(scanner, event.id)).toEqual({ accepted: 3, checkedIn: 2, duplicates: 0 });

    // An undo takes the guest out of the count.
    const undo = await call(scanner)('DELETE', `/api/events/bookings/${accepted[1]!.id}/check-in`);
    expect(undo.statusCode).toBe(200);
    expect(await stats(scanner, event.id)).toEqual({ accepted: 3, checkedIn: 1, duplicates: 0 });

    const unknown = await call(scanner)('GET', `/api/events/${randomUUID()}/check-in/stats`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(envelope(AR_EVENTS.notFound));
    const unknownDuplicates = await call(scanner)('GET', '/api/events/not-an-id/check-in/duplicates');
    expect(unknownDuplicates.statusCode).toBe(404);
    expect(unknownDuplicates.json()).toEqual(envelope(AR_EVENTS.notFound));
  });
});
