import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findImage } from '../lib/images';

/** A year: stored images never change (a new upload gets a new random name). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public images at their stable paths, read from the database by any process, with a strong ETag
 * (a conditional request answers 304) and long-lived immutable caching. Private copies (payment
 * proofs) are never served here.
 */
async function imageFilesPlugin(app: FastifyInstance) {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const image = await findImage(app.db, pathname);
    if (!image) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Not found');
    }
    reply.header('etag', image.etag).header('cache-control', IMMUTABLE);
    const presented = request.headers['if-none-match'];
    if (presented?.split(',').some((tag) => tag.trim() === image.etag)) {
      return reply.status(304).send();
    }
    return reply.type(image.contentType).send(image.bytes);
  });
}

export default fp(imageFilesPlugin, { name: 'image-files', dependencies: ['context'] });
