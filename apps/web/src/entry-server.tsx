import type { EventDto, TicketDto } from '@app/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AFTER_PAINT } from '../build/scripts-after-paint';
import { AppProviders, type InitialQueries } from './app/providers';
import { AppRoutes } from './app/routes';
import { eventQuery } from './features/events/api/get-event';
import { publicEventsQuery } from './features/events/api/get-events';
import { projectQuery } from './features/site/api/get-project';
import type { Project } from './features/site/api/project';
import { ticketQueryKey } from './features/ticket/api/get-ticket';
import { RenderedModules, type RenderRecord, renderedPagesBlock } from './lib/lazy-page';
import { RENDERED_AT_KEY } from './lib/use-render-clock';

export { escapeHtml, isArabicSection, isSitePath } from '@app/shared';
export { eventPicturePreloads } from './features/events/components/event-image';
export { NOT_FOUND_META, PAGE_META, pageTitle } from './features/site/content/page-meta';
export { arabicShell } from './server/arabic-shell';
export { inlineCriticalCss } from './server/critical-css';

/** A page rendered on the server: its HTML and the source modules it used (see lib/lazy-page.tsx). */
export type RenderedPage = { html: string; modules: string[] };

/**
 * Renders one route to HTML: at build time for the static pages (scripts/prerender.mjs) and at request
 * time for pages whose content lives in the database (the API's static-site plugin). Waits for the
 * pages loaded on demand, so the HTML holds the page itself; the client hydrates each part once its
 * chunk arrives, keeping the server's markup on screen meanwhile. The tree mirrors main.tsx.
 */
export async function renderPage(url: string, initialQueries: InitialQueries = []): Promise<RenderedPage> {
  // Each pass reaches the pages one level deeper (a layout, then its page); once a pass starts no
  // new load, every page on the way is loaded and the HTML is complete.
  for (let pass = 0; pass < 5; pass++) {
    const record: RenderRecord = { modules: new Set(), pending: new Set() };
    const html = renderToString(
      <StrictMode>
        <StaticRouter location={url}>
          <RenderedModules.Provider value={record}>
            <AppProviders initialQueries={initialQueries}>
              <AppRoutes />
            </AppProviders>
          </RenderedModules.Provider>
        </StaticRouter>
      </StrictMode>,
    );
    if (record.pending.size === 0) {
      const modules = [...record.modules];
      // The browser loads these pages before hydrating (main.tsx), so hydration keeps this markup whole.
      return { html: html + renderedPagesBlock(modules), modules };
    }
    await Promise.all(record.pending);
  }
  throw new Error(`${url}: pages still loading after 5 render passes`);
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/**
 * The head links a rendered page needs from the client build's manifest (dist/.vite/manifest.json):
 * a stylesheet per CSS file and a modulepreload per script of the modules it used, so the browser
 * fetches them at once instead of one after another. The entry (index.html) is in the shell already.
 */
export function headLinks(manifest: Record<string, ManifestChunk>, modules: string[]): string[] {
  const css = new Set<string>();
  const scripts = new Set<string>();
  // The shell already loads the entry and preloads what it imports.
  const inShell = new Set((manifest['index.html']?.imports ?? []).map((key) => manifest[key]?.file));
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (key === 'index.html' || !chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of modules) {
    if (!manifest[source]) throw new Error(`${source} is not in the build's manifest (lib/lazy-page.tsx)`);
    visit(source);
  }
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts]
      .filter((file) => !inShell.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin ${AFTER_PAINT} href="/${file}">`),
  ];
}

/**
 * The query results of /events, keyed as the list's own query (get-events.ts), and the time they
 * were rendered at: whether an event has ended or stopped selling is decided on that clock by the
 * server and by the hydrating browser alike (lib/use-render-clock.ts).
 */
export function eventsListQueries(events: EventDto[]): InitialQueries {
  return [
    [publicEventsQuery().queryKey, events],
    [RENDERED_AT_KEY, Date.now()],
  ];
}

/** The query results of /events/{id} and /booking/{id}, keyed as their own query (get-event.ts), and the render time. */
export function eventQueries(eventId: string, event: EventDto): InitialQueries {
  return [
    [eventQuery(eventId).queryKey, event],
    [RENDERED_AT_KEY, Date.now()],
  ];
}

/** The query results of the booker's page /ticket/{token}, keyed as its own query (get-ticket.ts), and the render time. */
export function ticketQueries(token: string, ticket: TicketDto): InitialQueries {
  return [
    [ticketQueryKey(token), ticket],
    [RENDERED_AT_KEY, Date.now()],
  ];
}

/** The query results a portfolio page needs, keyed as the page's own query (get-project.ts). */
export function portfolioQueries(slug: string, project: Project): InitialQueries {
  return [[projectQuery(slug).queryKey, project]];
}
