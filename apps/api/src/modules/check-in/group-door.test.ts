import { createHash, randomUUID } from 'node:crypto';
import { AR_CHECK_IN, AR_DOOR } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedBooking } from '../../../test/helpers/bookings';
import {
  door,
  envelope,
  expectNothingPrivate,
  insertBooking,
  insertEvent,
  insertGroupBooking,
} from '../../../test/helpers/check-in';
import { signIn, useTestApp } from '../../../test/test-app';
import { tickets } from '../../db/schema';
import { checkInLog, checkInScans } from '../../db/schema/check-in';
import { signTicket } from '../bookings/booking-tokens';

/**
 * The door per ticket (docs/api/check-in.md#groups-at-the-door): a group's QR codes admit their holders one by
 * one and say how many of the booking are in; the look-up lists and admits all or some; undo, the
 * offline snapshot, sync and stats count tickets; QR codes sent before tickets had rows keep admitting.
 */
const t = useTestApp();

type Staff = Awaited<ReturnType<typeof signIn>>;
type Group = Awaited<ReturnType<typeof insertGroupBooking>>;

const qrText = (ticketId: string) => signTicket(t().config.ticketSecret, ticketId);
const keyOf = (ticketId: string) => createHash('sha256').update(qrText(ticketId), 'utf8').digest('hex');
const call = (staff: Staff) => door(t(), staff.token);

const verify = (staff: Staff, ticketId: string, eventId: string) =>
  call(staff)('POST', '/api/events/bookings/verify-qr', { qrCodeData: qrText(ticketId), eventId });

async function ticketRow(id: string) {
  const [row] = await t().database.db.select().from(tickets).where(eq(tickets.id, id));
  return row!;
}

const bookingRow = (id: string) => storedBooking(t(), id);

async function logOf(bookingId: string) {
  const rows = await t()
    .database.db.select()
    .from(checkInLog)
    .where(eq(checkInLog.bookingId, bookingId))
    .orderBy(asc(checkInLog.at));
  return rows.map(({ action, method, ticketId }) => ({ action, method, ticketId }));
}

async function search(staff: Staff, eventId: string, q: string) {
  const res = await call(staff)('GET', `/api/events/${eventId}/attendees?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; ticketId: string; fullName: string; checkedInAt: string | null }[];
}

/** The door's totals; the progress per type (byType) is checked in modules/bookings/typed-bookings.test.ts. */
async function stats(staff: Staff, eventId: string) {
  const res = await call(staff)('GET', `/api/events/${eventId}/check-in/stats`);
  expect(res.statusCode).toBe(200);
  const { byType, ...totals } = res.json().data;
  expect(Array.isArray(byType)).toBe(true);
  return totals;
}

/** What the door may say of one ticket of a group, as verify-qr and the look-up admission answer. */
function admittedAnswer(group: Group, index: number, checkedIn: number, eventName: string) {
  const holder = group.tickets[index]!;
  const nationalIdLast4 = holder.nationalId!.slice(-4);
  return {
    _id: group.booking.id,
    ticketId: holder.id,
    fullName: holder.fullName,
    nationalIdLast4,
    reference: group.booking.reference,
    status: 'Accepted',
    event: { _id: group.booking.eventId, name: eventName },
    ticket: { _id: holder.id, fullName: holder.fullName },
    group: { quantity: group.tickets.length, checkedIn },
  };
}

function privateOf(group: Group) {
  return [group.booking, ...group.tickets.map((x) => ({ ...group.booking, nationalId: x.nationalId }))];
}

describe('a group of three at the door', () => {
  it('admits two by QR one by one (1 of 3, then 2 of 3) and the third by look-up (3 of 3)', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const admin = await signIn(t(), 'Admin');
    const event = await insertEvent(t(), 'حفل الربيع');
    const group = await insertGroupBooking(t(), event.id, ['سارة علي', 'عمر علي'], 'Accepted', {
      fullName: 'منى علي',
    });
    const [booker, sara, omar] = group.tickets;

    // The guest first: her QR admits her alone.
    const first = await verify(scanner, sara!.id, event.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject(admittedAnswer(group, 1, 1, event.name));
    expect(first.json().data.admitted).toBeUndefined();
    for (const person of privateOf(group)) expectNothingPrivate(first.body, person);
    const saraIn = first.json().data.checkedInAt as string;
    expect((await ticketRow(sara!.id)).checkedInAt?.toISOString()).toBe(saraIn);
    expect((await ticketRow(booker!.id)).checkedInAt).toBeNull();
    // The booking's first admission, which staff cancel and the dashboards read.
    expect(await bookingRow(group.booking.id)).toMatchObject({ checkedInBy: scanner.id });
    expect((await bookingRow(group.booking.id)).checkedInAt?.toISOString()).toBe(saraIn);

    // Her QR again: already in, with when and by whom; the booker is still admissible.
    const again = await verify(admin, sara!.id, event.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      ...envelope(AR_CHECK_IN.serverAlreadyCheckedIn),
      checkedInAt: saraIn,
      checkedInBy: { username: scanner.username },
    });

    const second = await verify(admin, booker!.id, event.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject(admittedAnswer(group, 0, 2, event.name));
    // The first admission of the booking stays Sara's.
    expect((await bookingRow(group.booking.id)).checkedInAt?.toISOString()).toBe(saraIn);

    // The look-up by reference lists every holder, the booker's first, with who is in.
    const found = await search(scanner, event.id, group.booking.reference);
    expect(found.map((x) => [x._id, x.ticketId, x.fullName, x.checkedInAt !== null])).toEqual([
      [group.booking.id, booker!.id, 'منى علي', true],
      [group.booking.id, sara!.id, 'سارة علي', true],
      [group.booking.id, omar!.id, 'عمر علي', false],
    ]);

    // Admission by look-up, no tickets named: every one not yet in (Omar).
    const third = await call(scanner)('POST', `/api/events/bookings/${group.booking.id}/check-in`, {
      eventId: event.id,
    });
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json()).toMatchObject({
      success: true,
      message: AR_CHECK_IN.successTitle,
      data: { ...admittedAnswer(group, 2, 3, event.name), admitted: [omar!.id] },
    });
    for (const person of privateOf(group)) expectNothingPrivate(third.body, person);

    // Nobody left: already in.
    const none = await call(scanner)('POST', `/api/events/bookings/${group.booking.id}/check-in`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject(envelope(AR_CHECK_IN.serverAlreadyCheckedIn));
    expect(none.json().checkedInAt).toBe(saraIn);

    expect(await logOf(group.booking.id)).toEqual([
      { action: 'admit', method: 'qr', ticketId: sara!.id },
      { action: 'admit', method: 'qr', ticketId: booker!.id },
      { action: 'admit', method: 'manual', ticketId: omar!.id },
    ]);
    expect(await stats(scanner, event.id)).toEqual({ accepted: 3, checkedIn: 3, duplicates: 0 });
  });

  it('gives one success when two doors scan the same guest at once', async () => {
    const a = await signIn(t(), 'Scanner');
    const b = await signIn(t(), 'Admin');
    const event = await insertEvent(t());
    const group = await insertGroupBooking(t(), event.id, ['ليلى حسن', 'يوسف حسن']);
    const guest = group.tickets[2]!;
    const results = await Promise.all([verify(a, guest.id, event.id), verify(b, guest.id, event.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 200)!.json().data.group).toEqual({
      quantity: 3,
      checkedIn: 1,
    });
    expect(await logOf(group.booking.id)).toHaveLength(1);
  });

  it("admits some of a booking's tickets by look-up, and refuses a ticket of another booking", async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const group = await insertGroupBooking(t(), event.id, ['هالة سمير', 'نادر سمير', 'رامي سمير']);
    const other = await insertBooking(t(), event.id);
    const [, hala, nader] = group.tickets;
    const url = `/api/events/bookings/${group.booking.id}/check-in`;

    const res = await call(scanner)('POST', url, { eventId: event.id, ticketIds: [nader!.id, hala!.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      ...admittedAnswer(group, 1, 2, event.name),
      admitted: [hala!.id, nader!.id],
    });

    for (const ticketIds of [[other.id], [randomUUID()], ['not-an-id']]) {
      const refused = await call(scanner)('POST', url, { ticketIds });
      expect(refused.statusCode, JSON.stringify(ticketIds)).toBe(404);
      expect(refused.json()).toEqual(envelope(AR_DOOR.ticketNotFound));
    }
    for (const ticketIds of [[], 'x', [1]]) {
      const bad = await call(scanner)('POST', url, { ticketIds });
      expect(bad.statusCode, JSON.stringify(ticketIds)).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    expect((await ticketRow(other.id)).checkedInAt).toBeNull();

    // Hala again, with Rami: Rami only.
    const more = await call(scanner)('POST', url, { ticketIds: [hala!.id, group.tickets[3]!.id] });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().data).toMatchObject({
      group: { quantity: 4, checkedIn: 3 },
      admitted: [group.tickets[3]!.id],
    });
    expect(await stats(scanner, event.id)).toEqual({ accepted: 5, checkedIn: 3, duplicates: 0 });
  });

  it('refuses the tickets of a Pending or Cancelled group as it refuses a single booking', async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const pending = await insertGroupBooking(t(), event.id, ['ضيف أول'], 'Pending');
    const cancelled = await insertGroupBooking(t(), event.id, ['ضيف ثان'], 'Cancelled');
    const refusedPending = await verify(scanner, pending.tickets[1]!.id, event.id);
    expect(refusedPending.json()).toEqual(envelope(AR_CHECK_IN.serverNotConfirmed));
    const refusedCancelled = await call(scanner)(
      'POST',
      `/api/events/bookings/${cancelled.booking.id}/check-in`,
      {},
    );
    expect(refusedCancelled.json()).toEqual(envelope(AR_CHECK_IN.serverCancelled));
    const other = await insertEvent(t(), 'فعالية أخرى');
    const wrongDoor = await verify(scanner, pending.tickets[1]!.id, other.id);
    expect(wrongDoor.json()).toEqual(envelope(AR_CHECK_IN.serverOtherEvent(event.name)));
    // The look-up still lists them, with their status, so the door can say why.
    const found = await search(scanner, event.id, 'ضيف');
    expect(found.map((x) => [x.ticketId, (x as { status?: string }).status])).toEqual([
      [pending.tickets[1]!.id, 'Pending'],
      [cancelled.tickets[1]!.id, 'Cancelled'],
    ]);
  });

  it("finds a guest by her own name: her ticket alone, with her ID's last 4 digits", async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const group = await insertGroupBooking(t(), event.id, ['إيناس فؤاد'], 'Accepted', {
      fullName: 'كريم فؤاد',
    });
    const res = await call(scanner)(
      'GET',
      `/api/events/${event.id}/attendees?q=${encodeURIComponent('ايناس')}`,
    );
    expect(res.json().data).toEqual([
      {
        _id: group.booking.id,
        ticketId: group.tickets[1]!.id,
        fullName: 'إيناس فؤاد',
        reference: group.booking.reference,
        status: 'Accepted',
        nationalIdLast4: group.tickets[1]!.nationalId!.slice(-4),
        checkedInAt: null,
        ticketType: 'دخول عام',
      },
    ]);
    for (const person of privateOf(group)) expectNothingPrivate(res.body, person);
  });
});

describe('undo per ticket', () => {
  it("undoes one ticket (the booking's first admission moves to the next), then the rest, then 409", async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const group = await insertGroupBooking(t(), event.id, ['طارق نبيل', 'دينا نبيل']);
    const [booker, tarek, dina] = group.tickets;
    const url = `/api/events/bookings/${group.booking.id}/check-in`;
    const booker_in = (await verify(scanner, booker!.id, event.id)).json().data.checkedInAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const tarek_in = (await verify(scanner, tarek!.id, event.id)).json().data.checkedInAt;

    const undone = await call(scanner)('DELETE', `${url}?ticketId=${booker!.id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({
      success: true,
      message: AR_CHECK_IN.serverUndone,
      data: { _id: group.booking.id, ticketId: booker!.id, fullName: booker!.fullName, checkedInAt: null },
    });
    expect((await ticketRow(booker!.id)).checkedInAt).toBeNull();
    expect((await ticketRow(tarek!.id)).checkedInAt?.toISOString()).toBe(tarek_in);
    expect(booker_in).not.toBe(tarek_in);
    // The booking's first admission is now Tarek's.
    expect((await bookingRow(group.booking.id)).checkedInAt?.toISOString()).toBe(tarek_in);

    for (const ticketId of [booker!.id, dina!.id]) {
      const nothing = await call(scanner)('DELETE', `${url}?ticketId=${ticketId}`);
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json()).toEqual(envelope(AR_CHECK_IN.serverNotCheckedIn));
    }
    for (const ticketId of [randomUUID(), 'nope']) {
      const unknown = await call(scanner)('DELETE', `${url}?ticketId=${ticketId}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(envelope(AR_DOOR.ticketNotFound));
    }

    // Again by QR: "2 of 3" counts Tarek and the booker.
    expect((await verify(scanner, booker!.id, event.id)).json().data.group).toEqual({
      quantity: 3,
      checkedIn: 2,
    });
    const all = await call(scanner)('DELETE', url);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.ticketId).toBe(booker!.id);
    expect(await bookingRow(group.booking.id)).toMatchObject({ checkedInAt: null, checkedInBy: null });
    expect((await call(scanner)('DELETE', url)).statusCode).toBe(409);
    expect(await stats(scanner, event.id)).toEqual({ accepted: 3, checkedIn: 0, duplicates: 0 });
    const log = (await logOf(group.booking.id)).map(
      (x) => `${x.action} ${x.ticketId === tarek!.id ? 'T' : 'B'}`,
    );
    // The last undo took both in one statement, at one time: their order is not told.
    expect(log.slice(0, 4)).toEqual(['admit B', 'admit T', 'undo B', 'admit B']);
    expect(log.slice(4).sort()).toEqual(['undo B', 'undo T']);
  });
});

describe('snapshot, sync and stats per ticket', () => {
  it("lists every ticket of the event's Accepted bookings, keyed by its own QR", async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const group = await insertGroupBooking(t(), event.id, ['جنى وائل', 'مالك وائل']);
    await insertGroupBooking(t(), event.id, ['غير مدفوع'], 'Pending');
    const res = await call(scanner)('GET', `/api/events/${event.id}/check-in/snapshot`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tickets).toEqual(
      group.tickets.map((x) => ({
        key: keyOf(x.id),
        bookingId: group.booking.id,
        ticketId: x.id,
        reference: group.booking.reference,
        fullName: x.fullName,
        checkedInAt: null,
        ticketType: 'دخول عام',
      })),
    );
    for (const person of privateOf(group)) expectNothingPrivate(res.body, person);
  });

  it('syncs per ticket: a key admits its holder alone, a second door is a duplicate, ids admit too', async () => {
    const doorA = await signIn(t(), 'Scanner');
    const doorB = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const group = await insertGroupBooking(t(), event.id, ['أسماء رضا', 'بلال رضا', 'حازم رضا']);
    const single = await insertBooking(t(), event.id);
    const [booker, asmaa, bilal, hazem] = group.tickets;
    const sync = async (staff: Staff, deviceId: string, scans: object[]) => {
      const res = await call(staff)('POST', `/api/events/${event.id}/check-in/sync`, { deviceId, scans });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.results as { scanId: string; outcome: string; checkedInAt?: string }[];
    };
    const at = new Date(Date.now() - 60_000).toISOString();

    const a = await sync(doorA, 'door-A', [
      { scanId: 'a1', key: keyOf(asmaa!.id), scannedAt: at },
      { scanId: 'a2', bookingId: group.booking.id, ticketId: bilal!.id, scannedAt: at },
      { scanId: 'a3', ticketId: hazem!.id, bookingId: single.id, scannedAt: at }, // not that booking's
      { scanId: 'a4', bookingId: single.id, scannedAt: at }, // a device from before: its first ticket
    ]);
    expect(a.map((x) => x.outcome)).toEqual(['admitted', 'admitted', 'invalid', 'admitted']);
    expect((await ticketRow(asmaa!.id)).checkedInAt?.toISOString()).toBe(at);
    expect((await ticketRow(booker!.id)).checkedInAt).toBeNull();
    expect((await ticketRow(hazem!.id)).checkedInAt).toBeNull();
    expect((await bookingRow(group.booking.id)).checkedInAt?.toISOString()).toBe(at);

    const b = await sync(doorB, 'door-B', [
      { scanId: 'b1', key: keyOf(asmaa!.id), scannedAt: new Date().toISOString() },
      { scanId: 'b2', key: keyOf(booker!.id), scannedAt: new Date().toISOString() },
    ]);
    expect(b.map((x) => x.outcome)).toEqual(['duplicate', 'admitted']);
    expect(b[0]!.checkedInAt).toBe(at);

    const scans = await t().database.db.select().from(checkInScans).where(eq(checkInScans.scanId, 'b1'));
    expect(scans[0]).toMatchObject({
      ticketId: asmaa!.id,
      bookingId: group.booking.id,
      outcome: 'duplicate',
    });
    const dup = await call(doorA)('GET', `/api/events/${event.id}/check-in/duplicates`);
    expect(dup.json().data).toMatchObject([
      {
        scanId: 'b1',
        booking: { _id: group.booking.id, fullName: 'أسماء رضا', reference: group.booking.reference },
        deviceId: 'door-B',
        admission: { at, deviceId: 'door-A' },
      },
    ]);
    // Stats in tickets: 4 + 1 accepted, 3 + 1 in, one duplicate.
    expect(await stats(doorA, event.id)).toEqual({ accepted: 5, checkedIn: 4, duplicates: 1 });
    // Verify-qr says the group count of what the syncs admitted.
    const last = await verify(doorA, hazem!.id, event.id);
    expect(last.json().data.group).toEqual({ quantity: 4, checkedIn: 4 });
  });
});

describe('QR codes sent before tickets had rows', () => {
  it("still admit: the old QR signs the booking id, which is its first ticket's id", async () => {
    const scanner = await signIn(t(), 'Scanner');
    const event = await insertEvent(t());
    const old = await insertBooking(t(), event.id, 'Accepted', { fullName: 'نبيلة قديمة' });
    const res = await verify(scanner, old.id, event.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: old.id,
      ticketId: old.id,
      fullName: 'نبيلة قديمة',
      nationalIdLast4: old.nationalId!.slice(-4),
      ticket: { _id: old.id, fullName: 'نبيلة قديمة' },
      group: { quantity: 1, checkedIn: 1 },
    });
    expect((await bookingRow(old.id)).checkedInAt?.toISOString()).toBe(res.json().data.checkedInAt);
  });
});
