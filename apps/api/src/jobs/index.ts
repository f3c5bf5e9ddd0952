import type { App } from '../app';
import { bookingExpiryJob } from './booking-expiry';
import { bookingReminderJob } from './booking-reminder';
import { eventMessagesJob } from './event-messages';
import { outboxSenderJob } from './outbox-sender';
import { retentionJob } from './retention';
import { scheduledBackupJob } from './scheduled-backup';
import type { Job } from './scheduler';
import { waitlistOfferExpiryJob } from './waitlist-offer-expiry';

/** The periodic jobs of this server; each issue that needs one adds it here. */
export function serverJobs(app: App): Job[] {
  return [
    outboxSenderJob(app.db, app.config, app.log),
    bookingExpiryJob(app.db),
    bookingReminderJob(app.db, app.config),
    waitlistOfferExpiryJob(app.db),
    eventMessagesJob(app.db),
    // Of the embedded database only: with PostgreSQL every process would dump the same database,
    // and the provider's backups and point-in-time recovery do it better (README, "Backups").
    ...(app.backups.kind === 'pglite' && app.config.backup.hours > 0
      ? [scheduledBackupJob(app.backups, app.config)]
      : []),
    retentionJob(app.db, app.config),
  ];
}
