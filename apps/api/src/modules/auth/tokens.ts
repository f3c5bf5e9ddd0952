import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type AccessClaims = { sub: string; tv: number; sid: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SyncSigner = (payload: AccessClaims) => string;
const signers = new Map<string, SyncSigner>();
const verifiers = new Map<string, ReturnType<typeof createVerifier>>();

export function signAccessToken(secret: string, claims: AccessClaims): string {
  let sign = signers.get(secret);
  if (!sign) {
    sign = createSigner({
      key: secret,
      algorithm: 'HS256',
      expiresIn: ACCESS_TOKEN_TTL_MS,
    }) as unknown as SyncSigner;
    signers.set(secret, sign);
  }
  return sign(claims);
}

/** The claims of a valid, unexpired token, or undefined. */
export function verifyAccessToken(secret: string, token: string): AccessClaims | undefined {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
    verifiers.set(secret, verify);
  }
  try {
    const claims = verify(token) as Partial<AccessClaims>;
    // The account and session ids are uuids: anything else names no row (and must not reach a uuid column).
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.tv !== 'number' ||
      typeof claims.sid !== 'string' ||
      !UUID.test(claims.sub) ||
      !UUID.test(claims.sid)
    ) {
      return undefined;
    }
    return claims as AccessClaims;
  } catch {
    return undefined;
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored only as this hash. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
