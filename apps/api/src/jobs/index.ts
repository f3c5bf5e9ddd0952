import type { App } from '../app';
import { bookingExpiryJob } from './booking-expiry';
import { bookingReminderJob } from './booking-reminder';
import { outboxSenderJob } from './outbox-sender';
import type { Job } from './scheduler';

/** The periodic jobs of this server; each issue that needs one adds it here. */
export function serverJobs(app: App): Job[] {
  return [
    outboxSenderJob(app.db, app.config, app.log),
    bookingExpiryJob(app.db),
    bookingReminderJob(app.db, app.config),
  ];
}
