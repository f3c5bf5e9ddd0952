import { AR_AUTH, AR_SERVER, type LoginResponse } from '@app/shared';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { authSessions, refreshTokens, users } from '../../db/schema';
import { Forbidden, Unauthorized } from '../../lib/errors';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password';
import { hashRefreshToken, newRefreshToken, SESSION_TTL_MS, signAccessToken } from './tokens';

export async function login(
  db: Db,
  config: Config,
  username: string,
  password: string,
): Promise<LoginResponse> {
  const [account] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (!account) {
    await verifyAgainstDummy(password);
    throw new Unauthorized(AR_AUTH.invalidCredentials);
  }
  if (!(await verifyPassword(password, account.passwordHash)))
    throw new Unauthorized(AR_AUTH.invalidCredentials);
  if (account.isSuspended) throw new Forbidden(AR_SERVER.suspended);

  if (needsRehash(account.passwordHash)) {
    // A hash of a weaker cost (docs/api/accounts.md#passwords) is replaced now that the password is known;
    // only if it is still the same hash, so a password changed meanwhile is not overwritten.
    const passwordHash = await hashPassword(password);
    await db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, account.id), eq(users.passwordHash, account.passwordHash)));
  }

  return openSession(db, config, account);
}

/** A new session for an account whose password was just checked: its first access and refresh tokens. */
export async function openSession(
  db: Db,
  config: Config,
  account: { id: string; tokenVersion: number },
): Promise<LoginResponse> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({ userId: account.id, expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
      .returning({ id: authSessions.id });
    const refreshToken = await issueRefreshToken(tx, session!.id);
    const accessToken = signAccessToken(config.jwtSecret, {
      sub: account.id,
      tv: account.tokenVersion,
      sid: session!.id,
    });
    return { accessToken, refreshToken, _id: account.id };
  });
}

/**
 * Logout: ends the caller's session and, when a refresh token of another session of the same account
 * comes along, that one too. A refresh token of someone else's session is ignored.
 */
export async function logout(
  db: Db,
  userId: string,
  sessionId: string,
  refreshToken?: string,
): Promise<void> {
  const sessions = refreshToken
    ? or(
        eq(authSessions.id, sessionId),
        inArray(
          authSessions.id,
          db
            .select({ id: refreshTokens.sessionId })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken))),
        ),
      )
    : eq(authSessions.id, sessionId);
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(sessions, eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

async function issueRefreshToken(tx: Tx, sessionId: string): Promise<string> {
  const token = newRefreshToken();
  await tx.insert(refreshTokens).values({ tokenHash: hashRefreshToken(token), sessionId });
  return token;
}

type RefreshOutcome =
  | { ok: true; accessToken: string; refreshToken: string }
  | { ok: false; suspended?: boolean };

/** Rotates a refresh token; presenting one already used revokes its whole session. */
export async function refresh(db: Db, config: Config, presented: string) {
  const tokenHash = hashRefreshToken(presented);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [row] = await tx
      .select({
        sessionId: refreshTokens.sessionId,
        usedAt: refreshTokens.usedAt,
        revokedAt: authSessions.revokedAt,
        expiresAt: authSessions.expiresAt,
        userId: users.id,
        tokenVersion: users.tokenVersion,
        isSuspended: users.isSuspended,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (row?.isSuspended) return { ok: false, suspended: true };
    if (!row || row.revokedAt || row.expiresAt <= new Date()) return { ok: false };
    // The conditional update makes the rotation atomic: of two uses of one token only one wins.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (claimed.length === 0) {
      await tx.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, row.sessionId));
      return { ok: false };
    }
    const refreshToken = await issueRefreshToken(tx, row.sessionId);
    const accessToken = signAccessToken(config.jwtSecret, {
      sub: row.userId,
      tv: row.tokenVersion,
      sid: row.sessionId,
    });
    return { ok: true, accessToken, refreshToken };
  });
  if (!outcome.ok) {
    throw outcome.suspended ? new Forbidden(AR_SERVER.suspended) : new Unauthorized(AR_AUTH.refreshInvalid);
  }
  return { accessToken: outcome.accessToken, refreshToken: outcome.refreshToken };
}

/** Ends every session of an account and invalidates its access tokens (password change, suspension). */
export async function revokeAllSessions(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await tx
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    );
}
