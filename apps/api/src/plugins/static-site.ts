import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AR } from '@app/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/** Paths the single-page app answers; anything else gets the 404 page with a 404 status. */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/(about-details|services|contact-us|team|careers|faq|events)\/?$/,
  /^\/services\/[\w-]+\/?$/,
  /^\/portfolio\/[^/]+\/?$/,
  /^\/events\/[^/]+\/?$/,
  /^\/booking\/[^/]+\/?$/,
  /^\/ticket\/[^/]+\/?$/,
  /^\/admin(\/.*)?$/,
];

/** Serves the built site: prerendered pages as files, other client routes through index.html. */
async function staticSitePlugin(app: FastifyInstance) {
  const root = app.config.webDistDir;
  const uploads = path.join(app.config.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });
  const hasSite = existsSync(path.join(root, 'index.html'));
  // index.html holds the prerendered home page; other client routes get the empty shell.
  const shell = existsSync(path.join(root, 'spa.html')) ? 'spa.html' : 'index.html';
  if (hasSite) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br/.gz next to every text file; send those to clients that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; HTML must be revalidated.
        res.raw.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname.startsWith('/api/') || url.pathname === '/api' || !hasSite) {
      return sendError(reply, 404, [{ msg: AR.server.routeNotFound }]);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 404, [{ msg: AR.server.routeNotFound }]);
    }
    const clean = path.posix.normalize(decodeURIComponent(url.pathname)).replace(/^\/+|\/+$/g, '');
    const prerendered = path.join(clean, 'index.html');
    if (clean && !clean.includes('..') && existsSync(path.join(root, prerendered))) {
      return reply.header('cache-control', 'no-cache').sendFile(prerendered, root);
    }
    if (url.pathname === '/') return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    if (CLIENT_ROUTES.some((pattern) => pattern.test(url.pathname))) {
      return reply.header('cache-control', 'no-cache').sendFile(shell, root);
    }
    const notFoundPage = existsSync(path.join(root, '404.html')) ? '404.html' : 'index.html';
    return reply.status(404).header('cache-control', 'no-cache').sendFile(notFoundPage, root);
  });
}

export default fp(staticSitePlugin, { name: 'static-site', dependencies: ['context'] });
