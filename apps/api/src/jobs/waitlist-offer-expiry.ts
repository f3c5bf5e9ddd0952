import type { Db } from '../db/client';
import { closeLinesAtSalesClose, expireOffers } from '../modules/waitlist';
import type { Job } from './scheduler';

/**
 * Every minute: waiting-list offers not used in time expire (their seats move on, holders emailed),
 * and the lines of events whose sales closed end, each person still waiting told so.
 */
export function waitlistOfferExpiryJob(db: Db): Job {
  return {
    name: 'waitlist-offer-expiry',
    everyMs: 60_000,
    run: async () => {
      await expireOffers(db);
      await closeLinesAtSalesClose(db);
    },
  };
}
