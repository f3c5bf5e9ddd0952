import { AR_SERVER, EN } from '@app/shared';
import type { FastifyRequest } from 'fastify';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * The public contact call answers in English, its form being on the English site; every other call,
 * the staff's ones under /api/contact included, in Arabic (docs/api/README.md#language-of-messages).
 */
export function isEnglishCall(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  const path = request.url.split('?')[0]!.replace(/\/+$/, '');
  return request.method === 'POST' && path === '/api/contact/contact-messages';
}

/** The catalogue of the answers every route shares, in the call's language. */
export function serverMessages(request: Pick<FastifyRequest, 'method' | 'url'>) {
  return isEnglishCall(request) ? EN.server : AR_SERVER;
}

/** The English call's own messages: every rule of its schema names one of these. */
const ENGLISH_MESSAGES = new Set<string>(
  [...Object.values(EN.contact), ...Object.values(EN.server)].filter((v) => typeof v === 'string'),
);

/**
 * Whether a message is the call's own: zod's own English, for a rule a schema left without its
 * message (a body that is not an object, say), is neither Arabic nor in the English catalogue, and
 * the caller answers the generic message instead.
 */
export function speaksCallLanguage(
  request: Pick<FastifyRequest, 'method' | 'url'>,
  message: string,
): boolean {
  if (!isEnglishCall(request)) return ARABIC_LETTER.test(message);
  return ENGLISH_MESSAGES.has(message) || isEnglishTooLong(message);
}

/** The text rule's "too long" of the English catalogue, whatever its limit (a message built from a number). */
function isEnglishTooLong(message: string): boolean {
  const limit = /\d+/.exec(message)?.[0];
  return limit !== undefined && message === EN.server.textTooLong(Number(limit));
}
