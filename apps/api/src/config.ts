import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { isValidEmail } from '@app/shared';
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
  // Section 11's one email rule, as every address the product writes to.
  ADMIN_EMAIL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().refine(isValidEmail, 'must be an email address such as admin@example.com').optional(),
  ),
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
  MAIL_REPLY_TO: z.preprocess((v) => (v === '' ? undefined : v), z.email().default('contact@agency.local')),
  CONTACT_PHONE: optionalText,
  STAFF_NOTIFY_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  REDIS_URL: optionalUrl,
  WEB_DIST_DIR: optionalText,
  INSTAPAY_ACCOUNT: z.string().default('agency@instapay'),
  VODAFONE_CASH_NUMBER: z.string().default('01000000000'),
  PAYMENT_ACCOUNT_NAME: z.string().default('Agency'),
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['pretty', 'json']).optional()),
  JOBS: z.enum(['on', 'off']).default('on'),
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  REMINDER_HOURS: z.coerce.number().int().min(1).max(23).default(6),
  SALES_CLOSE_HOURS: z.coerce.number().min(0).max(72).default(2),
  CANCEL_UNTIL_HOURS: z.coerce.number().min(0).max(720).default(48),
  CHANGES_UNTIL_HOURS: z.coerce.number().min(0).max(720).default(24),
  WAITLIST_OFFER_HOURS: z.coerce.number().positive().max(168).default(12),
  REFUND_POLICY: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .default('نرد المبلغ كاملاً إلى رقم المحفظة الذي دفعت منه خلال ٧ أيام من الإلغاء.'),
  TRUST_PROXY: z.preprocess((v) => (v === '' ? undefined : v), trustProxySchema.default(false)),
  PROOF_OF_WORK: z.enum(['on', 'off']).default('on'),
  POW_AFTER_BOOKINGS: z.coerce.number().int().min(0).default(5),
  POW_AFTER_CONTACT_MESSAGES: z.coerce.number().int().min(0).default(5),
  POW_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(50_000),
  DB_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  PAYMENTS_AUTO_ACCEPT: z.enum(['on', 'off']).default('off'),
  PAYMENT_SMS_SENDERS: z.string().default('VF-Cash,InstaPay,CIB,NBE,BanK-AlAhly,Banque Misr,QNB,HSBC'),
  BACKUP_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  OUTBOX_KEEP_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  MAIL_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** The first Admin's account (docs/api/accounts.md#first-start); without an email, a placeholder never written to. */
  admin: { username?: string; password?: string; email?: string };
  jwtSecret: string;
  ticketSecret: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * The agency's real inbox (docs/emails.md#reply-to-and-contact): every email's Reply-To and the address the
   * booker emails give to reach the agency, so nobody is asked to write to the no-reply sender.
   */
  mailReplyTo: string;
  /** The agency's phone, given with mailReplyTo in the booker emails; unset gives the address only. */
  contactPhone?: string;
  /** A shared inbox told of each new contact request, besides the Admin and Supporter accounts. */
  staffNotifyEmail?: string;
  redisUrl?: string;
  webDistDir: string;
  payment: { instaPay: string; vodafoneCash: string; accountName: string };
  rateLimitScale: number;
  /** Hours before an unpaid booking expires when its booker is reminded (once). */
  reminderHours: number;
  /**
   * docs/api/events.md#sales-close: paid bookings close `salesCloseHours` before the event (free ones at its
   * start); a booker may cancel an Accepted booking up to `cancelUntilHours` before it, and is shown
   * `refundPolicy` before cancelling a paid one.
   */
  bookingClock: {
    salesCloseHours: number;
    cancelUntilHours: number;
    /** A guest's ticket may get another holder until this many hours before its event. */
    changesUntilHours: number;
    refundPolicy: string;
  };
  /** docs/api/waitlist.md#offers: how long seats offered to the waiting list are held (never past sales close). */
  waitlist: { offerHours: number };
  /** Lets a metrics scraper read /api/metrics without an account (Bearer METRICS_TOKEN). */
  metricsToken?: string;
  logLevel: string;
  /** lib/log-format.ts: sentences at a terminal, JSON lines for a log collector (stdout not a terminal). */
  logFormat: 'pretty' | 'json';
  jobs: boolean;
  /** Behind a load balancer: the hops (count or addresses) whose X-Forwarded-For names the client. */
  trustProxy: number | string[] | false;
  /**
   * docs/api/bookings.md#under-pressure, "Under pressure": past `afterBookings` bookings (or `afterContactMessages`
   * contact requests) from one client address within 10 minutes, each further one needs a solved
   * ALTCHA challenge of `maxNumber` (SHA-256). Not scaled by RATE_LIMIT_SCALE.
   */
  proofOfWork: { enabled: boolean; afterBookings: number; afterContactMessages: number; maxNumber: number };
  /** How long a start waits for an unreachable database before giving up (docs/operations.md#faults). */
  dbWaitSeconds: number;
  /**
   * docs/api/payments.md#automatic-acceptance: `autoAccept` accepts a matched booking at once (PAYMENTS_AUTO_ACCEPT);
   * `smsSenders` are the SMS senders the forwarding inbox parses (lower case), others are ignored.
   */
  payments: { autoAccept: boolean; smsSenders: string[] };
  /**
   * docs/operations.md#backups: scheduled backups every `hours` (0: none) into `dir`, the newest `keep`
   * kept; `token` (DATA_DIR/secrets/backup) lets `npm run backup` ask the running server for one.
   */
  backup: { hours: number; dir: string; keep: number; token: string };
  /** Days after an event's date when its bookings' personal data is erased (docs/api/privacy.md#retention). */
  retentionDays: number;
  /** Days a sent email keeps its address and body (docs/api/privacy.md; docs/api/privacy.md#retention). */
  outboxKeepDays: number;
  /** Emails handed to the mail server per minute by all processes together (docs/emails.md#the-outbox). */
  mailPerMinute: number;
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
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir, 'jwt'),
    ticketSecret: e.TICKET_SECRET ?? persistentSecret(dataDir, 'ticket'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailReplyTo: e.MAIL_REPLY_TO,
    contactPhone: e.CONTACT_PHONE?.trim() || undefined,
    staffNotifyEmail: e.STAFF_NOTIFY_EMAIL,
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
    bookingClock: {
      salesCloseHours: e.SALES_CLOSE_HOURS,
      cancelUntilHours: e.CANCEL_UNTIL_HOURS,
      changesUntilHours: e.CHANGES_UNTIL_HOURS,
      refundPolicy: e.REFUND_POLICY,
    },
    waitlist: { offerHours: e.WAITLIST_OFFER_HOURS },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    jobs: e.JOBS === 'on',
    trustProxy: e.TRUST_PROXY,
    proofOfWork: {
      enabled: e.PROOF_OF_WORK === 'on',
      afterBookings: e.POW_AFTER_BOOKINGS,
      afterContactMessages: e.POW_AFTER_CONTACT_MESSAGES,
      maxNumber: e.POW_MAX_NUMBER,
    },
    dbWaitSeconds: e.DB_WAIT_SECONDS,
    payments: {
      autoAccept: e.PAYMENTS_AUTO_ACCEPT === 'on',
      smsSenders: e.PAYMENT_SMS_SENDERS.split(',')
        .map((sender) => sender.trim().toLowerCase())
        .filter(Boolean),
    },
    backup: {
      hours: e.BACKUP_HOURS,
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      keep: e.BACKUP_KEEP,
      token: persistentSecret(dataDir, 'backup'),
    },
    retentionDays: e.RETENTION_DAYS,
    outboxKeepDays: e.OUTBOX_KEEP_DAYS,
    mailPerMinute: e.MAIL_PER_MINUTE,
  };
}
