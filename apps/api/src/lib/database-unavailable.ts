/**
 * Faults that mean "the database cannot serve right now" rather than "this request is wrong" or "the
 * code is wrong" (docs/operations.md#faults): the server answers 503 and heals when the database does.
 * Drizzle wraps the driver's error in its own (`cause`), so the whole chain is walked.
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: 08 connection exceptions; 57P01 admin_shutdown (pg_terminate_backend, a restart),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up), 53 insufficient resources (disk
 * full, out of memory, too many connections), 25006 read_only_sql_transaction (a standby, a
 * read-only database), 40001/40P01 are NOT here: those are retried by the services themselves.
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code.startsWith('53') ||
    code === '25006'
  );
}

/** What node-postgres, pg-pool and PGlite say when a connection is gone or cannot be had. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is clos(ed|ing)/,
];

/** Emscripten's errno for "no space left on device" (PGlite writes through its file system). */
const EMSCRIPTEN_ENOSPC = 51;

function isUnavailableOne(error: object): boolean {
  const e = error as { code?: unknown; message?: unknown; name?: unknown; errno?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || isUnavailableSqlState(e.code))) return true;
  if (e.name === 'ErrnoError' && e.errno === EMSCRIPTEN_ENOSPC) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (isUnavailableOne(current)) return true;
    // AggregateError (a connect that tried IPv4 and IPv6) carries its reasons in `errors`.
    const inner = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some((one) => isDatabaseUnavailable(one))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The code to log for it (never the message, which may quote a statement or its values). */
export function unavailableCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
