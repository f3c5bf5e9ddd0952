import { createHmac, timingSafeEqual } from 'node:crypto';
import { AR_SERVER } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import { BadRequest } from './errors';

/**
 * Keyset paging of the staff lists (docs/api/big-events.md). A page is read by its sort key, never
 * by an offset, so bookings that arrive between two pages neither push a row onto the next page
 * twice nor hide one. The cursor carries the last row's key, signed and bound to its list and its
 * filter: a changed, forged or foreign cursor answers 400 instead of reading some other list.
 */
export type SortKey = {
  /** The SQL expression the list orders by; never null (wrap nullable columns in coalesce). */
  expr: SQL;
  direction: 'asc' | 'desc';
  /** The Postgres type the cursor's value is cast to when compared. */
  type: 'timestamptz' | 'int' | 'text' | 'uuid' | 'numeric';
};

export type PageRequest = { limit?: number; cursor?: string };

type CursorValue = string | number;

function signature(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`list-cursor:${body}`).digest();
}

/** What a cursor is bound to: the list's name and its filter, in a stable order. */
function bindingOf(list: string, filter: Record<string, unknown>): string {
  const keys = Object.keys(filter)
    .filter((key) => filter[key] !== undefined && key !== 'cursor' && key !== 'limit')
    .sort();
  return JSON.stringify([list, keys.map((key) => [key, filter[key]])]);
}

export function encodeCursor(
  secret: string,
  list: string,
  filter: Record<string, unknown>,
  values: CursorValue[],
): string {
  const body = Buffer.from(JSON.stringify(values)).toString('base64url');
  const mac = signature(secret, `${bindingOf(list, filter)}.${body}`).toString('base64url');
  return `${body}.${mac}`;
}

export function decodeCursor(
  secret: string,
  list: string,
  filter: Record<string, unknown>,
  cursor: string,
  arity: number,
): CursorValue[] {
  const invalid = () => new BadRequest(AR_SERVER.cursorInvalid, 'cursor');
  const [body, mac, extra] = cursor.split('.');
  if (!body || !mac || extra !== undefined) throw invalid();
  const expected = signature(secret, `${bindingOf(list, filter)}.${body}`);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  const values: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (
    !Array.isArray(values) ||
    values.length !== arity ||
    !values.every((v) => typeof v === 'string' || typeof v === 'number')
  ) {
    throw invalid();
  }
  return values as CursorValue[];
}

/**
 * Rows strictly after `values` in the order of `keys`:
 * (k1 after v1) OR (k1 = v1 AND k2 after v2) OR ..., each key in its own direction.
 */
export function afterKey(keys: SortKey[], values: CursorValue[]): SQL {
  const param = (i: number) => sql`CAST(${values[i]} AS ${sql.raw(keys[i]!.type)})`;
  const clauses = keys.map((key, i) => {
    const equalBefore = keys.slice(0, i).map((k, j) => sql`${k.expr} = ${param(j)}`);
    const after = key.direction === 'asc' ? sql`${key.expr} > ${param(i)}` : sql`${key.expr} < ${param(i)}`;
    return sql`(${sql.join([...equalBefore, after], sql` AND `)})`;
  });
  return sql`(${sql.join(clauses, sql` OR `)})`;
}

export function orderByKeys(keys: SortKey[]): SQL[] {
  return keys.map((key) => (key.direction === 'asc' ? sql`${key.expr} ASC` : sql`${key.expr} DESC`));
}

/**
 * A key read as text (`k0`, `k1`, ...): a timestamp's text keeps its microseconds and its offset, so
 * the cursor compares exactly equal to the row it came from (a JavaScript Date would cut it to ms).
 */
export function keyColumn(key: SortKey, i: number): SQL {
  return sql`(${key.expr})::text AS ${sql.identifier(`k${i}`)}`;
}

export function keyValues(row: Record<string, unknown>, arity: number): string[] {
  return Array.from({ length: arity }, (_, i) => String(row[`k${i}`]));
}

/**
 * One page: the caller reads `limit + 1` rows; the extra one says whether another page exists, and
 * the last row kept gives the next cursor.
 */
export function pageOf<T>(
  rows: T[],
  limit: number,
  nextCursorOf: (last: T) => string,
): { items: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  return { items, nextCursor: nextCursorOf(items[items.length - 1]!) };
}
