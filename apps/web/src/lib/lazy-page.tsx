import { type ComponentType, createContext, lazy, useContext } from 'react';

/** What a server render records (entry-server.tsx): the source modules it used, and loads still under way. */
export type RenderRecord = { modules: Set<string>; pending: Set<Promise<unknown>> };

export const RenderedModules = createContext<RenderRecord | null>(null);

/**
 * A page (or the routes of a section) loaded on demand. `source` is its path as Vite's manifest names
 * it; a server render records it, so the page's HTML preloads exactly the chunks it needs and a slow
 * phone downloads no other page's code. The server renders again once the loads it started are done,
 * so its HTML holds the page itself (never a fallback completed by an inline script, which the CSP
 * forbids).
 */
export function lazyPage(source: string, load: () => Promise<ComponentType>) {
  let loading: Promise<ComponentType> | undefined;
  let loaded = false;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = true;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await start() }));
  return function LazyPage() {
    const record = useContext(RenderedModules);
    if (record) {
      record.modules.add(source);
      if (!loaded) record.pending.add(start());
    }
    return <Lazy />;
  };
}
