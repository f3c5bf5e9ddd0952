import { createHash, randomBytes } from 'node:crypto';
import { AR_PAYMENTS, type DeviceCreated, type DeviceDto } from '@app/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { paymentDevices } from '../../db/schema';
import { NotFound, Unauthorized } from '../../lib/errors';
import { isId } from '../../lib/ids';

const M = AR_PAYMENTS.server;

/** Only the token's hash is stored: a copy of the database cannot post to the inbox. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type DeviceRow = typeof paymentDevices.$inferSelect;

function toDto(row: DeviceRow): DeviceDto {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export function inboxUrl(config: Config, token: string): string {
  return `${config.publicUrl}/api/payments/inbox/${token}`;
}

/** POST /api/payments/devices: the token is answered this once. */
export async function createDevice(
  db: Db,
  config: Config,
  { name, actorId }: { name: string; actorId: string },
): Promise<DeviceCreated> {
  const token = `pd_${randomBytes(24).toString('base64url')}`;
  const [row] = await db
    .insert(paymentDevices)
    .values({ name, tokenHash: hashToken(token), createdBy: actorId })
    .returning();
  return { ...toDto(row!), token, inboxUrl: inboxUrl(config, token) };
}

export async function listDevices(db: Db): Promise<DeviceDto[]> {
  const rows = await db.select().from(paymentDevices).orderBy(desc(paymentDevices.createdAt));
  return rows.map(toDto);
}

/** DELETE /api/payments/devices/{id}: revoked at once; revoking again changes nothing. */
export async function revokeDevice(db: Db, id: string): Promise<DeviceDto> {
  if (!isId(id)) throw new NotFound(M.deviceNotFound);
  const [row] = await db
    .update(paymentDevices)
    .set({ revokedAt: sql`coalesce(${paymentDevices.revokedAt}, now())` })
    .where(eq(paymentDevices.id, id))
    .returning();
  if (!row) throw new NotFound(M.deviceNotFound);
  return toDto(row);
}

/** The inbox's credential: an unknown or revoked token is 401. */
export async function deviceOfToken(db: Db, token: string): Promise<DeviceRow> {
  const [row] = await db
    .update(paymentDevices)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(paymentDevices.tokenHash, hashToken(token)), isNull(paymentDevices.revokedAt)))
    .returning();
  if (!row) throw new Unauthorized(M.deviceTokenInvalid);
  return row;
}
