import { randomBytes, scryptSync } from 'node:crypto';

function hashAt(password: string, ln: number): { salt: string; key: string } {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 2 ** ln, r: 8, p: 1 });
  return { salt: salt.toString('base64'), key: key.toString('base64') };
}

/**
 * A hash in the format written before the cost was stored, `scrypt$<salt>$<key>` (N = 2^14, r = 8,
 * p = 1): what accounts created by earlier builds still hold.
 */
export function legacyHash(password: string): string {
  const { salt, key } = hashAt(password, 14);
  return `scrypt$${salt}$${key}`;
}

/**
 * A hash in today's format at the lowest cost the server still reads (N = 2^10): an account whose
 * wrong passwords cost microseconds, for tests that need many failed logins (a check at today's
 * cost takes a large part of a second).
 */
export function cheapHash(password: string): string {
  const { salt, key } = hashAt(password, 10);
  return `scrypt$ln=10,r=8,p=1$${salt}$${key}`;
}
