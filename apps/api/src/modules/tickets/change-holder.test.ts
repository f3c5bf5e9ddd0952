import { createHash } from 'node:crypto';
import {
  AR_BOOKING_ERRORS,
  AR_BOOKINGS,
  AR_CHECK_IN,
  AR_HOLDER,
  AR_TICKET,
  sampleNationalId,
} from '@app/shared';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { door, envelope, insertEvent, insertGroupBooking } from '../../../test/helpers/check-in';
import { emailsTo } from '../../../test/helpers/outbox';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { accessLog, bookings, events, tickets } from '../../db/schema';
import { signBookerToken, signTicket } from '../bookings/booking-tokens';

/** docs/api/ticket-transfer.md#the-rule: a guest's ticket gets another holder. */
const t = useTestApp();
const S = AR_HOLDER.server;

type Staff = Awaited<ReturnType<typeof signIn>>;
let supporter: Staff;
let scanner: Staff;
let contant: Staff;
let seq = 70_000 + Math.floor(Math.random() * 10_000);

beforeAll(async () => {
  supporter = await signIn(t(), 'Supporter');
  scanner = await signIn(t(), 'Scanner');
  contant = await signIn(t(), 'Contant');
});

/** A fresh person: a name and a national ID no ticket holds yet. */
function newPerson(fullName = 'منى سعيد') {
  seq += 1;
  return { fullName, nationalId: sampleNationalId(seq) };
}

/** An event `hoursAhead` from now (the deadline is CHANGES_UNTIL_HOURS, 24, before it). */
async function eventIn(hoursAhead: number) {
  const event = await insertEvent(t(), 'أمسية الشعر');
  const date = new Date(Date.now() + hoursAhead * 3_600_000);
  await t().database.db.update(events).set({ date }).where(eq(events.id, event.id));
  return { ...event, date };
}

async function groupOf(
  status: 'Pending' | 'Accepted' | 'Rejected' | 'Cancelled' = 'Accepted',
  hoursAhead = 72,
) {
  const event = await eventIn(hoursAhead);
  const { booking, tickets: held } = await insertGroupBooking(t(), event.id, ['عمر حسن', 'هدى علي'], status);
  const token = signBookerToken(t().config.ticketSecret, booking.id);
  return { event, booking, held, token };
}

function byBooker(token: string, ticketId: string, payload: object) {
  return t().app.inject({ method: 'PUT', url: `/api/tickets/${token}/tickets/${ticketId}`, payload });
}

function byStaff(staff: Staff | undefined, bookingId: string, ticketId: string, payload: object) {
  return t().app.inject({
    method: 'PUT',
    url: `/api/events/bookings/${bookingId}/tickets/${ticketId}`,
    headers: staff ? bearer(staff.token) : {},
    payload,
  });
}

const qrOf = (ticketId: string, version = 0) => signTicket(t().config.ticketSecret, ticketId, version);
const keyOf = (qr: string) => createHash('sha256').update(qr, 'utf8').digest('hex');

async function lastLogOf(bookingId: string) {
  const [row] = await t()
    .database.db.select()
    .from(accessLog)
    .where(and(eq(accessLog.targetId, bookingId), eq(accessLog.action, 'ticket.holder-change')))
    .orderBy(desc(accessLog.at))
    .limit(1);
  return row;
}

describe('the booker names another holder for a guest ticket', () => {
  it('renames the ticket, gives it a new QR, emails the booker and records the change', async () => {
    const { booking, held, token } = await groupOf();
    const before = (await t().app.inject({ url: `/api/tickets/${token}` })).json().data;
    const oldQr = before.tickets[1].qrCodeData;
    expect(oldQr).toBe(qrOf(held[1]!.id));
    expect(before.tickets[1].canChangeHolder).toBe(true);
    expect(before.tickets[0].canChangeHolder).toBe(false);

    const person = newPerson();
    const res = await byBooker(token, held[1]!.id, person);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(S.changed);
    const after = res.json().data;
    expect(after.tickets.map((x: { fullName: string }) => x.fullName)).toEqual([
      booking.fullName,
      person.fullName,
      'هدى علي',
    ]);
    expect(after.tickets[1].qrCodeData).toBe(qrOf(held[1]!.id, 1));
    expect(after.tickets[1].qrCodeData).not.toBe(oldQr);
    // The other tickets keep their QR codes.
    expect(after.tickets[2].qrCodeData).toBe(before.tickets[2].qrCodeData);
    expect(after).not.toHaveProperty('tickets.1.nationalId');

    const [row] = await t().database.db.select().from(tickets).where(eq(tickets.id, held[1]!.id));
    expect(row).toMatchObject({ fullName: person.fullName, nationalId: person.nationalId, qrVersion: 1 });

    const [mail] = await emailsTo(t(), booking.email, 'ticket-holder-changed');
    expect(mail?.subject).toBe(AR_HOLDER.emails.subject('أمسية الشعر'));
    expect(mail?.text).toContain(person.fullName);
    const codes = mail!.attachments.filter((a) => a.contentType === 'image/png');
    expect(codes).toHaveLength(1);
    expect(mail!.html).toContain(`cid:${codes[0]!.cid}`);

    const log = await lastLogOf(booking.id);
    expect(log).toMatchObject({ actorId: null, targetType: 'booking' });
    expect(log?.details).toEqual({ ticketId: held[1]!.id, position: 2, by: 'booker' });
    // The log keeps ids only, never the new holder's name or national ID.
    expect(JSON.stringify(log)).not.toContain(person.nationalId);
  });

  it('at the door: the old QR is refused as given to someone else, the new one admits its new holder', async () => {
    const { event, held, token } = await groupOf();
    const person = newPerson('كريم فؤاد');
    expect((await byBooker(token, held[1]!.id, person)).statusCode).toBe(200);
    const call = door(t(), scanner.token);

    const old = await call('POST', '/api/events/bookings/verify-qr', {
      qrCodeData: qrOf(held[1]!.id),
      eventId: event.id,
    });
    expect(old.statusCode, old.body).toBe(400);
    expect(old.json()).toEqual(envelope(AR_CHECK_IN.serverReissued));
    expect(AR_CHECK_IN.serverReissued).toBe('تم نقل هذه التذكرة لشخص آخر');

    const fresh = await call('POST', '/api/events/bookings/verify-qr', {
      qrCodeData: qrOf(held[1]!.id, 1),
      eventId: event.id,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data).toMatchObject({ ticketId: held[1]!.id, fullName: 'كريم فؤاد' });
    // Admitted: the old QR still says why it does not admit (not "already in").
    const again = await call('POST', '/api/events/bookings/verify-qr', { qrCodeData: qrOf(held[1]!.id) });
    expect(again.json()).toEqual(envelope(AR_CHECK_IN.serverReissued));
  });

  it("the door's snapshot lists the new QR's key and the replaced one, also as a change since a copy", async () => {
    const { event, held, token } = await groupOf();
    const call = door(t(), scanner.token);
    const first = (await call('GET', `/api/events/${event.id}/check-in/snapshot`)).json().data;
    expect(first.tickets.find((x: { ticketId: string }) => x.ticketId === held[1]!.id)).not.toHaveProperty(
      'replacedKeys',
    );
    expect((await byBooker(token, held[1]!.id, newPerson('سلمى نور'))).statusCode).toBe(200);

    for (const url of [
      `/api/events/${event.id}/check-in/snapshot`,
      `/api/events/${event.id}/check-in/snapshot?since=${encodeURIComponent(first.generatedAt)}`,
    ]) {
      const snap = (await call('GET', url)).json().data;
      const item = snap.tickets.find((x: { ticketId: string }) => x.ticketId === held[1]!.id);
      expect(item, url).toMatchObject({
        key: keyOf(qrOf(held[1]!.id, 1)),
        fullName: 'سلمى نور',
        replacedKeys: [keyOf(qrOf(held[1]!.id))],
      });
    }

    // An offline scan of the old QR does not admit when it syncs.
    const sync = await call('POST', `/api/events/${event.id}/check-in/sync`, {
      deviceId: 'door-1',
      scans: [{ scanId: 'old-qr-scan', key: keyOf(qrOf(held[1]!.id)), scannedAt: new Date().toISOString() }],
    });
    expect(sync.json().data.results[0].outcome).toBe('invalid');
  });

  it('a second change gives a third QR; both earlier ones are refused', async () => {
    const { event, held, token } = await groupOf();
    expect((await byBooker(token, held[2]!.id, newPerson('رامي سامي'))).statusCode).toBe(200);
    expect((await byBooker(token, held[2]!.id, newPerson('ريم سامي'))).statusCode).toBe(200);
    const call = door(t(), scanner.token);
    for (const version of [0, 1]) {
      const res = await call('POST', '/api/events/bookings/verify-qr', {
        qrCodeData: qrOf(held[2]!.id, version),
      });
      expect(res.json(), `version ${version}`).toEqual(envelope(AR_CHECK_IN.serverReissued));
    }
    const snap = (await call('GET', `/api/events/${event.id}/check-in/snapshot`)).json().data;
    const item = snap.tickets.find((x: { ticketId: string }) => x.ticketId === held[2]!.id);
    expect(item.replacedKeys).toEqual([keyOf(qrOf(held[2]!.id)), keyOf(qrOf(held[2]!.id, 1))]);
  });

  it("refuses the booker's own ticket: it keeps the booking's name", async () => {
    const { booking, token } = await groupOf();
    const res = await byBooker(token, booking.id, newPerson());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ...envelope(S.bookersOwn) });
  });

  it(`after the deadline (CHANGES_UNTIL_HOURS before the event): 409 ${S.tooLate}`, async () => {
    const { held, token, booking } = await groupOf('Accepted', 23);
    const res = await byBooker(token, held[1]!.id, newPerson());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(S.tooLate);
    expect(S.tooLate).toBe('انتهت مهلة تعديل التذاكر');
    const view = (await t().app.inject({ url: `/api/tickets/${token}` })).json().data;
    expect(view.tickets.map((x: { canChangeHolder: boolean }) => x.canChangeHolder)).toEqual([
      false,
      false,
      false,
    ]);
    const staff = await byStaff(supporter, booking.id, held[1]!.id, newPerson());
    expect(staff.json().error).toBe(S.tooLate);
  });

  it('refuses a ticket already admitted', async () => {
    const { held, token } = await groupOf();
    const admitted = await door(t(), scanner.token)('POST', '/api/events/bookings/verify-qr', {
      qrCodeData: qrOf(held[1]!.id),
    });
    expect(admitted.statusCode).toBe(200);
    const res = await byBooker(token, held[1]!.id, newPerson());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(S.admitted);
  });

  it('one active ticket per national ID per event: 409 naming the person, as a group booking does', async () => {
    const { event, held, token } = await groupOf();
    const other = await insertGroupBooking(t(), event.id, ['زياد'], 'Accepted');
    const [holder] = await t().database.db.select().from(tickets).where(eq(tickets.id, other.tickets[1]!.id));
    const res = await byBooker(token, held[1]!.id, { fullName: 'طارق يوسف', nationalId: holder!.nationalId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(AR_BOOKING_ERRORS.personHasTicket('طارق يوسف'));
    // Another guest of the same booking holds it too.
    const [sibling] = await t().database.db.select().from(tickets).where(eq(tickets.id, held[2]!.id));
    const same = await byBooker(token, held[1]!.id, {
      fullName: 'طارق يوسف',
      nationalId: sibling!.nationalId,
    });
    expect(same.json().error).toBe(AR_BOOKING_ERRORS.personHasTicket('طارق يوسف'));
    // A cancelled booking's ticket holds nothing.
    const gone = await insertGroupBooking(t(), event.id, ['وليد'], 'Cancelled');
    const [freed] = await t().database.db.select().from(tickets).where(eq(tickets.id, gone.tickets[1]!.id));
    const ok = await byBooker(token, held[1]!.id, { fullName: 'وليد سمير', nationalId: freed!.nationalId });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("a new name with the holder's own national ID is just a correction", async () => {
    const { held, token } = await groupOf();
    const [row] = await t().database.db.select().from(tickets).where(eq(tickets.id, held[1]!.id));
    const res = await byBooker(token, held[1]!.id, {
      fullName: 'عمر حسن محمود',
      nationalId: row!.nationalId,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('checks the new holder as a guest: the name and national ID rules', async () => {
    const { held, token } = await groupOf();
    const badId = await byBooker(token, held[1]!.id, { fullName: 'منى سعيد', nationalId: '123' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toBe(AR_BOOKING_ERRORS.nationalIdInvalid);
    const link = await byBooker(token, held[1]!.id, {
      fullName: 'www.example.com',
      nationalId: newPerson().nationalId,
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().error).toBe(AR_BOOKING_ERRORS.fullNameHasAddress);
    const empty = await byBooker(token, held[1]!.id, { fullName: ' ', nationalId: newPerson().nationalId });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(AR_BOOKING_ERRORS.fullNameRequired);
  });

  it('finds only a ticket of the link’s booking, and only through a genuine link', async () => {
    const { held, token } = await groupOf();
    const other = await groupOf();
    const foreign = await byBooker(token, other.held[1]!.id, newPerson());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(AR_TICKET.server.ticketNotFound);
    const malformed = await byBooker(token, 'not-an-id', newPerson());
    expect(malformed.statusCode).toBe(404);
    // A QR's token is not the booker's link.
    const qr = await byBooker(qrOf(held[0]!.id), held[1]!.id, newPerson());
    expect(qr.statusCode).toBe(404);
    expect(qr.json().error).toBe(AR_BOOKINGS.bookingNotFound);
  });

  it('refuses a Rejected or Cancelled booking', async () => {
    for (const status of ['Rejected', 'Cancelled'] as const) {
      const { held, token } = await groupOf(status);
      const res = await byBooker(token, held[1]!.id, newPerson());
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toBe(S.notActive);
    }
  });

  it('a Pending booking: changed without an email (no QR yet); once Accepted its QR is the new one', async () => {
    const { booking, held, token } = await groupOf('Pending');
    expect((await byBooker(token, held[1]!.id, newPerson('نادر فهمي'))).statusCode).toBe(200);
    expect(await emailsTo(t(), booking.email, 'ticket-holder-changed')).toEqual([]);
    await t().database.db.update(bookings).set({ status: 'Accepted' }).where(eq(bookings.id, booking.id));
    const view = (await t().app.inject({ url: `/api/tickets/${token}` })).json().data;
    expect(view.tickets[1]).toMatchObject({ fullName: 'نادر فهمي', qrCodeData: qrOf(held[1]!.id, 1) });
  });
});

describe('staff name another holder from the booking details', () => {
  it('Admin and Supporter may; the answer is the staff view with the new national ID; logged with the account', async () => {
    const { booking, held } = await groupOf();
    const person = newPerson('فريدة عادل');
    const res = await byStaff(supporter, booking.id, held[2]!.id, person);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.tickets[2]).toMatchObject({ _id: held[2]!.id, ...person });
    const log = await lastLogOf(booking.id);
    expect(log).toMatchObject({ actorId: supporter.id, actorName: supporter.username });
    expect(log?.details).toMatchObject({ by: 'staff' });
    expect(await emailsTo(t(), booking.email, 'ticket-holder-changed')).toHaveLength(1);
    const admin = await signIn(t(), 'Admin');
    expect((await byStaff(admin, booking.id, held[2]!.id, newPerson())).statusCode).toBe(200);
  });

  it('the same rules: the booker’s own ticket, a foreign ticket', async () => {
    const { booking, held } = await groupOf();
    expect((await byStaff(supporter, booking.id, booking.id, newPerson())).json().error).toBe(S.bookersOwn);
    const other = await groupOf();
    const res = await byStaff(supporter, booking.id, other.held[1]!.id, newPerson());
    expect(res.statusCode).toBe(404);
    expect((await byStaff(supporter, other.booking.id, held[1]!.id, newPerson())).statusCode).toBe(404);
  });

  it('other roles get 403, no token 401', async () => {
    const { booking, held } = await groupOf();
    expect((await byStaff(scanner, booking.id, held[1]!.id, newPerson())).statusCode).toBe(403);
    expect((await byStaff(contant, booking.id, held[1]!.id, newPerson())).statusCode).toBe(403);
    expect((await byStaff(undefined, booking.id, held[1]!.id, newPerson())).statusCode).toBe(401);
    const [row] = await t().database.db.select().from(tickets).where(eq(tickets.id, held[1]!.id));
    expect(row).toMatchObject({ fullName: 'عمر حسن', qrVersion: 0 });
  });
});
