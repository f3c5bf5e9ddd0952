import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';

export { NOT_FOUND_META, PAGE_META, pageTitle } from './features/site/content/page-meta';

/** Renders one route to HTML at build time (scripts/prerender.mjs); the tree mirrors main.tsx so hydration matches. */
export function render(url: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
  );
}
