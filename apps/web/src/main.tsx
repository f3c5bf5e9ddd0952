import { isArabicSection } from '@app/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, type InitialQueries } from './app/providers';
import { AppRoutes } from './app/routes';
import './lib/effect-timing';
import { enableFullStylesheets } from './lib/full-stylesheets';
import { HYDRATED_MARK, hydrateInTurns } from './lib/hydrate-in-turn';
import { preloadPages, takeRenderedPages } from './lib/lazy-page';
import './styles.css';

declare global {
  interface Window {
    /** Set by public/intl-warm-up.js on the Arabic pages: resolves once ICU's data has loaded in a worker. */
    intlWarmUp?: Promise<void>;
  }
}

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
  // The page's own pages first (their chunks are preloaded): hydrating a page still loading would
  // suspend, and Preact keeps only a suspended component's first node of the server's markup.
  // Hydration comes in turns (HydrateInTurn), and the full stylesheet after the last, in a task of its
  // own: restyling the whole page in the same task as hydrating it made one long task of the two.
  const hydrate = async () => {
    await hydrateInTurns(() => hydrateRoot(container, app));
    // Every part answers now (a form hydrates on its first touch, holding a tap made before it:
    // lib/hydrate-on-use.tsx): the mark the slow-phone benchmark reads as interactive.
    performance.mark(HYDRATED_MARK);
    setTimeout(enableFullStylesheets);
  };
  // After the browser has painted the server's markup: hydrating is the longest task of the load, and
  // run first it holds back the first paint of a page that needs no script to show.
  // A tab opened in the background paints nothing and runs no animation frame: it hydrates at once.
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') hydrate();
    else requestAnimationFrame(() => setTimeout(hydrate));
  };
  const pages = takeRenderedPages(container);
  // The Arabic pages format dates and prices from their first render: ICU's data loads first, in the
  // worker the page's first script started (public/intl-warm-up.js), not in a long task here.
  const intlReady = window.intlWarmUp ?? Promise.resolve();
  intlReady.then(() => preloadPages(pages)).then(afterPaint, afterPaint);
} else {
  void enableFullStylesheets();
  container.replaceChildren();
  createRoot(container).render(app);
}
