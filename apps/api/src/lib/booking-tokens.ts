import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { isId } from './ids';

/**
 * Two signed tokens per booking, both an id plus an HMAC with TICKET_SECRET, each for one purpose
 * only (docs/api/README.md#signed-links and docs/api/check-in.md#ticket-tokens). The purpose is the token's prefix and is part of the signed
 * text, so a signature made for one never verifies as the other:
 * - ADMISSION (`T1`): the text inside the ticket's QR code. It admits at the door and opens nothing
 *   else; every QR code issued so far is such a token and keeps admitting.
 * - BOOKER (`B1`): the key of the booker's own page (/ticket/{token}): view, proof, cancel. A QR seen
 *   at the door or in a shared screenshot cannot be turned into it.
 */
const ADMISSION = 'T1';
const BOOKER = 'B1';
/** A waiting-list entry's private link (section 14): its place, its offer; it opens no booking. */
const WAITLIST = 'W1';
type Purpose = typeof ADMISSION | typeof BOOKER | typeof WAITLIST;

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

function mac(purpose: Purpose, secret: string, bookingId: string): string {
  return createHmac('sha256', keyOf(secret))
    .update(`${purpose}.${bookingId}`)
    .digest('base64url')
    .slice(0, 32);
}

function sign(purpose: Purpose, secret: string, bookingId: string): string {
  return `${purpose}.${bookingId}.${mac(purpose, secret, bookingId)}`;
}

function verify(purpose: Purpose, secret: string, token: string): string | undefined {
  const [prefix, bookingId, signature, ...rest] = token.trim().split('.');
  if (prefix !== purpose || !bookingId || !signature || rest.length > 0 || !isId(bookingId)) return undefined;
  const expected = Buffer.from(mac(purpose, secret, bookingId));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? bookingId : undefined;
}

/**
 * The QR text of a ticket: admits at the door, and nothing else. A ticket whose holder changed
 * (`version` > 0, docs/api/ticket-transfer.md) signs its version too, `T1.{id}.{version}.{mac}`, so the
 * QR of an earlier holder is still genuine (the door can say it was replaced) but no longer current;
 * version 0 keeps the form every QR issued so far has.
 */
export function signTicket(secret: string, ticketId: string, version = 0): string {
  if (version === 0) return sign(ADMISSION, secret, ticketId);
  const signed = `${ticketId}.${version}`;
  return `${ADMISSION}.${signed}.${mac(ADMISSION, secret, signed)}`;
}

/** The ticket id and QR version of a genuine admission (QR) token, or undefined for anything else. */
export function readTicketToken(
  secret: string,
  token: string,
): { ticketId: string; version: number } | undefined {
  const parts = token.trim().split('.');
  if (parts.length === 3) {
    const ticketId = verify(ADMISSION, secret, token);
    return ticketId ? { ticketId, version: 0 } : undefined;
  }
  const [prefix, ticketId, version, signature, ...rest] = parts;
  if (prefix !== ADMISSION || !ticketId || !version || !signature || rest.length > 0) return undefined;
  if (!isId(ticketId) || !/^[1-9]\d{0,8}$/.test(version)) return undefined;
  const expected = Buffer.from(mac(ADMISSION, secret, `${ticketId}.${version}`));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  return { ticketId, version: Number(version) };
}

/** The ticket id of a genuine admission (QR) token, whatever its version, or undefined. */
export function verifyTicket(secret: string, token: string): string | undefined {
  return readTicketToken(secret, token)?.ticketId;
}

/** The key of the booker's own page; never admits at the door. */
export function signBookerToken(secret: string, bookingId: string): string {
  return sign(BOOKER, secret, bookingId);
}

/** The booking id of a genuine booker's-page token, or undefined (a QR token included). */
export function verifyBookerToken(secret: string, token: string): string | undefined {
  return verify(BOOKER, secret, token);
}

/**
 * The path of the booker's private page for a booking (docs/api/booker-page.md#the-link), as `data.ticketUrl`
 * gives it: the ONE place that makes the booker's link (ticketUrl below builds on it).
 */
export function ticketPath(ticketSecret: string, bookingId: string): string {
  return `/ticket/${signBookerToken(ticketSecret, bookingId)}`;
}

/** The same page as an absolute link, for emails. */
export function ticketUrl(config: { publicUrl: string; ticketSecret: string }, bookingId: string): string {
  return `${config.publicUrl}${ticketPath(config.ticketSecret, bookingId)}`;
}

/** The token of a waiting-list entry's private link and offer (docs/api/waitlist.md#the-places-link). */
export function signWaitlistToken(secret: string, entryId: string): string {
  return sign(WAITLIST, secret, entryId);
}

/** The entry id of a genuine waiting-list token, or undefined (a booking's or a QR's included). */
export function verifyWaitlistToken(secret: string, token: string): string | undefined {
  return verify(WAITLIST, secret, token);
}

/** The private link's path of a waiting-list entry (section 14). */
export function waitlistPath(config: { ticketSecret: string }, entryId: string): string {
  return `/waitlist/${signWaitlistToken(config.ticketSecret, entryId)}`;
}

/** The booking page's link of an entry's offer: it books the seats held for it. */
export function offerPath(config: { ticketSecret: string }, eventId: string, entryId: string): string {
  return `/booking/${eventId}?offer=${signWaitlistToken(config.ticketSecret, entryId)}`;
}
