import { AR, EN, isCleanText } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequest, NotFound } from '../lib/errors';

/** The first string in a parsed value that breaks the text rule, with its path (a.b.0). */
export function findUncleanText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isCleanText(value, true) ? undefined : path.join('.');
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isCleanText(key, false)) return [...path, '?'].join('.');
      const found = findUncleanText(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function catalogue(request: FastifyRequest) {
  return request.url.startsWith('/api/contact') ? EN.server : AR.server;
}

/**
 * The safety net under the schemas' text rule (DECISIONS.md section 11): a path parameter with a NUL
 * or a lone surrogate names nothing (404); such a query or JSON body value is refused with a 400
 * naming it, before any handler or the database sees it. The schemas still decide what is valid.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (findUncleanText(request.params) !== undefined) throw new NotFound(catalogue(request).notFound);
    for (const part of [request.query, request.body]) {
      const path = findUncleanText(part);
      if (path !== undefined) throw new BadRequest(catalogue(request).textInvalid, path || undefined);
    }
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
