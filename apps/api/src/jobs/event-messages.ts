import type { Db } from '../db/client';
import { sendEventReminders } from '../modules/messages/event-reminders';
import { dispatchDueMessages } from '../modules/messages/messages.service';
import type { Job } from './scheduler';

/**
 * Scheduled staff messages whose time has come are expanded into the outbox, and events' reminders
 * queued; on every process (each claims its rows with SKIP LOCKED and stamps them).
 */
export function eventMessagesJob(db: Db): Job {
  return {
    name: 'event-messages',
    everyMs: 30_000,
    run: async () => {
      while ((await dispatchDueMessages(db)) > 0);
      while ((await sendEventReminders(db)) > 0);
    },
  };
}
