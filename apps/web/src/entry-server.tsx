import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, type InitialQueries } from './app/providers';
import { AppRoutes } from './app/routes';
import { projectQuery } from './features/site/api/get-project';
import type { Project } from './features/site/api/project';

export { NOT_FOUND_META, PAGE_META, pageTitle } from './features/site/content/page-meta';

/**
 * Renders one route to HTML: at build time for the static pages (scripts/prerender.mjs) and at request
 * time for pages whose content lives in the database (the API's static-site plugin). The tree mirrors
 * main.tsx so hydration matches.
 */
export function render(url: string, initialQueries: InitialQueries = []): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders initialQueries={initialQueries}>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
  );
}

/** The query results a portfolio page needs, keyed as the page's own query (get-project.ts). */
export function portfolioQueries(slug: string, project: Project): InitialQueries {
  return [[projectQuery(slug).queryKey, project]];
}
