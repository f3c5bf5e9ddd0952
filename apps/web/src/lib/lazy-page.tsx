import { type ComponentType, createContext, Suspense, use, useContext } from 'react';

/** What a server render records (entry-server.tsx): the source modules it used, and loads still under way. */
export type RenderRecord = { modules: Set<string>; pending: Set<Promise<unknown>> };

export const RenderedModules = createContext<RenderRecord | null>(null);

/** Every page loaded on demand, by source, so the browser can load a rendered page's before hydrating. */
const loaders = new Map<string, () => Promise<ComponentType>>();

/**
 * A page (or the routes of a section) loaded on demand. `source` is its path as Vite's manifest names
 * it; a server render records it, so the page's HTML preloads exactly the chunks it needs and a slow
 * phone downloads no other page's code. The server renders again once the loads it started are done,
 * so its HTML holds the page itself (never a fallback completed by an inline script, which the CSP
 * forbids); it never suspends (a page not loaded yet renders nothing in that pass).
 * In the browser a page not loaded yet shows nothing, within its own Suspense boundary, until its chunk
 * arrives. A server-rendered page's own pages are loaded before hydrating (preloadPages), so hydration
 * never suspends and keeps every node of the server's markup (Preact keeps only a suspended component's
 * first node).
 */
export function lazyPage(source: string, load: () => Promise<ComponentType>) {
  let loading: Promise<ComponentType> | undefined;
  let Loaded: ComponentType | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      Loaded = component;
      return component;
    });
    return loading;
  };
  loaders.set(source, start);
  function Suspending() {
    const Page = Loaded ?? use(start());
    return <Page />;
  }
  return function LazyPage() {
    const record = useContext(RenderedModules);
    if (record) {
      record.modules.add(source);
      if (!Loaded) {
        record.pending.add(start());
        return null;
      }
      return <Loaded />;
    }
    return (
      <Suspense fallback={null}>
        <Suspending />
      </Suspense>
    );
  };
}

/**
 * Loads the pages a server render used (their sources, as renderPage listed them). A page nested in a
 * section's routes (the booking page in events-routes) has no loader until that section's chunk has
 * run: each round loads what is known, until every source is loaded.
 */
export async function preloadPages(sources: string[]): Promise<void> {
  const started = new Set<string>();
  for (;;) {
    const known = sources.filter((source) => !started.has(source) && loaders.has(source));
    if (!known.length) return;
    for (const source of known) started.add(source);
    await Promise.all(known.map((source) => loaders.get(source)!()));
  }
}

const MODULES_ID = 'ssr-modules';

/**
 * The list of pages a server render used, as a JSON block (not a script: the CSP stays strict) at the
 * end of the rendered HTML, inside the root, so every writer of the HTML (scripts/prerender.mjs, the
 * API's page renderer) carries it along with the markup.
 */
export function renderedPagesBlock(sources: string[]): string {
  const json = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${MODULES_ID}">${json}</script>`;
}

/** Reads and removes the block renderedPagesBlock wrote, so hydration sees only the page's markup. */
export function takeRenderedPages(container: HTMLElement): string[] {
  const block = container.querySelector(`script#${MODULES_ID}`);
  if (!block) return [];
  block.remove();
  try {
    const sources: unknown = JSON.parse(block.textContent ?? '[]');
    return Array.isArray(sources) ? sources.filter((source) => typeof source === 'string') : [];
  } catch {
    return [];
  }
}
