import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt from node:crypto: memory-hard and no native build (docs/api/accounts.md#passwords). The cost is
 * written into each hash, `scrypt$ln=17,r=8,p=1$<salt>$<key>` (N = 2^ln), so it can be raised later:
 * a hash of a weaker cost is replaced at the account's next successful login (needsRehash).
 */
export type ScryptCost = { ln: number; r: number; p: number };

/** Today's cost: N = 2^17 (128 MiB per hash), r = 8, p = 1. */
export const CURRENT_COST: Readonly<ScryptCost> = { ln: 17, r: 8, p: 1 };
/** Hashes written before the cost was stored, `scrypt$<salt>$<key>`, used N = 2^14, r = 8, p = 1. */
const LEGACY_COST: Readonly<ScryptCost> = { ln: 14, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Room for N = 2^17 with r = 8 (128 MiB) and scrypt's own bookkeeping. */
const MAX_MEMORY = 256 * 1024 * 1024;

type ParsedHash = { cost: ScryptCost; salt: Buffer; key: Buffer };

/** A stored cost is trusted only within bounds, so a damaged row cannot make one check take minutes. */
function isUsableCost({ ln, r, p }: ScryptCost): boolean {
  return (
    Number.isInteger(ln) &&
    Number.isInteger(r) &&
    Number.isInteger(p) &&
    ln >= 10 &&
    ln <= 20 &&
    r >= 1 &&
    r <= 32 &&
    p >= 1 &&
    p <= 16 &&
    128 * 2 ** ln * r * p < MAX_MEMORY
  );
}

function parseCost(text: string): ScryptCost | undefined {
  const fields = new Map(text.split(',').map((pair) => pair.split('=') as [string, string | undefined]));
  const value = (name: string) => {
    const raw = fields.get(name);
    return raw !== undefined && /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  };
  if (fields.size !== 3) return undefined;
  const cost = { ln: value('ln'), r: value('r'), p: value('p') };
  return isUsableCost(cost) ? cost : undefined;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  let cost: ScryptCost | undefined;
  let saltText: string | undefined;
  let keyText: string | undefined;
  if (parts.length === 3) {
    cost = LEGACY_COST;
    [, saltText, keyText] = parts;
  } else if (parts.length === 4) {
    cost = parseCost(parts[1]!);
    [, , saltText, keyText] = parts;
  }
  if (!cost || !saltText || !keyText) return undefined;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length === 0 || key.length === 0 || key.length > 256) return undefined;
  return { cost, salt, key };
}

/**
 * At most this many derivations at once in a process: each holds 128 MiB and one of libuv's four
 * threads (shared with file and DNS work) for a large part of a second, so a burst queues here instead
 * of starving the rest of the server.
 */
const MAX_CONCURRENT = 2;
/**
 * Of those, at most this many for work run `inBackground` (password changes), and a waiting login goes
 * before any waiting background work: thirty password changes at once keep one slot busy, never a
 * login waiting behind their queue (docs/api/accounts.md#password-change).
 */
const MAX_BACKGROUND = 1;
const background = new AsyncLocalStorage<true>();
let running = 0;
let runningInBackground = 0;
const waitingLogins: (() => void)[] = [];
const waitingInBackground: (() => void)[] = [];

/** Starts waiting derivations while slots are free: logins first, then one background derivation. */
function startWaiting(): void {
  while (running < MAX_CONCURRENT) {
    let next = waitingLogins.shift();
    if (!next && runningInBackground < MAX_BACKGROUND) {
      next = waitingInBackground.shift();
      if (next) runningInBackground += 1;
    }
    if (!next) return;
    running += 1;
    next();
  }
}

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  const inBackgroundLane = background.getStore() === true;
  await new Promise<void>((resolve) => {
    (inBackgroundLane ? waitingInBackground : waitingLogins).push(resolve);
    startWaiting();
  });
  try {
    return await work();
  } finally {
    running -= 1;
    if (inBackgroundLane) runningInBackground -= 1;
    startWaiting();
  }
}

/** Runs `work` with its password hashing behind every login's (a password change's). */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

function derive(password: string, salt: Buffer, cost: ScryptCost, length = KEY_LENGTH): Promise<Buffer> {
  const options = { N: 2 ** cost.ln, r: cost.r, p: cost.p, maxmem: MAX_MEMORY };
  return withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, length, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

function format(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  return `scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return format(CURRENT_COST, salt, await derive(password, salt, CURRENT_COST));
}

/** Checks a password against a hash of any cost this server has written (the old format too). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(parsed.key, actual);
}

/** True when the hash was written at a lower cost than today's (or cannot be read): rehash it at login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { ln, r, p } = parsed.cost;
  return ln < CURRENT_COST.ln || r < CURRENT_COST.r || p < CURRENT_COST.p;
}

/**
 * A hash at today's cost that no password matches (its key is not scrypt's output for any input
 * anyone can find), so an unknown username costs the same time as a wrong password.
 */
const DUMMY_HASH = format(CURRENT_COST, Buffer.alloc(SALT_LENGTH, 7), Buffer.alloc(KEY_LENGTH));
export async function verifyAgainstDummy(password: string): Promise<void> {
  await verifyPassword(password, DUMMY_HASH);
}
