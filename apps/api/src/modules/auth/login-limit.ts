import { createHash } from 'node:crypto';
import { AR_AUTH, AR_SERVER } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, Unauthorized } from '../../lib/errors';

/** docs/api/accounts.md#login-limits: past 20 failures for a username in 15 minutes, its logins need a proof-of-work. */
export const LOGIN_FAILURES_PER_USERNAME = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Each further 20 failures within the window double the challenge (the plugin's levels), up to level 6
 * (POW_MAX_NUMBER x 64: 3.2 million with the default, a second or two in the panel): a guesser pays
 * more for every batch of guesses while the owner's wait stays short.
 */
export const LOGIN_FAILURES_PER_LEVEL = 20;
export const LOGIN_MAX_LEVEL = 6;

/**
 * Failed logins counted per username, from whatever addresses they come. There is no lockout: once a
 * username has had its share of failures, every login to it (even with the right password) must carry a
 * solved challenge of the proof-of-work plugin (scope `login`, in the body field `altcha`), else it is
 * answered 429 with one in `data.challenge`, which the panel's login form solves unseen. So the owner
 * still gets in and a guesser pays for each try. Counted through Redis when configured, in this process
 * otherwise (app.rateWindows). A success does not reset the count.
 */
export function loginFailureLimit(app: FastifyInstance) {
  const max = Math.max(1, Math.round(LOGIN_FAILURES_PER_USERNAME * app.config.rateLimitScale));
  const perLevel = Math.max(1, Math.round(LOGIN_FAILURES_PER_LEVEL * app.config.rateLimitScale));
  // Usernames are matched without case at login; the key does the same, and keeps no name in Redis.
  const keyOf = (username: string) =>
    `login-failures:${createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

  return {
    /** While the username's failures are at the limit: answers 429 with a challenge unless `solution` solves one. */
    async requireWork(username: string, solution: string | undefined): Promise<void> {
      const { current } = await app.rateWindows.peek(keyOf(username));
      if (current < max) return;
      const level = Math.min(LOGIN_MAX_LEVEL, Math.floor((current - max) / perLevel));
      if (await app.proofOfWork.solved(solution, 'login', level)) return;
      const message = solution === undefined ? AR_AUTH.loginProofRequired : AR_SERVER.proofOfWorkFailed;
      throw new AppError(429, message, undefined, {
        data: { challenge: await app.proofOfWork.challenge('login', level) },
      });
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
