import { z } from 'zod';

/**
 * The one text rule of every schema (DECISIONS.md section 11): no NUL, no control character but tab
 * (and line breaks in multi-line fields), no unpaired UTF-16 surrogate. Arabic, emoji and mixed
 * scripts are fine. One bad field answers 400 naming it, instead of failing in the database.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u0008\u000A-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string, multiline = false): boolean {
  return (
    !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value) && !LONE_SURROGATE.test(value)
  );
}

type TextOptions = {
  /** The message when the field is missing or not a string. */
  error: string;
  /** The message for forbidden characters (the catalogue of the endpoint's language). */
  invalid: string;
  multiline?: boolean;
};

/** A string field under the text rule: `text({ error, invalid }).trim().min(1, ...)`. */
export function text({ error, invalid, multiline = false }: TextOptions) {
  return z.string({ error }).refine((value) => isCleanText(value, multiline), invalid);
}

/**
 * One strict email rule everywhere (DECISIONS.md section 11): local@domain.tld, letters, digits and
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
