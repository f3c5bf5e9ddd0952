import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, visitor } from '../../../test/helpers/bookings';
import { createEventViaApi } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { bookings, emailOutbox, mailPacing } from '../../db/schema';
import { createOutboxSender } from '../../jobs/outbox-sender';

// A budget of 12 a minute: 30 message copies need three minutes.
const t = useTestApp({ MAIL_PER_MINUTE: '12' });
const quiet = { warn() {}, error() {}, info() {}, debug() {} } as never;
let admin: string;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

/** As if the current minute were over. */
async function nextMinute() {
  await t()
    .database.db.update(mailPacing)
    .set({ windowStart: sql`window_start - interval '1 minute'` })
    .where(eq(mailPacing.id, 1));
}

const sentCount = async () =>
  (await t().database.db.select().from(emailOutbox).where(isNotNull(emailOutbox.sentAt))).length;

describe('pacing (docs/emails.md#the-outbox)', () => {
  it('sends at most MAIL_PER_MINUTE a minute over two processes, one person’s booking email before a message to many', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 100, totalSeats: 100 });
    const booked: string[] = [];
    for (let i = 0; i < 30; i++) {
      const b = await bookViaApi<{ _id: string }>(
        t(),
        event._id,
        visitor(38_000 + i, `paced${i}@example.com`, 'منى'),
      );
      booked.push(b._id);
    }
    await t().database.db.update(bookings).set({ status: 'Accepted' }).where(eq(bookings.eventId, event._id));
    // The bookings' received emails are out of the way, sent in earlier minutes.
    for (let minute = 0; minute < 3; minute++) {
      await createOutboxSender(t().database.db, t().config, quiet).run();
      await nextMinute();
    }
    expect(await sentCount()).toBe(30);

    const res = await t().app.inject({
      method: 'POST',
      url: `/api/events/${event._id}/messages`,
      headers: bearer(admin),
      payload: { subject: 'تذكير', body: 'نراكم قريباً', audience: { statuses: ['Accepted'] } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.recipients).toBe(30);
    // A booking made after the message was queued: its email is about one person.
    const late = await bookViaApi<{ email: string }>(
      t(),
      event._id,
      visitor(38_100, 'late@example.com', 'عمر'),
    );

    // Two processes' senders in the same minute: 12 in all, the late booking's email among them.
    const a = createOutboxSender(t().database.db, t().config, quiet);
    const b = createOutboxSender(t().database.db, t().config, quiet);
    const [sentA, sentB] = await Promise.all([a.run(), b.run()]);
    expect(sentA + sentB).toBe(12);
    expect(await a.run()).toBe(0);
    const [lateMail] = await t().database.db.select().from(emailOutbox).where(eq(emailOutbox.to, late.email));
    expect(lateMail!.sentAt).not.toBeNull();

    const unsent = () =>
      t()
        .database.db.select()
        .from(emailOutbox)
        .where(and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.eventMessageId)));
    expect(await unsent()).toHaveLength(19);
    await nextMinute();
    expect((await Promise.all([a.run(), b.run()])).reduce((x, y) => x + y)).toBe(12);
    await nextMinute();
    expect((await Promise.all([a.run(), b.run()])).reduce((x, y) => x + y)).toBe(7);
    expect(await unsent()).toHaveLength(0);
  });
});
