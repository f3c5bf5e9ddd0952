import { type LaunchedProduct, launchProduct } from '@app/launcher';
import pg from 'pg';
import { seedBigEvent } from '../../bench/big-event-seed';
import { freshPostgresDatabase } from '../../bench/product';
import { createBooking, uniqueNationalId } from './bookings';
import { createEvent } from './events';
import { adminLogin, env } from './fixtures';

/** A booking of the big event, as the test follows it: its tickets in order, the booker's first. */
export type BigEventBooking = {
  _id: string;
  reference: string;
  fullName: string;
  quantity: number;
  tickets: { _id: string }[];
};

export type BigEvent = {
  base: string;
  adminToken: string;
  eventId: string;
  eventName: string;
  /** In booking order; the first ones carry the names asked for. */
  bookings: BigEventBooking[];
  /** How it was seeded, and how long that took (ms). */
  seeded: { how: 'SQL on PostgreSQL' | 'the API on PGlite'; ms: number };
  stop: () => Promise<void>;
};

/**
 * A product of the spec's own holding one free event of `tickets` Accepted tickets in bookings of up
 * to six, the first bookers named `names`. Its own: the shared product sends at most 60 emails a
 * minute (MAIL_PER_MINUTE), and the emails of 800 bookings would hold the other specs' for a quarter
 * of an hour; here the jobs are off. On PostgreSQL when TEST_DATABASE_URL names one (as CI does),
 * seeded in SQL by bench/big-event-seed.ts in about a second; else on PGlite through the public API,
 * about 15 ms of the server's time a booking.
 */
export async function startBigEvent(tickets: number, names: string[]): Promise<BigEvent> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const database = pgUrl ? await freshPostgresDatabase('e2e_big_event', pgUrl) : undefined;
  let product: LaunchedProduct | undefined;
  const stop = async () => {
    await product?.stop();
    await database?.drop();
  };
  try {
    product = await launchProduct({
      site: env.siteDir,
      echo: 'stderr',
      env: {
        ...(database && { DATABASE_URL: database.url }),
        ADMIN_USERNAME: env.admin.username,
        ADMIN_PASSWORD: env.admin.password,
        RATE_LIMIT_SCALE: '100',
        PROOF_OF_WORK: 'off',
        JOBS: 'off',
        TICKET_SECRET: 'e2e-ticket-secret-for-check-in-tests-0123456789',
      },
    });
    const base = product.base;
    const adminToken = (await adminLogin(base)).accessToken;
    const eventName = `حفل كبير ${Date.now().toString(36)}`;
    const eventId = (
      await createEvent(adminToken, { name: eventName, ticketPrice: 0, totalSeats: tickets }, base)
    )._id;
    const started = Date.now();
    const bookings = database
      ? await seedInSql(database.url, eventId, tickets, names)
      : await bookThroughApi(base, eventId, tickets, names);
    return {
      base,
      adminToken,
      eventId,
      eventName,
      bookings,
      seeded: { how: database ? 'SQL on PostgreSQL' : 'the API on PGlite', ms: Date.now() - started },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function seedInSql(
  url: string,
  eventId: string,
  tickets: number,
  names: string[],
): Promise<BigEventBooking[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seedBigEvent(client, eventId, tickets, 'E', { mix: 'accepted' });
    const { rows } = await client.query<BigEventBooking & { ticketIds: string[] }>(
      `SELECT b.id AS "_id", b.reference, b.full_name AS "fullName", b.quantity,
              array_agg(t.id ORDER BY t.position) AS "ticketIds"
       FROM bookings b JOIN tickets t ON t.booking_id = b.id
       WHERE b.event_id = $1 GROUP BY b.id ORDER BY b.reference`,
      [eventId],
    );
    const bookings = rows.map(({ ticketIds, ...b }) => ({
      ...b,
      tickets: ticketIds.map((_id) => ({ _id })),
    }));
    for (const [i, fullName] of names.entries()) {
      const booking = bookings[i]!;
      // The booker's ticket has the booking's id (section 13).
      await client.query('UPDATE bookings SET full_name = $2 WHERE id = $1', [booking._id, fullName]);
      await client.query('UPDATE tickets SET full_name = $2 WHERE id = $1', [booking._id, fullName]);
      booking.fullName = fullName;
    }
    return bookings;
  } finally {
    await client.end();
  }
}

/** Six tickets a booking (the last one fewer), four bookings at a time; guests are `مرافق {n}-{1..5}`. */
async function bookThroughApi(
  base: string,
  eventId: string,
  tickets: number,
  names: string[],
): Promise<BigEventBooking[]> {
  const sizes = Array.from({ length: Math.ceil(tickets / 6) }, (_, n) => Math.min(6, tickets - n * 6));
  const booked: BigEventBooking[] = new Array(sizes.length);
  let next = 0;
  const worker = async () => {
    while (next < sizes.length) {
      const n = next++;
      const fullName = names[n] ?? `حاضر ${n} ب`;
      booked[n] = await createBooking(
        eventId,
        {
          fullName,
          email: `crowd${n}.${uniqueNationalId()}@example.com`,
          guests: Array.from({ length: sizes[n]! - 1 }, (_, g) => ({
            fullName: `مرافق ${n}-${g + 1}`,
            nationalId: uniqueNationalId(),
          })),
        },
        base,
      );
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return booked;
}
