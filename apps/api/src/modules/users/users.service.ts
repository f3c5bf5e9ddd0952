import {
  AR_ACCOUNT,
  AR_PRIVACY,
  AR_USERS,
  type ProfileDto,
  type RegisterUserInput,
  type UpdateUserBody,
  type UserDto,
} from '@app/shared';
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ConfigError } from '../../config';
import type { Db, Tx } from '../../db/client';
import { authSessions, users } from '../../db/schema';
import { BadRequest, Conflict, Forbidden, isUniqueViolation, NotFound } from '../../lib/errors';
import { hashPassword, revokeAllSessions, verifyPassword } from '../auth';

type UserRow = typeof users.$inferSelect;

export function toUserDto(row: UserRow): UserDto {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isSuspended: row.isSuspended,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findUser(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new NotFound(AR_USERS.userNotFound);
  return row;
}

export async function getProfile(db: Db, id: string): Promise<ProfileDto> {
  const row = await findUser(db, id);
  return { _id: row.id, username: row.username, email: row.email, role: row.role };
}

export async function listUsers(db: Db): Promise<UserDto[]> {
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.username));
  return rows.map(toUserDto);
}

export async function registerUser(db: Db, body: RegisterUserInput): Promise<UserDto> {
  // Hashed before the transaction: scrypt takes a while and must not hold the address lock.
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ username: body.username, email: body.email, role: body.role, passwordHash })
        .returning();
      // Addresses are unique among accounts, a new one's too (docs/api/accounts.md#users); a taken
      // username is answered first.
      await claimAddress(tx, row!.id, body.email);
      return toUserDto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(AR_USERS.usernameTaken, 'username');
    throw error;
  }
}

export async function changePassword(db: Db, userId: string, oldPassword: string, newPassword: string) {
  const row = await findUser(db, userId);
  if (!(await verifyPassword(oldPassword, row.passwordHash))) {
    throw new BadRequest(AR_ACCOUNT.oldPasswordWrong, 'oldPassword');
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
  });
}

export async function setSuspended(db: Db, actorId: string, targetId: string, isSuspended: boolean) {
  if (actorId === targetId) throw new Forbidden(AR_USERS.cannotSuspendSelf);
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update').limit(1);
    if (!target) throw new NotFound(AR_USERS.userNotFound);
    if (isSuspended && target.role === 'Admin' && !target.isSuspended) {
      // Lock the admins so two concurrent suspensions cannot leave none.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'Admin'), eq(users.isSuspended, false), ne(users.id, targetId)))
        .for('update');
      if (admins.length === 0) throw new Conflict(AR_USERS.lastAdmin);
    }
    const [updated] = await tx.update(users).set({ isSuspended }).where(eq(users.id, targetId)).returning();
    if (isSuspended) await revokeAllSessions(tx, targetId);
    return toUserDto({ ...updated!, tokenVersion: updated!.tokenVersion + (isSuspended ? 1 : 0) });
  });
}

/**
 * Another account already uses this address (case ignored): 409. Addresses are unique among
 * accounts (docs/api/accounts.md#profile); a transaction-scoped lock on the address keeps two changes to
 * the same one from both passing the check.
 */
async function claimAddress(tx: Tx, userId: string, email: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`account-email:${email.toLowerCase()}`}))`);
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  if (taken) throw new Conflict(AR_PRIVACY.staff.emailTaken, 'email');
}

/**
 * PATCH /api/users/profile (docs/api/accounts.md#profile): any active account sets its own address, so
 * the staff who handle contact requests are told of them (the first Admin's placeholder too).
 */
export async function updateOwnEmail(db: Db, userId: string, email: string): Promise<ProfileDto> {
  return db.transaction(async (tx) => {
    await claimAddress(tx, userId, email);
    const [row] = await tx.update(users).set({ email }).where(eq(users.id, userId)).returning();
    if (!row) throw new NotFound(AR_USERS.userNotFound);
    return { _id: row.id, username: row.username, email: row.email, role: row.role };
  });
}

/**
 * PATCH /api/users/{id} (docs/api/accounts.md#sessions-and-tokens and docs/api/accounts.md#staff-account-changes): a new role takes effect at the account's
 * next request (roles are read per request); a new password ends every session of the account; a
 * new address is unique among accounts (409). The
 * last active Admin keeps its role (409), checked under row locks like a suspension.
 */
export async function updateUser(db: Db, targetId: string, body: UpdateUserBody): Promise<UserDto> {
  // Hashed before the transaction: scrypt takes a while and must not hold the row locks.
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update').limit(1);
    if (!target) throw new NotFound(AR_USERS.userNotFound);
    if (body.email !== undefined) await claimAddress(tx, targetId, body.email);
    const role = body.role ?? target.role;
    if (target.role === 'Admin' && role !== 'Admin' && !target.isSuspended) {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'Admin'), eq(users.isSuspended, false), ne(users.id, targetId)))
        .for('update');
      if (admins.length === 0) throw new Conflict(AR_PRIVACY.staff.lastAdminRole, 'role');
    }
    const [updated] = await tx
      .update(users)
      .set({
        role,
        ...(passwordHash && { passwordHash }),
        ...(body.email !== undefined && { email: body.email }),
      })
      .where(eq(users.id, targetId))
      .returning();
    if (passwordHash) await revokeAllSessions(tx, targetId);
    return toUserDto(updated!);
  });
}

/**
 * POST /api/users/{id}/sessions/end: every session of the account ends at once (a lost door
 * phone): its refresh tokens stop, and its access tokens are refused at their next request.
 * Answers how many sessions were still open.
 */
export async function endSessions(db: Db, targetId: string): Promise<{ _id: string; ended: number }> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, targetId))
      .for('update')
      .limit(1);
    if (!target) throw new NotFound(AR_USERS.userNotFound);
    const [open] = await tx
      .select({ n: count() })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.userId, targetId),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, new Date()),
        ),
      );
    await revokeAllSessions(tx, targetId);
    return { _id: targetId, ended: Number(open?.n ?? 0) };
  });
}

/** The role of the account with this username (compared without case), if there is one. */
async function roleOfUsername(db: Db, username: string): Promise<string | undefined> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row?.role;
}

function notPromoted(username: string, role: string, configured: boolean): ConfigError {
  const named = configured ? `ADMIN_USERNAME "${username}"` : `The default Admin username "${username}"`;
  return new ConfigError(
    `Refusing to start: ${named} belongs to an existing account whose role is ${role}, not Admin. ` +
      'An existing account is never made Admin silently. Set ADMIN_USERNAME to an existing Admin or to a ' +
      'new username (with ADMIN_PASSWORD), or unset it when an Admin already exists.',
  );
}

/**
 * The first Admin's address when ADMIN_EMAIL is unset: no mail server delivers it, and it is never
 * written to (modules/contact); the account screen replaces it.
 */
const placeholderAddress = (username: string) => `${username.toLowerCase()}@localhost`;

/**
 * ADMIN_EMAIL set on a later start: the configured Admin still holding the placeholder address takes
 * it (never replacing an address someone chose, nor one another account uses).
 */
async function fillPlaceholderAddress(db: Db, username: string, email: string): Promise<void> {
  await db.execute(sql`
    UPDATE users SET email = ${email}
    WHERE role = 'Admin' AND lower(username) = ${username.toLowerCase()}
      AND email = ${placeholderAddress(username)}
      AND NOT EXISTS (SELECT 1 FROM users AS other WHERE lower(other.email) = ${email.toLowerCase()})`);
}

/**
 * First start: with no Admin at all, create one from the configuration (with ADMIN_EMAIL, else a
 * placeholder address) or with a generated password. ADMIN_USERNAME naming an account of another
 * role stops the start (ConfigError): it is never promoted.
 */
export async function ensureAdmin(
  db: Db,
  admin: { username?: string; password?: string; email?: string },
  generatePassword: () => string,
): Promise<{ username: string; password?: string } | undefined> {
  if (admin.username) {
    const role = await roleOfUsername(db, admin.username);
    if (role && role !== 'Admin') throw notPromoted(admin.username, role, true);
  }
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).limit(1);
  if (existing) {
    if (admin.email) await fillPlaceholderAddress(db, admin.username ?? 'admin', admin.email.toLowerCase());
    return undefined;
  }
  const username = admin.username ?? 'admin';
  if (!admin.username) {
    const role = await roleOfUsername(db, username);
    if (role && role !== 'Admin') throw notPromoted(username, role, false);
  }
  const password = admin.password ?? generatePassword();
  const inserted = await db
    .insert(users)
    .values({
      username,
      email: admin.email?.toLowerCase() ?? placeholderAddress(username),
      role: 'Admin',
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) {
    // The username is taken: another process starting at once created this Admin, or it is an
    // account of another role, which is not promoted.
    const role = await roleOfUsername(db, username);
    if (role && role !== 'Admin') throw notPromoted(username, role, admin.username !== undefined);
    return undefined;
  }
  return { username, password: admin.password ? undefined : password };
}
