import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProjectDto } from '@app/shared';

type QueryEntries = Array<[unknown, unknown]>;
type SsrEntry = {
  render: (url: string, queries: QueryEntries) => string;
  portfolioQueries: (slug: string, project: ProjectDto) => QueryEntries;
  pageTitle: (title: string) => string;
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Renders pages whose content lives in the database (portfolio projects) with the site's own SSR
 * bundle (apps/web/dist-ssr, written by the web build next to dist), so they show their content
 * before any script runs, like the prerendered pages. Without the bundle it answers undefined and
 * the caller serves the empty shell.
 */
export function createPageRenderer(webDistDir: string) {
  const entryFile = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  const shellFile = path.join(webDistDir, 'spa.html');
  // Loaded once, on the first page that needs it: the bundle and the shell do not change while running.
  let loaded: Promise<{ ssr: SsrEntry; shell: string } | undefined> | undefined;

  const load = () => {
    loaded ??=
      existsSync(entryFile) && existsSync(shellFile)
        ? (import(pathToFileURL(entryFile).href) as Promise<SsrEntry>).then((ssr) => ({
            ssr,
            shell: readFileSync(shellFile, 'utf8'),
          }))
        : Promise.resolve(undefined);
    return loaded;
  };

  return {
    async portfolio(pathname: string, slug: string, project: ProjectDto): Promise<string | undefined> {
      const bundle = await load();
      if (!bundle) return undefined;
      const { ssr, shell } = bundle;
      const queries = ssr.portfolioQueries(slug, project);
      const body = ssr.render(pathname, queries);
      // JSON, not script: the CSP forbids inline scripts. `<` is escaped so no text can close the tag.
      const data = JSON.stringify(queries).replaceAll('<', '\\u003c');
      return shell
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(ssr.pageTitle(project.title))}</title>`)
        .replace(
          /<meta name="description" content="[^"]*"\s*\/?>/,
          `<meta name="description" content="${escapeHtml(project.desc)}" />`,
        )
        .replace(
          '<div id="root"><!--app-html--></div>',
          `<div id="root" data-prerendered="${escapeHtml(pathname)}">${body}</div>` +
            `<script type="application/json" id="ssr-queries">${data}</script>`,
        );
    },
  };
}
