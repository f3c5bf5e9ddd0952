import { existsSync } from 'node:fs';
import path from 'node:path';
import { AR_SERVER, isSitePath } from '@app/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { NotFound } from '../lib/errors';
import { getProjectBySlug } from '../modules/projects';
import { countCampaignVisit } from '../modules/reports';
import { sendError } from './errors';
import { renderEventsPage } from './events-pages';
import { createPageRenderer } from './page-renderer';

/**
 * A page rendered from the database, compressed as the prebuilt files are (compress-answers.ts). A
 * page showing one booker's data is never stored, as its API answer is not (docs/operations.md).
 */
function sendRenderedPage(reply: FastifyReply, html: string, personal = false) {
  return reply
    .header('cache-control', personal ? 'private, no-store' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A malformed escape (%E0) is an unknown page, not a server fault. */
function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Serves the built site: prerendered pages as files, other client routes through index.html. */
async function staticSitePlugin(app: FastifyInstance) {
  const root = app.config.webDistDir;
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

  const pages = createPageRenderer(root);
  const pageUrl = (pathname: string) => new URL(pathname, app.config.publicUrl).href;

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname.startsWith('/api/') || url.pathname === '/api' || !hasSite) {
      return sendError(reply, 404, [{ msg: AR_SERVER.routeNotFound }]);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 404, [{ msg: AR_SERVER.routeNotFound }]);
    }
    const decoded = safeDecode(url.pathname);
    if (decoded === undefined) return sendError(reply, 404, [{ msg: AR_SERVER.routeNotFound }]);
    const clean = path.posix.normalize(decoded).replace(/^\/+|\/+$/g, '');
    const prerendered = path.join(clean, 'index.html');
    if (clean && !clean.includes('..') && existsSync(path.join(root, prerendered))) {
      return reply.header('cache-control', 'no-cache').sendFile(prerendered, root);
    }
    if (url.pathname === '/') return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    const portfolio = /^\/portfolio\/([^/]+)\/?$/.exec(url.pathname);
    if (portfolio) {
      const slug = safeDecode(portfolio[1]!) ?? '';
      const project = await getProjectBySlug(app.db, slug).catch((error) => {
        if (error instanceof NotFound) return undefined;
        throw error;
      });
      const pathname = url.pathname.replace(/\/$/, '');
      const html = project && (await pages.portfolio(pathname, slug, project, pageUrl(pathname)));
      if (html) return sendRenderedPage(reply, html);
    }
    // Campaign links are counted where the page is served (docs/api/reports.md#campaign-links); a
    // failure to count never keeps the page from the visitor.
    await countCampaignVisit(app.db, app.config.ticketSecret, {
      url: request.url,
      address: request.ip,
      userAgent: request.headers['user-agent'],
    }).catch((error) => request.log.warn({ err: error }, 'campaign visit not counted'));
    const events = await renderEventsPage(app, pages, url.pathname.replace(/(.)\/$/, '$1'));
    if (events === 'missing')
      return reply.status(404).header('cache-control', 'no-cache').sendFile(shell, root);
    if (events) return sendRenderedPage(reply, events.html, events.personal);
    // The app's other pages get its shell; anything else the 404 page.
    if (isSitePath(url.pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile(shell, root);
    }
    const notFoundPage = existsSync(path.join(root, '404.html')) ? '404.html' : 'index.html';
    return reply.status(404).header('cache-control', 'no-cache').sendFile(notFoundPage, root);
  });
}

export default fp(staticSitePlugin, { name: 'static-site', dependencies: ['context'] });
