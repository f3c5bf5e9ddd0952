import type { Alias } from 'vite';

/**
 * The site is written against React's API (types from @types/react) and ships Preact through
 * preact/compat: react-dom 19's client alone weighs about 58 KiB gzip, Preact with compat about 12.
 * Shared by the client build, the SSR build (renderToString comes from preact-render-to-string) and
 * the unit tests, so all three run what ships. Exact matches only: `react-router`, `react-hook-form`
 * and `@radix-ui/react-*` must stay themselves.
 */
export const preactCompat: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
