import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

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
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
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
  logLevel: string;
  jobs: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits per client). */
  trustProxy: boolean;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
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
    logLevel: e.LOG_LEVEL,
    jobs: e.JOBS === 'on',
    trustProxy: e.TRUST_PROXY === 'true',
  };
}
