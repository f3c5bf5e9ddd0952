import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { type ErasedEmail, eraseEmails, eraseSentEmailsBefore, removeEmlFiles } from '../modules/email';
import {
  claimExpiredBookings,
  eraseBookings,
  erasePaymentsOfErasedBookings,
  eraseWaitlistContacts,
  expiredWaitlistEntries,
  findEmailsAbout,
} from '../modules/privacy';
import type { Job } from './scheduler';

const BATCH = 500;

type RetentionConfig = Pick<Config, 'retentionDays' | 'outboxKeepDays' | 'dataDir'>;

export type RetentionRun = {
  bookings: number;
  waitlist: number;
  transfers: number;
  refunds: number;
  emails: number;
};

/** Runs `batch` (one transaction each) until it does less than a full batch; answers the total. */
async function inBatches(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await batch();
    total += done;
    if (done < BATCH) return total;
  }
}

/**
 * Retention (docs/api/privacy.md; docs/api/privacy.md#retention, Egypt's Law 151 of 2020): `RETENTION_DAYS`
 * after an event's date, its bookings' national IDs, emails, payment numbers, proof images and
 * transaction IDs, its tickets' national IDs and its waiting-list contacts are erased, and with
 * them the emails about those bookings and entries; then the transfers' and done refunds' data of
 * every erased booking; and every sent email's address and body `OUTBOX_KEEP_DAYS` after it went.
 * Batches of BATCH rows claimed with SKIP LOCKED, each in its own transaction, and each row marked
 * erased: any number of processes may run it, and each row is erased once.
 */
export async function runRetention(db: Db, config: RetentionConfig): Promise<RetentionRun> {
  const files: ErasedEmail[] = [];
  let emails = 0;
  const withTheirEmails = (erase: (tx: Tx) => Promise<string[]>) =>
    inBatches(() =>
      db.transaction(async (tx) => {
        const erased = await erase(tx);
        const gone = await eraseEmails(tx, await findEmailsAbout(tx, erased));
        emails += gone.length;
        files.push(...gone);
        return erased.length;
      }),
    );
  const bookings = await withTheirEmails(async (tx) =>
    eraseBookings(tx, await claimExpiredBookings(tx, config.retentionDays, BATCH)),
  );
  const waitlist = await withTheirEmails(async (tx) =>
    eraseWaitlistContacts(tx, await expiredWaitlistEntries(tx, config.retentionDays, BATCH)),
  );
  const payments = await db.transaction((tx) => erasePaymentsOfErasedBookings(tx));
  emails += await inBatches(async () => {
    const gone = await eraseSentEmailsBefore(db, config.outboxKeepDays, BATCH);
    files.push(...gone);
    return gone.length;
  });
  await removeEmlFiles(config.dataDir, files);
  return { bookings, waitlist, ...payments, emails };
}

/** Once a day (and once shortly after each start), on every process. */
export function retentionJob(db: Db, config: RetentionConfig): Job {
  return { name: 'retention', everyMs: 24 * 3_600_000, run: () => runRetention(db, config) };
}
