import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, visitor } from '../../test/helpers/bookings';
import { createEventViaApi } from '../../test/helpers/events';
import { queuedEmails } from '../../test/helpers/outbox';
import { signIn, useTestApp } from '../../test/test-app';
import { bookings, emailOutbox } from '../db/schema';
import { sendBookingReminders } from './booking-reminder';

const t = useTestApp({ REMINDER_HOURS: '6' });
let admin: string;
let counter = 0;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

function book(eventId: string) {
  counter += 1;
  return bookViaApi<{ _id: string; email: string }>(t(), eventId, {
    ...visitor(0, `reminded${counter}@example.com`, 'منى سعيد'),
    nationalId: `2990101130${String(counter).padStart(4, '0')}`,
    paymentMethod: 'InstaPay',
    paymentNumber: 'mona@instapay',
  });
}

/** Moves a booking back in time, as if it had been made `hours` ago. */
async function age(id: string, hours: number) {
  await t()
    .database.db.update(bookings)
    .set({
      createdAt: sql`created_at - make_interval(hours => ${hours})`,
      expiresAt: sql`expires_at - make_interval(hours => ${hours})`,
    })
    .where(eq(bookings.id, id));
}

/** The reminders queued to these addresses, as the sender sends them. */
async function reminders(emails: string[]) {
  const mails = await queuedEmails(
    t(),
    sql`${emailOutbox.kind} = 'booking-reminder' and ${inArray(emailOutbox.to, emails)}`,
  );
  return mails.map(({ to, text }) => ({ to, text }));
}

describe('booking reminder', () => {
  it('reminds a Pending booking without proof once, 6 hours before it expires, on any number of processes', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 200 });
    const due = await book(event._id);
    const young = await book(event._id);
    const withProof = await book(event._id);
    const accepted = await book(event._id);
    await age(due._id, 19);
    await age(young._id, 10);
    await age(withProof._id, 19);
    await age(accepted._id, 19);
    await t()
      .database.db.update(bookings)
      .set({ proofImage: '/private/proofs/x.webp', proofUploadedAt: new Date() })
      .where(eq(bookings.id, withProof._id));
    await t().database.db.update(bookings).set({ status: 'Accepted' }).where(eq(bookings.id, accepted._id));

    // Three senders at once (three processes): one reminder.
    const sent = await Promise.all([1, 2, 3].map(() => sendBookingReminders(t().database.db, t().config)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendBookingReminders(t().database.db, t().config)).toBe(0);

    const mails = await reminders([due.email, young.email, withProof.email, accepted.email]);
    expect(mails.map((m) => m.to)).toEqual([due.email]);
    expect(mails[0]!.text).toContain('/ticket/B1.');
  });

  it('does not remind for a free event', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 0 });
    const booking = await book(event._id);
    await age(booking._id, 20);
    await sendBookingReminders(t().database.db, t().config);
    expect(await reminders([booking.email])).toEqual([]);
  });
});
