import { z } from 'zod';
import { AR_SERVER } from '../messages/ar/server';
import { EN } from '../messages/en';

/**
 * The one text rule of every schema (docs/api/README.md#input-hygiene): no NUL, no control character but tab
 * (and line breaks in multi-line fields), C0 (U+0000-001F), DEL and C1 (U+0080-009F: NEL breaks a
 * line, CSI starts a terminal escape) alike, no unpaired UTF-16 surrogate, and no bidirectional
 * override or isolate control (U+202A-202E, U+2066-2069), which can make a name or a reason read
 * differently from what it holds once it lands in an email or a staff screen. Arabic, emoji, mixed
 * scripts and the plain direction marks (U+200E, U+200F) are fine. One bad field answers 400
 * naming it, instead of failing in the database.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\v\f\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string, multiline = false): boolean {
  return (
    !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value) && !LONE_SURROGATE.test(value)
  );
}

type TextOptions = {
  /** The message when the field is missing or not a string (and over its length, unless told otherwise). */
  error: string;
  /** The message for forbidden characters (the catalogue of the endpoint's language). */
  invalid: string;
  multiline?: boolean;
};

/**
 * A string field under the text rule: `text({ error, invalid }).trim().min(1, ...)`. A `.max(n)` left
 * without its own message says the field is too long, with its limit, in the language of `invalid`'s
 * catalogue: never the "required" message of `error`, which would send a person looking for nothing.
 */
export function text({ error, invalid, multiline = false }: TextOptions) {
  const catalogue = invalid === EN.server.textInvalid ? EN.server : AR_SERVER;
  // The schema's message answers its checks' issues too (zod types it for the type issue alone).
  const message = (issue: { code?: string; origin?: string; maximum?: unknown }) =>
    issue.code === 'too_big' && issue.origin === 'string'
      ? catalogue.textTooLong(Number(issue.maximum))
      : error;
  return z
    .string({ error: message as (issue: unknown) => string })
    .refine((value) => isCleanText(value, multiline), invalid);
}

/** A web or an email address inside a name: names are copied into emails, where they would read as links. */
const ADDRESS_IN_NAME = /:\/\/|www\.|@/i;

/** Whether a name carries a web or an email address (`://`, `www.`, `@`). */
export function hasAddressInName(value: string): boolean {
  return ADDRESS_IN_NAME.test(value);
}

type PersonNameOptions = {
  /** Missing, not a string, or blank. */
  required: string;
  /** Longer than `max` characters. */
  tooLong: string;
  /** Forbidden characters (the text rule). */
  invalid: string;
  /** A web or email address in the name. */
  hasAddress: string;
  max: number;
};

/**
 * A person's name (docs/api/README.md#input-hygiene: the booker, a guest, the waiting list, a contact
 * request): one line under the text rule, trimmed, 1 to `max` characters, and no web or email
 * address, so a name can never carry a phishing link into the emails it is copied into.
 */
export function personName({ required, tooLong, invalid, hasAddress, max }: PersonNameOptions) {
  return text({ error: required, invalid })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !hasAddressInName(value), hasAddress);
}

/**
 * One strict email rule everywhere (docs/api/README.md#input-hygiene): local@domain.tld, letters, digits and
 * . _ % + - only, so no `?`, `&`, spaces or quotes can reach a mailto: link or a header.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9_%+-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value) && !value.includes('..');
}

/** An email field: trimmed, at most 254 characters, the strict pattern. */
export function email(message: string) {
  return z.string({ error: message }).trim().max(254, message).refine(isValidEmail, message);
}
