import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type EventDto, escapeHtml, type ProjectDto, type TicketDto } from '@app/shared';
import { readBuildManifest } from '../lib/arabic-page-head';

type QueryEntries = Array<[unknown, unknown]>;
type SsrEntry = {
  renderPage: (url: string, queries: QueryEntries) => Promise<{ html: string; modules: string[] }>;
  headLinks: (manifest: Record<string, never>, modules: string[]) => string[];
  arabicShell: (shell: string) => string;
  portfolioQueries: (slug: string, project: ProjectDto) => QueryEntries;
  eventsListQueries: (events: EventDto[]) => QueryEntries;
  eventQueries: (eventId: string, event: EventDto) => QueryEntries;
  ticketQueries: (token: string, ticket: TicketDto) => QueryEntries;
  pageTitle: (title: string) => string;
  inlineCriticalCss: (html: string, webDistDir: string) => string;
  eventPicturePreloads: (event: EventDto, card?: boolean) => string[];
};

/** The shell's viewport meta (apps/web/index.html): the Arabic pages' picture preloads go right after it. */
const VIEWPORT_META = /<meta name="viewport"[^>]*>/;

/** What a page says about itself in its head: title, description and the link preview's picture. */
export type PageMeta = { title: string; description: string; url: string; image?: string };

type Bundle = { ssr: SsrEntry; shell: string; manifest: Record<string, never> };

/**
 * Fills the shell's head and root. Every insertion goes through a replacer function: a string
 * replacement would read `$&`, `$'` or `` $` `` in a project's or event's text as patterns.
 */
function fillShell(
  shell: string,
  meta: PageMeta,
  pathname: string,
  page: { html: string; links: string[] },
  queries: QueryEntries,
) {
  // JSON, not script: the CSP forbids inline scripts. `<` is escaped so no text can close the tag.
  const data = JSON.stringify(queries).replaceAll('<', '\\u003c');
  const preview = [
    ['og:type', 'website'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', meta.url],
    ...(meta.image ? [['og:image', meta.image]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`)
    .concat(
      [
        ['twitter:card', meta.image ? 'summary_large_image' : 'summary'],
        ['twitter:title', meta.title],
        ['twitter:description', meta.description],
        ...(meta.image ? [['twitter:image', meta.image]] : []),
      ].map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content!)}" />`),
    )
    .join('\n    ');
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>\n    ${preview}`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `  ${page.links.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"><!--app-html--></div>',
      () =>
        `<div id="root" data-prerendered="${escapeHtml(pathname)}">${page.html}</div>` +
        `<script type="application/json" id="ssr-queries">${data}</script>`,
    );
}

/**
 * Renders pages whose content lives in the database (portfolio projects, the Arabic events pages)
 * with the site's own SSR bundle (apps/web/dist-ssr, written by the web build next to dist), so they
 * show their content before any script runs, like the prerendered pages. Without the bundle it
 * answers undefined and the caller serves the empty shell.
 */
export function createPageRenderer(webDistDir: string) {
  const entryFile = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  const shellFile = path.join(webDistDir, 'spa.html');
  // Loaded once, on the first page that needs it: the bundle and the shell do not change while running.
  let loaded: Promise<Bundle | undefined> | undefined;

  const load = () => {
    loaded ??=
      existsSync(entryFile) && existsSync(shellFile)
        ? (import(pathToFileURL(entryFile).href) as Promise<SsrEntry>).then((ssr) => ({
            ssr,
            shell: readFileSync(shellFile, 'utf8'),
            manifest: readBuildManifest(webDistDir),
          }))
        : Promise.resolve(undefined);
    return loaded;
  };

  const renderWithLinks = async (bundle: Bundle, pathname: string, queries: QueryEntries) => {
    const { html, modules } = await bundle.ssr.renderPage(pathname, queries);
    return { html, links: bundle.ssr.headLinks(bundle.manifest, modules) };
  };

  return {
    async portfolio(pathname: string, slug: string, project: ProjectDto, url: string) {
      const bundle = await load();
      if (!bundle) return undefined;
      const { ssr, shell } = bundle;
      const queries = ssr.portfolioQueries(slug, project);
      const meta = { title: ssr.pageTitle(project.title), description: project.desc, url };
      const html = fillShell(
        shell,
        meta,
        pathname,
        await renderWithLinks(bundle, pathname, queries),
        queries,
      );
      return ssr.inlineCriticalCss(html, webDistDir);
    },

    /** /events, /events/{id}, /booking/{id} and /ticket/{token}: Arabic, right-to-left, with the page's link preview. */
    async arabic(
      pathname: string,
      queries: (ssr: SsrEntry) => QueryEntries,
      meta: (ssr: SsrEntry) => PageMeta,
      /** Head links of the page's own (its largest picture, fetched with the HTML). */
      preloads: (ssr: SsrEntry) => string[] = () => [],
    ) {
      const bundle = await load();
      if (!bundle) return undefined;
      const { ssr, shell } = bundle;
      const entries = queries(ssr);
      const page = await renderWithLinks(bundle, pathname, entries);
      // The picture's request goes out before the scripts': it is the page's largest paint. After the
      // viewport's meta, never before: until a phone's browser has read it, the page is 980 px wide, and
      // the preload for wide screens would fetch the large picture too.
      const html = fillShell(ssr.arabicShell(shell), meta(ssr), pathname, page, entries).replace(
        VIEWPORT_META,
        (viewport) => [viewport, ...preloads(ssr)].join('\n    '),
      );
      return ssr.inlineCriticalCss(html, webDistDir);
    },
  };
}
