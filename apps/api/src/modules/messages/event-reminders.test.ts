import { AR_EVENT_MESSAGES } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, storedBooking, visitor } from '../../../test/helpers/bookings';
import { createEventViaApi, eventFields, multipart, pngImage } from '../../../test/helpers/events';
import { queuedEmails } from '../../../test/helpers/outbox';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { bookings, emailOutbox, events } from '../../db/schema';
import { sendEventReminders } from './event-reminders';

const t = useTestApp();
let admin: string;
let n = 39_000;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A free event (bookings Accepted at once) starting in `hours`. */
async function freeEvent(hours: number, reminderHours?: number) {
  return createEventViaApi(t(), admin, {
    ticketPrice: 0,
    date: inHours(hours),
    ...(reminderHours !== undefined && { reminderHours }),
  });
}

async function book(eventId: string) {
  n += 1;
  return bookViaApi<{ _id: string; email: string; ticketUrl: string; reference: string }>(
    t(),
    eventId,
    visitor(n, `guest${n}@example.com`, 'ليلى حسن'),
  );
}

const reminders = (email: string) =>
  queuedEmails(t(), and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'event-reminder')));

describe('reminderHours on the event form', () => {
  it('defaults to 24, takes 0 to 168, and refuses anything else', async () => {
    expect((await createEventViaApi(t(), admin)) as { reminderHours?: number }).toMatchObject({
      reminderHours: 24,
    });
    expect(await createEventViaApi(t(), admin, { reminderHours: 0 })).toMatchObject({ reminderHours: 0 });
    for (const bad of [169, -1, 2.5, 'abc']) {
      const body = multipart(eventFields({ reminderHours: bad }), { bytes: await pngImage() });
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { ...body.headers, ...bearer(admin) },
        payload: body.payload,
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors[0].msg).toBe(AR_EVENT_MESSAGES.server.reminderHoursInvalid);
    }
    const event = await createEventViaApi(t(), admin);
    const edit = multipart({ reminderHours: 168 });
    const res = await t().app.inject({
      method: 'PUT',
      url: `/api/events/${event._id}`,
      headers: { ...edit.headers, ...bearer(admin) },
      payload: edit.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reminderHours).toBe(168);
  });
});

describe('the reminder before the event', () => {
  it('reminds each Accepted booking once, even with two processes, with its link, place, time and reference', async () => {
    const event = await freeEvent(10);
    const first = await book(event._id);
    const second = await book(event._id);
    const pending = await book(event._id);
    await t().database.db.update(bookings).set({ status: 'Pending' }).where(eq(bookings.id, pending._id));

    const runs = await Promise.all([
      sendEventReminders(t().database.db),
      sendEventReminders(t().database.db),
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await sendEventReminders(t().database.db)).toBe(0);
    const [mail] = await reminders(first.email);
    expect(await reminders(first.email)).toHaveLength(1);
    expect(await reminders(second.email)).toHaveLength(1);
    expect(await reminders(pending.email)).toHaveLength(0);
    expect(mail!.text).toContain(first.ticketUrl);
    expect(mail!.text).toContain(first.reference);
    expect(mail!.text).toContain('القاهرة');
    expect((await storedBooking(t(), first._id)).remindedAt).not.toBeNull();

    // Moving the event does not remind again.
    await t()
      .database.db.update(events)
      .set({ date: sql`date + interval '1 hour'` })
      .where(eq(events.id, event._id));
    expect(await sendEventReminders(t().database.db)).toBe(0);
  });

  it('waits for the event’s reminderHours, and sends none for 0, a cancelled or a past event', async () => {
    const far = await freeEvent(30);
    const none = await freeEvent(5, 0);
    const cancelled = await freeEvent(5);
    const farBooking = await book(far._id);
    const noneBooking = await book(none._id);
    const cancelledBooking = await book(cancelled._id);
    await t().database.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, cancelled._id));
    await sendEventReminders(t().database.db);
    for (const b of [farBooking, noneBooking, cancelledBooking])
      expect(await reminders(b.email)).toHaveLength(0);

    // Thirty hours later is six hours before: now it is due.
    await t()
      .database.db.update(events)
      .set({ date: new Date(inHours(6)) })
      .where(eq(events.id, far._id));
    await sendEventReminders(t().database.db);
    expect(await reminders(farBooking.email)).toHaveLength(1);

    // An event already started reminds nobody.
    const started = await freeEvent(5);
    const late = await book(started._id);
    await t()
      .database.db.update(events)
      .set({ date: new Date(inHours(-1)) })
      .where(eq(events.id, started._id));
    await sendEventReminders(t().database.db);
    expect(await reminders(late.email)).toHaveLength(0);
  });

  it('reminds at once a booking accepted after the reminder time, if the event has not started', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 100, date: inHours(8) });
    const booked = await book(event._id);
    await sendEventReminders(t().database.db);
    expect(await reminders(booked.email)).toHaveLength(0);
    await t().database.db.update(bookings).set({ status: 'Accepted' }).where(eq(bookings.id, booked._id));
    await sendEventReminders(t().database.db);
    expect(await reminders(booked.email)).toHaveLength(1);
  });
});

describe('add to calendar', () => {
  it('answers an iCalendar file of the event: CRLF lines, escaped text, UTC times', async () => {
    const event = await createEventViaApi(t(), admin, {
      ticketPrice: 0,
      date: '2031-03-05T18:30:00.000Z',
      location: 'القاهرة، مسرح الجمهورية; الدور الأول',
    });
    const booked = await book(event._id);
    const token = booked.ticketUrl.split('/ticket/')[1]!;
    const res = await t().app.inject({ url: `/api/tickets/${token}/calendar.ics` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const ics = res.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(ics).toContain('DTSTART:20310305T183000Z\r\n');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:القاهرة، مسرح الجمهورية\\; الدور الأول');
    expect(unfolded).toContain(booked.reference);
    expect((await t().app.inject({ url: '/api/tickets/B1.forged/calendar.ics' })).statusCode).toBe(404);
  });
});
