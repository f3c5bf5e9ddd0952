import { isArabicSection } from '@app/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, type InitialQueries } from './app/providers';
import { AppRoutes } from './app/routes';
import './styles.css';

const container = document.getElementById('root')!;
/** Data a server-rendered page was rendered with: a JSON block, not a script, so the CSP stays strict. */
const serverData = document.getElementById('ssr-queries')?.textContent;
const initialQueries: InitialQueries = serverData ? JSON.parse(serverData) : [];
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders initialQueries={initialQueries}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

/**
 * Prerendered pages carry the route they were rendered for (scripts/prerender.mjs). The server also
 * answers client-only routes (/admin, /events, /portfolio/...) with index.html, which holds the home
 * page, so markup is hydrated only when it was rendered for this very URL; otherwise it is replaced.
 */
function prerenderedForThisUrl() {
  const marker = container.dataset.prerendered;
  if (!marker || !container.firstElementChild) return false;
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  if (marker === '*') return !isArabicSection(path);
  return marker === path;
}

if (prerenderedForThisUrl()) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
