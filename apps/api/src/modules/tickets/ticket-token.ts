import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { isId } from '../../lib/ids';

/**
 * The text inside a ticket's QR code: the booking id and an HMAC of it with TICKET_SECRET
 * (DECISIONS.md section 6), so tickets cannot be guessed or forged.
 */
const PREFIX = 'T1';

/**
 * The secret as a key object, made once per secret: an HMAC from a string key imports the key on
 * every call, which under a sales rush (a ticket link in every booking's answer) costs more than the
 * hash itself. The same bytes (UTF-8), so the same signatures.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

function mac(secret: string, bookingId: string): string {
  return createHmac('sha256', keyOf(secret))
    .update(`${PREFIX}.${bookingId}`)
    .digest('base64url')
    .slice(0, 32);
}

export function signTicket(secret: string, bookingId: string): string {
  return `${PREFIX}.${bookingId}.${mac(secret, bookingId)}`;
}

/** The booking id of a genuine ticket token, or undefined for anything malformed or forged. */
export function verifyTicket(secret: string, token: string): string | undefined {
  const [prefix, bookingId, signature, ...rest] = token.trim().split('.');
  if (prefix !== PREFIX || !bookingId || !signature || rest.length > 0 || !isId(bookingId)) return undefined;
  const expected = Buffer.from(mac(secret, bookingId));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? bookingId : undefined;
}

/** The path of the booker's private page for a booking (DECISIONS.md section 5). */
export function ticketPath(ticketSecret: string, bookingId: string): string {
  return `/ticket/${signTicket(ticketSecret, bookingId)}`;
}

/** The same page as an absolute link, for emails. */
export function ticketUrl(config: { publicUrl: string; ticketSecret: string }, bookingId: string): string {
  return `${config.publicUrl}${ticketPath(config.ticketSecret, bookingId)}`;
}
