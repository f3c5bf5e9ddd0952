import { createHash } from 'node:crypto';
import { mailboxKey } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { resendBookingLinks } from './tickets.service';

/** docs/api/booker-page.md#find-my-bookings: at most 3 "your links" emails per mailbox (however written) per hour. */
export const RESEND_EMAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;
/**
 * Look-ups waiting or running at once in this process. The route's per-client limit keeps this far
 * away in normal use; past it (a flood from many addresses) further requests are dropped, not queued.
 */
const MAX_IN_FLIGHT = 64;

const inFlight = new Set<Promise<void>>();

/** Resolves once every look-up started so far has finished (tests, and the app's close). */
export async function resendsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/**
 * "Send me my links" off the response path: the answer (202, one message) leaves before the address is
 * looked up, so neither its text nor its timing tells whether the address booked. The emails an
 * address receives are counted in the shared windows (Redis when configured, else this process),
 * only when there is something to send, so a stranger asking about an address that never booked
 * costs that address nothing.
 */
export function resendLinksInBackground(app: FastifyInstance) {
  app.addHook('onClose', resendsSettled);
  const keyOf = (email: string) =>
    `resend-links:${createHash('sha256').update(mailboxKey(email)).digest('hex').slice(0, 32)}`;

  return function start(email: string): void {
    if (inFlight.size >= MAX_IN_FLIGHT) {
      app.log.warn('resend links: too many look-ups at once, request dropped');
      return;
    }
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() =>
        resendBookingLinks(
          app.db,
          async () => {
            const { current } = await app.rateWindows.hit(keyOf(email), HOUR_MS);
            return current <= RESEND_EMAILS_PER_HOUR;
          },
          email,
        ),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'resend links failed'))
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  };
}
