import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { pgdataDirOf } from '../db/client';

/**
 * Two ways to write the log (LOG_FORMAT, README "Configuration"). `json`: pino's lines, one per event
 * and per request, for a log collector (the default when stdout is not a terminal). `pretty`: for a
 * person at a terminal, a sentence per event, warnings and errors named as such, no line per request.
 * Both are written after lib/private-logs.ts's serializers and hook, so neither holds personal data.
 */
export type LogFormat = 'pretty' | 'json';

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warning',
  50: 'error',
  60: 'fatal',
};
/** pino's own fields, and Fastify's request fields (a request line is not written in pretty). */
const NOT_SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'error', 'reqId', 'req', 'res']);

type LogEntry = { level?: number; time?: number; msg?: unknown; err?: unknown; error?: unknown } & Record<
  string,
  unknown
>;

/** An error as the err serializer left it (type, message, code): 'TypeError: boom (E1)'. */
function errorWords(err: unknown): string | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const { type, message, code } = err as { type?: unknown; message?: unknown; code?: unknown };
  const head = [type, message].filter((part) => typeof part === 'string' && part).join(': ');
  return code === undefined ? head || undefined : `${head} (${String(code)})`;
}

/** The short fields of an event ('entries: 3'): objects are left to the JSON log. */
function fieldWords(entry: LogEntry): string {
  return Object.entries(entry)
    .filter(([key, value]) => !NOT_SHOWN.has(key) && ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
}

const clock = (time: number | undefined) =>
  new Date(time ?? Date.now()).toLocaleTimeString('en-GB', { hour12: false });

/**
 * One pino line as a person reads it, or undefined for a line a terminal does without (Fastify's
 * 'Server listening at' per address: the server's own start line says where it serves).
 * info: 'message (fields)'; warning and above: '12:04:05 warning: message: TypeError: boom (fields)'.
 */
export function prettyLine(json: string, color = false): string | undefined {
  let entry: LogEntry;
  try {
    entry = JSON.parse(json) as LogEntry;
  } catch {
    return json.trimEnd();
  }
  const message = typeof entry.msg === 'string' ? entry.msg : '';
  if (message.startsWith('Server listening at ')) return undefined;
  const level = entry.level ?? 30;
  const error = errorWords(entry.err ?? entry.error);
  const fields = fieldWords(entry);
  const text = [message, error && error !== message ? error : undefined].filter(Boolean).join(': ');
  const line = fields ? `${text} (${fields})` : text;
  if (level === 30) return line;
  const name = LEVELS[level] ?? `level ${level}`;
  const label = color && level >= 40 ? `\u001b[${level >= 50 ? 31 : 33}m${name}\u001b[0m` : name;
  return `${clock(entry.time)} ${label}: ${line}`;
}

/** A pino destination writing prettyLine's sentences to `out` (stdout). */
export function prettyStream(out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout) {
  const color = Boolean(out.isTTY) && !process.env.NO_COLOR;
  return {
    write(chunk: string) {
      for (const json of chunk.split('\n')) {
        if (!json) continue;
        const line = prettyLine(json, color);
        if (line !== undefined) out.write(`${line}\n`);
      }
    },
  };
}

/** The logger options of the server: pretty has its stream and no request lines. */
export function serverLogging(config: Pick<Config, 'logLevel' | 'logFormat'>): {
  logger: FastifyServerOptions['logger'];
  requestLogging: boolean;
} {
  if (config.logFormat === 'json') return { logger: { level: config.logLevel }, requestLogging: true };
  return { logger: { level: config.logLevel, stream: prettyStream() }, requestLogging: false };
}

/** A path as the start line shows it: relative to where `npm start` ran when it is inside it. */
function shownPath(target: string): string {
  const relative = path.relative(process.cwd(), target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : target;
}

/** PostgreSQL's address without its user and password: 'db.example:5432/agency'. */
function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * The start's one line: where it serves, which database, where the data is (and where emails go
 * while SMTP_URL is unset, the first thing a newcomer looks for).
 */
export function startLine(config: Pick<Config, 'publicUrl' | 'databaseUrl' | 'dataDir' | 'smtpUrl'>): string {
  const database = config.databaseUrl
    ? `PostgreSQL at ${databaseAddress(config.databaseUrl)}`
    : `PGlite (embedded) in ${shownPath(pgdataDirOf(config.dataDir))}`;
  const emails = config.smtpUrl
    ? 'emails sent by SMTP_URL'
    : `emails written as .eml files to ${shownPath(path.join(config.dataDir, 'outbox'))}`;
  return `Serving ${config.publicUrl} · database: ${database} · data: ${shownPath(config.dataDir)} · ${emails}`;
}
