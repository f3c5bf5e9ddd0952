/**
 * The rows of a raw `db.execute(sql...)`: node-postgres answers a result object with `rows`,
 * PGlite's drizzle driver the same shape; older drivers an array. One place reads both.
 */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
