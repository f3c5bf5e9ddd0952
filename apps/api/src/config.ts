import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

/**
 * Which hops may set X-Forwarded-For: a hop count (`1` = the load balancer) or a comma-separated
 * list of proxy addresses or ranges (`10.0.0.0/8,127.0.0.1`). Never "trust everything": with
 * that, any client could rotate X-Forwarded-For and walk past every rate limit.
 */
const trustProxySchema = z.string().transform((value, ctx): number | string[] | false => {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const ranges = text.split(',').map((part) => part.trim());
  if (ranges.every(isAddressOrRange)) return ranges;
  ctx.addIssue({
    code: 'custom',
    message: 'must be a hop count (1) or a list of proxy addresses or ranges (10.0.0.0/8), never true',
  });
  return z.NEVER;
});

function isAddressOrRange(text: string): boolean {
  const [address, bits, ...rest] = text.split('/');
  if (rest.length || !address || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(6, 'must be at least 6 characters').optional(),
  ),
  JWT_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  TICKET_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Agency <no-reply@agency.local>'),
  REDIS_URL: optionalUrl,
  WEB_DIST_DIR: optionalText,
  INSTAPAY_ACCOUNT: z.string().default('agency@instapay'),
  VODAFONE_CASH_NUMBER: z.string().default('01000000000'),
  PAYMENT_ACCOUNT_NAME: z.string().default('Agency'),
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JOBS: z.enum(['on', 'off']).default('on'),
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  REMINDER_HOURS: z.coerce.number().int().min(1).max(23).default(6),
  TRUST_PROXY: z.preprocess((v) => (v === '' ? undefined : v), trustProxySchema.default(false)),
  PROOF_OF_WORK: z.enum(['on', 'off']).default('on'),
  POW_AFTER_BOOKINGS: z.coerce.number().int().min(0).default(5),
  POW_AFTER_CONTACT_MESSAGES: z.coerce.number().int().min(0).default(5),
  POW_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(50_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  admin: { username?: string; password?: string };
  jwtSecret: string;
  ticketSecret: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  redisUrl?: string;
  webDistDir: string;
  payment: { instaPay: string; vodafoneCash: string; accountName: string };
  rateLimitScale: number;
  /** Hours before an unpaid booking expires when its booker is reminded (once). */
  reminderHours: number;
  /** Lets a metrics scraper read /api/metrics without an account (Bearer METRICS_TOKEN). */
  metricsToken?: string;
  logLevel: string;
  jobs: boolean;
  /** Behind a load balancer: the hops (count or addresses) whose X-Forwarded-For names the client. */
  trustProxy: number | string[] | false;
  /**
   * DECISIONS.md section 5, "Under pressure": past `afterBookings` bookings (or `afterContactMessages`
   * contact requests) from one client address within 10 minutes, each further one needs a solved
   * ALTCHA challenge of `maxNumber` (SHA-256). Not scaled by RATE_LIMIT_SCALE.
   */
  proofOfWork: { enabled: boolean; afterBookings: number; afterContactMessages: number; maxNumber: number };
};

export class ConfigError extends Error {}

/** Secrets not given in the environment are generated once and kept under DATA_DIR. */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * DATA_DIR as loadConfig will resolve it, read before anything else so the server can make it
 * private before any file is written; undefined when it is invalid (loadConfig then says why).
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const parsed = envSchema.shape.DATA_DIR.safeParse(env.DATA_DIR);
  return parsed.success ? path.resolve(parsed.data) : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir, 'jwt'),
    ticketSecret: e.TICKET_SECRET ?? persistentSecret(dataDir, 'ticket'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    payment: {
      instaPay: e.INSTAPAY_ACCOUNT,
      vodafoneCash: e.VODAFONE_CASH_NUMBER,
      accountName: e.PAYMENT_ACCOUNT_NAME,
    },
    rateLimitScale: e.RATE_LIMIT_SCALE,
    metricsToken: e.METRICS_TOKEN,
    reminderHours: e.REMINDER_HOURS,
    logLevel: e.LOG_LEVEL,
    jobs: e.JOBS === 'on',
    trustProxy: e.TRUST_PROXY,
    proofOfWork: {
      enabled: e.PROOF_OF_WORK === 'on',
      afterBookings: e.POW_AFTER_BOOKINGS,
      afterContactMessages: e.POW_AFTER_CONTACT_MESSAGES,
      maxNumber: e.POW_MAX_NUMBER,
    },
  };
}
