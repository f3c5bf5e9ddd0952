import { createHash, randomUUID } from 'node:crypto';
import { type AdmissionOutcome, AR_CHECK_IN } from '@app/shared';
import { ADMISSION_CASES, type AdmissionCase, OFFLINE_OUTCOMES } from '@app/shared/admission-cases';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { door, envelope, insertEvent, insertGroupBooking } from '../../../test/helpers/check-in';
import { signIn, useTestApp } from '../../../test/test-app';
import { bookings, tickets } from '../../db/schema';
import { signTicket } from '../bookings/booking-tokens';

/**
 * The door rule's table (packages/shared/src/admission-cases.ts), case by case, through the server's
 * three ways in: a scanned QR (verify-qr), an admission by look-up, and an offline queue's sync (by
 * the QR's key, and by ticket id as an offline look-up sends it). Each case is a guest's ticket of a
 * booking of two, built in the database as the case says; each way answers in its own words, which
 * docs/api/check-in.md gives.
 */
const t = useTestApp();

type Staff = Awaited<ReturnType<typeof signIn>>;
let scanner: Staff;
/** The account that let a guest in earlier, in the cases that say the ticket is admitted. */
let earlier: Staff;
let doorEvent: { id: string; name: string };
let otherEvent: { id: string; name: string };

beforeAll(async () => {
  scanner = await signIn(t(), 'Scanner');
  earlier = await signIn(t(), 'Admin');
  doorEvent = await insertEvent(t(), 'ليلة الإنشاد');
  otherEvent = await insertEvent(t(), 'معرض الكتاب');
});

const call = (staff: Staff) => door(t(), staff.token);
const qrOf = (ticketId: string) => signTicket(t().config.ticketSecret, ticketId);
const keyOf = (qrText: string) => createHash('sha256').update(qrText, 'utf8').digest('hex');

type Built = {
  /** The text the door scans. */
  qr: string;
  bookingId: string;
  ticketId: string;
  /** The admission a case's ticket already has. */
  admission?: { checkedInAt: string; checkedInBy: { username: string } };
};

/** The world of a case: its guest's ticket in the database, admitted and cancelled as it says. */
async function build(c: AdmissionCase): Promise<Built> {
  if (c.ticket === 'invalid-token') {
    // Signed with another secret: the shape of a ticket token, not one of ours.
    const forged = signTicket('another-secret-that-is-long-enough-1234567', randomUUID());
    return { qr: forged, bookingId: randomUUID(), ticketId: randomUUID() };
  }
  if (c.ticket === null) {
    const ticketId = randomUUID();
    return { qr: qrOf(ticketId), bookingId: randomUUID(), ticketId };
  }
  const event = c.ticket.event === 'door' ? doorEvent : otherEvent;
  const status = c.ticket.admitted ? 'Accepted' : c.ticket.status;
  const { booking, tickets: held } = await insertGroupBooking(t(), event.id, ['سارة علي'], status);
  const guest = held[1]!;
  const built: Built = { qr: qrOf(guest.id), bookingId: booking.id, ticketId: guest.id };
  if (c.ticket.reissued) {
    // Its holder changed (docs/api/ticket-transfer.md): the QR scanned is the one it had before.
    await t().database.db.update(tickets).set({ qrVersion: 1 }).where(eq(tickets.id, guest.id));
  }
  if (c.ticket.admitted) {
    const res = await call(earlier)('POST', '/api/events/bookings/verify-qr', { qrCodeData: built.qr });
    expect(res.statusCode, res.body).toBe(200);
    built.admission = {
      checkedInAt: res.json().data.checkedInAt,
      checkedInBy: { username: earlier.username },
    };
  }
  if (c.ticket.status !== status) {
    // Cancelled after the guest went in: a state the door must still read right.
    const db = t().database.db;
    await db.update(bookings).set({ status: c.ticket.status }).where(eq(bookings.id, booking.id));
    await db.update(tickets).set({ active: false }).where(eq(tickets.bookingId, booking.id));
  }
  return built;
}

async function admittedAt(ticketId: string): Promise<string | null> {
  const [row] = await t().database.db.select().from(tickets).where(eq(tickets.id, ticketId));
  return row?.checkedInAt?.toISOString() ?? null;
}

/** What verify-qr and the look-up answer a refusal: status and envelope, as docs/api/check-in.md says. */
function refusal(outcome: Exclude<AdmissionOutcome, 'admit'>, built: Built): [number, object] {
  switch (outcome) {
    case 'invalid-token':
      return [400, envelope(AR_CHECK_IN.serverInvalidId)];
    case 'unknown':
      return [404, envelope(AR_CHECK_IN.serverNotFound)];
    case 'reissued':
      return [400, envelope(AR_CHECK_IN.serverReissued)];
    case 'other-event':
      return [400, envelope(AR_CHECK_IN.serverOtherEvent(otherEvent.name))];
    case 'cancelled':
      return [400, envelope(AR_CHECK_IN.serverCancelled)];
    case 'not-confirmed':
      return [400, envelope(AR_CHECK_IN.serverNotConfirmed)];
    case 'already-admitted':
      return [400, { ...envelope(AR_CHECK_IN.serverAlreadyCheckedIn), ...built.admission }];
  }
}

/** A ticket scanned with the QR it had before its holder changed. */
const reissued = (c: AdmissionCase) => typeof c.ticket === 'object' && c.ticket?.reissued === true;

/** Checks an online answer (verify-qr, look-up) against the case, and that only `admit` admitted. */
async function expectOnline(c: AdmissionCase, built: Built, res: { statusCode: number; body: string }) {
  const before = built.admission?.checkedInAt ?? null;
  if (c.expected === 'admit') {
    expect(res.statusCode, res.body).toBe(200);
    const data = JSON.parse(res.body).data;
    expect(data.ticketId).toBe(built.ticketId);
    expect(await admittedAt(built.ticketId)).toBe(data.checkedInAt);
    return;
  }
  const [status, body] = refusal(c.expected, built);
  expect(res.statusCode, res.body).toBe(status);
  expect(JSON.parse(res.body)).toEqual(body);
  expect(await admittedAt(built.ticketId)).toBe(before);
}

describe('the door rule at verify-qr (a scanned QR)', () => {
  it.each(ADMISSION_CASES)('$name: $expected', async (c) => {
    const built = await build(c);
    const payload = c.doorEvent ? { qrCodeData: built.qr, eventId: doorEvent.id } : { qrCodeData: built.qr };
    await expectOnline(c, built, await call(scanner)('POST', '/api/events/bookings/verify-qr', payload));
  });
});

describe('the door rule at the look-up admission', () => {
  // A look-up names a booking and its tickets, never a token: a text that is no token cannot reach
  // it, and a ticket that changed hands is looked up by its new holder.
  const cases = ADMISSION_CASES.filter((c) => !reissued(c) && c.ticket !== 'invalid-token');
  it.each(cases)('$name: $expected', async (c) => {
    const built = await build(c);
    const payload = {
      ticketIds: [built.ticketId],
      ...(c.doorEvent ? { eventId: doorEvent.id } : {}),
    };
    const res = await call(scanner)('POST', `/api/events/bookings/${built.bookingId}/check-in`, payload);
    await expectOnline(c, built, res);
    if (c.expected === 'admit') expect(res.json().data.admitted).toEqual([built.ticketId]);
  });
});

describe.each([
  { way: 'the QR key', scanOf: (built: Built) => ({ key: keyOf(built.qr) }) },
  {
    way: 'the ticket id (an offline look-up)',
    scanOf: (built: Built) => ({ bookingId: built.bookingId, ticketId: built.ticketId }),
  },
])('the door rule at sync, by $way', ({ way, scanOf }) => {
  // Sync is always at its event's door; a look-up names no token (nor an earlier holder's QR).
  const cases = ADMISSION_CASES.filter(
    (c) => c.doorEvent && !(way !== 'the QR key' && (c.ticket === 'invalid-token' || reissued(c))),
  );
  it.each(cases)('$name: $expected', async (c) => {
    const built = await build(c);
    const scannedAt = new Date(Date.now() - 60_000).toISOString();
    const scan = { scanId: randomUUID(), scannedAt, ...scanOf(built) };
    const res = await call(scanner)('POST', `/api/events/${doorEvent.id}/check-in/sync`, {
      deviceId: 'door-table',
      scans: [scan],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [result] = res.json().data.results;
    expect(result.outcome).toBe(OFFLINE_OUTCOMES[c.expected]);
    if (c.expected === 'admit') {
      expect(result.checkedInAt).toBe(scannedAt);
      expect(await admittedAt(built.ticketId)).toBe(scannedAt);
    } else {
      expect(await admittedAt(built.ticketId)).toBe(built.admission?.checkedInAt ?? null);
    }
    if (c.expected === 'already-admitted') expect(result).toMatchObject(built.admission!);
  });
});
