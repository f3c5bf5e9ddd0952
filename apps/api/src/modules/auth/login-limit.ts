import { createHash } from 'node:crypto';
import { AR } from '@app/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, Unauthorized } from '../../lib/errors';

/** DECISIONS.md section 3: login is also limited per username, 20 failures in 15 minutes. */
export const LOGIN_FAILURES_PER_USERNAME = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins counted per username, from whatever addresses they come: once an account's name has
 * had its share of failures, every login to it (even with the right password) answers 429 until the
 * window ends. Counted through Redis when configured, in this process otherwise (app.rateWindows).
 * A success does not reset the count. Attempts in flight together may pass the limit by their number.
 */
export function loginFailureLimit(app: FastifyInstance) {
  const max = Math.max(1, Math.round(LOGIN_FAILURES_PER_USERNAME * app.config.rateLimitScale));
  // Usernames are matched without case at login; the key does the same, and keeps no name in Redis.
  const keyOf = (username: string) =>
    `login-failures:${createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

  return {
    /** Answers 429 (with Retry-After) while the username's failures are at the limit. */
    async refuseWhenLimited(username: string, reply: FastifyReply): Promise<void> {
      const { current, ttl } = await app.rateWindows.peek(keyOf(username));
      if (current < max) return;
      reply.header('retry-after', Math.max(1, Math.ceil(ttl / 1000)));
      throw new AppError(429, AR.server.rateLimited);
    },

    /** Runs the login; a wrong username or password counts one failure for that username. */
    async countFailure<T>(username: string, attempt: () => Promise<T>): Promise<T> {
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof Unauthorized)
          await app.rateWindows.hit(keyOf(username), LOGIN_FAILURE_WINDOW_MS);
        throw error;
      }
    },
  };
}
