import type { FastifyServerOptions } from 'fastify';

/**
 * Logs never hold personal data, passwords, tokens or ticket links (docs/operations.md#logs).
 * Requests are logged as a method and a path with ticket tokens and query strings taken out, never
 * headers; errors as type, message and code, and a database error only as 'database error' with its
 * SQLSTATE, never the statement, its parameters, `detail` or `where` (those carry the row's values).
 */

/**
 * `/ticket/<token>` and `/api/tickets/<token>/...`: the token is the booking's private link; and
 * `/waitlist/<token>`, `/api/waitlist/<token>`: a place on the waiting list (section 14).
 */
const TICKET_PATH = /(\/ticket|\/api\/tickets|\/waitlist|\/api\/waitlist)\/(?!resend(?:\/|$))[^/]+/gi;
/** The same in free text, where the token ends at a space, quote or query string too. */
const TICKET_LINK =
  /(\/ticket|\/api\/tickets|\/waitlist|\/api\/waitlist)\/(?!resend(?![\w.-]))[^/\s?#"'<>]+/gi;

/** A request's path as the log may hold it: no ticket token, no query string (it may carry one). */
export function loggableUrl(url: string): string {
  const cut = url.search(/[?#]/);
  const pathname = cut === -1 ? url : url.slice(0, cut);
  return pathname.replace(TICKET_PATH, '$1/…') + (cut === -1 ? '' : '?…');
}

/**
 * Free text (an error message, a library's log line) with what looks like a secret or a person's
 * data taken out: ticket links and tokens, JWTs, email addresses, long digit runs (national IDs,
 * phone numbers).
 */
export function scrubText(text: string): string {
  return text
    .replace(TICKET_LINK, '$1/…')
    .replace(/\b[TBW]1\.[\w-]+\.[\w-]+/g, '…') // a QR token (T1), a booker's (B1) or waiting-list (W1) link token
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '…')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)*/g, '…@…')
    .replace(/\d{8,}/g, '…')
    .replace(/[?&][\w-]+=[^\s&#]*/g, (m) => `${m[0]}…`);
}

type ErrorLike = Record<string, unknown> & { cause?: unknown };

/** pg and PGlite raise a DatabaseError with a SQLSTATE, severity and routine; Drizzle wraps it. */
function isDatabaseError(error: ErrorLike): boolean {
  if ('query' in error && 'params' in error) return true;
  return (
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code) &&
    ('severity' in error || 'routine' in error || 'detail' in error)
  );
}

/** The links of an error's cause chain, outermost first (bounded: a cycle must not hang the log). */
function causeChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current = error;
  while (
    current &&
    typeof current === 'object' &&
    chain.length < 8 &&
    !chain.includes(current as ErrorLike)
  ) {
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

const IDENTIFIER = /^[a-z_][\w$]*$/i;
/** Call-site lines only (`at fn (file:1:2)` / `at file:1:2`): no message or statement text. */
const FRAME = /^\s+at (?:[^\s()]+(?: \[as [^\]]+\])? \([^()]+:\d+:\d+\)|[^\s()]+:\d+:\d+)$/;

function typeOf(error: ErrorLike): string | undefined {
  if (typeof error.name === 'string' && error.name !== 'Error' && error.name !== 'error') return error.name;
  const ctor = (error as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof ctor === 'string' && ctor !== 'Object' ? ctor : (error.name as string | undefined);
}

export type LoggedError = {
  type?: string;
  message: string;
  code?: string | number;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: LoggedError;
};

/** The `err` serializer: what an operator needs to find the fault, nothing a user typed. */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { message: scrubText(String(error)) };
  const chain = causeChain(error);
  const database = chain.find(isDatabaseError);
  if (database) {
    const withCode = chain.find((e) => typeof e.code === 'string' || typeof e.code === 'number');
    const identifier = (key: string) =>
      chain.map((e) => e[key]).find((v): v is string => typeof v === 'string' && IDENTIFIER.test(v));
    const frames = String((error as ErrorLike).stack ?? '')
      .split('\n')
      .filter((line) => FRAME.test(line));
    return {
      type: 'DatabaseError',
      message: 'database error',
      code: withCode?.code as string | number | undefined,
      constraint: identifier('constraint'),
      table: identifier('table'),
      column: identifier('column'),
      stack: frames.length ? frames.join('\n') : undefined,
    };
  }
  const e = error as ErrorLike;
  const code = e.code;
  return {
    type: typeOf(e),
    message: scrubText(String(e.message ?? '')),
    code: typeof code === 'string' || typeof code === 'number' ? code : undefined,
    statusCode: typeof e.statusCode === 'number' ? e.statusCode : undefined,
    stack: typeof e.stack === 'string' ? scrubText(e.stack) : undefined,
    cause: e.cause && depth < 4 ? loggableError(e.cause, depth + 1) : undefined,
  };
}

/** The `req` serializer: the method and a path that carries no token. No headers, no address. */
export function loggableRequest(request: { method?: string; url?: string }) {
  return { method: String(request.method ?? ''), url: loggableUrl(String(request.url ?? '')) };
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>;

/**
 * Every log call: strings are scrubbed, and an error logged without a message (pino would use the
 * error's own message, SQL parameters and all) gets its safe message instead.
 */
const logMethod: LogMethodHook = function (args, method, _level) {
  const safe = (args as unknown[]).map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
  const first = safe[0];
  if (safe.length === 1 && first && typeof first === 'object') {
    const error = first instanceof Error ? first : (first as { err?: unknown }).err;
    if (error instanceof Error) safe.push(loggableError(error).message);
  }
  return method.apply(this, safe as Parameters<typeof method>);
};

/** Fastify's `logger` option with the private serializers and hook added (and winning). */
export function privateLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options: LoggerOptions = logger === true ? {} : logger;
  const theirs = options.hooks?.logMethod;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: loggableRequest,
      // Fastify's type wants `type` and `stack` always; a database error's stack may be left out.
      err: loggableError as unknown as NonNullable<NonNullable<LoggerOptions['serializers']>['err']>,
    },
    hooks: {
      ...options.hooks,
      logMethod(args, method, level) {
        const next = theirs
          ? (((...rest: Parameters<typeof method>) =>
              theirs.call(this, rest, method, level)) as typeof method)
          : method;
        return logMethod.call(this, args, next, level);
      },
    },
  };
}
