/// <reference lib="dom" />
/**
 * In the page (for waitForFunction): the app has taken the root. The site runs on preact/compat,
 * which keeps its tree on the container as `__k` (React would add a `__reactContainer$…` key).
 * Self-contained, as Playwright sends its source to the page.
 */
export function appHasTakenRoot(): boolean {
  const root = document.getElementById('root');
  return !!root && Object.keys(root).some((key) => key === '__k' || key.startsWith('__reactContainer'));
}

/**
 * In the page (for waitForFunction): every part of a server-rendered page has hydrated. main.tsx sets
 * the User Timing mark HYDRATED_MARK ('hydrated', lib/hydrate-in-turn.tsx) once the last turn is done.
 */
export function appHasHydrated(): boolean {
  return performance.getEntriesByName('hydrated').length > 0;
}
