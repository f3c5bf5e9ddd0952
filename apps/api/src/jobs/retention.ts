import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  claimExpiredBookings,
  eraseBookings,
  eraseWaitlistContacts,
  expiredWaitlistEntries,
} from '../modules/privacy/personal-data';
import type { Job } from './scheduler';

const BATCH = 500;

/**
 * Retention (DECISIONS.md section 17, Egypt's Law 151 of 2020): `RETENTION_DAYS` after an event's
 * date, its bookings' national IDs, emails, payment numbers, proof images and transaction IDs, its
 * tickets' national IDs and its waiting-list contacts are erased. Batches of BATCH rows claimed with
 * SKIP LOCKED, each in its own transaction, and `erased_at` stamped: any number of processes may run
 * it, and each booking is erased once. Answers how many bookings it erased.
 */
export async function runRetention(db: Db, days: number): Promise<{ bookings: number; waitlist: number }> {
  let bookings = 0;
  for (;;) {
    const erased = await db.transaction(async (tx) =>
      eraseBookings(tx, await claimExpiredBookings(tx, days, BATCH)),
    );
    bookings += erased.length;
    if (erased.length < BATCH) break;
  }
  let waitlist = 0;
  for (;;) {
    const cleared = await db.transaction(async (tx) =>
      eraseWaitlistContacts(tx, await expiredWaitlistEntries(tx, days, BATCH)),
    );
    waitlist += cleared.length;
    if (cleared.length < BATCH) break;
  }
  return { bookings, waitlist };
}

/** Once a day (and once shortly after each start), on every process. */
export function retentionJob(db: Db, config: Pick<Config, 'retentionDays'>): Job {
  return { name: 'retention', everyMs: 24 * 3_600_000, run: () => runRetention(db, config.retentionDays) };
}
