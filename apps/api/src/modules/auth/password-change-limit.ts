import { createHash } from 'node:crypto';
import { AR_ACCOUNT } from '@app/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors';
import { inBackground } from './password';

/** docs/api/accounts.md#password-change: password changes are limited per account, 5 in 15 minutes. */
export const PASSWORD_CHANGES_PER_ACCOUNT = 5;
export const PASSWORD_CHANGE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Password changes counted per account, every attempt (right or wrong current password), before any
 * hashing: a thief with a session cannot guess the current password at scrypt speed, and a flood of
 * changes is refused before it costs 128 MiB each. The hashing of the changes that pass runs behind
 * logins (inBackground). Counted through Redis when configured, in this process otherwise.
 */
export function passwordChangeLimit(app: FastifyInstance) {
  const max = Math.max(1, Math.round(PASSWORD_CHANGES_PER_ACCOUNT * app.config.rateLimitScale));
  const keyOf = (userId: string) =>
    `password-changes:${createHash('sha256').update(userId).digest('hex').slice(0, 32)}`;

  /** Counts one change for `userId` and runs it, or answers 429 (with Retry-After) past the limit. */
  return async function limited<T>(
    userId: string,
    reply: FastifyReply,
    change: () => Promise<T>,
  ): Promise<T> {
    const { current, ttl } = await app.rateWindows.hit(keyOf(userId), PASSWORD_CHANGE_WINDOW_MS);
    if (current > max) {
      reply.header('retry-after', Math.max(1, Math.ceil(ttl / 1000)));
      throw new AppError(429, AR_ACCOUNT.passwordChangeLimited);
    }
    return inBackground(change);
  };
}
