import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing saves less than the headers it adds. */
const MIN_BYTES = 1024;
/** Text answers built in memory: the API's JSON, a CSV export, a page rendered from the database. */
const COMPRESSIBLE = /^(application\/json|text\/(html|csv|plain))\b/i;

/** Whether an Accept-Encoding header takes this coding (listed, and not with q=0). */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Only what a GET reads: a sign-in's or a refresh's answer (a POST) carries a token next to what the
 * request sent, the setting where compression leaks a secret through the answer's length (BREACH).
 */
function compressible(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (reply.getHeader('content-encoding')) return false;
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Every text answer built in memory goes out compressed when the browser takes it: brotli at a quick
 * level, or gzip. A phone on a slow link waits for every byte (the home page's projects, 6 KB of JSON,
 * arrive in 2.6), and the staff's lists at an event door are far larger. The built site's files are
 * compressed at build time and sent as they are (static-site.ts).
 */
async function compressAnswersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const streamed = payload instanceof Readable;
    if (!streamed && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!compressible(request, reply)) return payload;
    if (!streamed && Buffer.byteLength(payload as string | Buffer) < MIN_BYTES) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const coding = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : null;
    if (!coding) return payload;
    reply.header('content-encoding', coding).removeHeader('content-length');
    // A streamed answer (a CSV export) is compressed as it goes, never gathered in memory first.
    if (streamed) {
      const compressor =
        coding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : createGzip();
      return payload.pipe(compressor);
    }
    return coding === 'br'
      ? brotli(payload as string | Buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipAsync(payload as string | Buffer);
  });
}

export default fp(compressAnswersPlugin, { name: 'compress-answers' });
