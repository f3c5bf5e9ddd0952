import type { Db } from '../db/client';
import { expireOffers } from '../modules/waitlist/waitlist.service';
import type { Job } from './scheduler';

/** Every minute: waiting-list offers not used in time expire, their seats move on, holders emailed. */
export function waitlistOfferExpiryJob(db: Db): Job {
  return { name: 'waitlist-offer-expiry', everyMs: 60_000, run: () => expireOffers(db) };
}
