import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactCompat } from './build/preact-compat';
import { scannerPwa } from './build/scanner-pwa';
import { scriptsAfterPaint } from './build/scripts-after-paint';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // JSX only: React Fast Refresh has no React to refresh under Preact (the dev server reloads instead).
    react({ refreshExclude: /./ }),
    tailwindcss(),
    scriptsAfterPaint(),
    ...(isSsrBuild ? [] : scannerPwa()),
  ],
  // The site is written against React's API and runs on preact/compat (build/preact-compat.ts).
  resolve: { alias: preactCompat },
  // Bundle every package into the SSR build: one left external would import the real `react` at run time.
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    // The SSR bundle (dist-ssr) is server code: it needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    // The server reads it to give server-rendered Arabic pages their chunk's CSS and preloads.
    manifest: !isSsrBuild,
    rolldownOptions: {
      // packages/shared is pure (schemas, constants, catalogues): a page that only needs EN or TIMINGS
      // must not drag in every zod schema and the Arabic catalogues through its index's `export *`.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id) },
      // The SSR bundle is one file on the server: no round trips to save.
      output: isSsrBuild
        ? undefined
        : {
            codeSplitting: {
              // On a phone 400 ms away every script is a round trip, and HTTP/1.1 opens six at a time: a
              // chunk shared by two pages but smaller than this (an icon, a constant) is copied into each.
              experimentalInlineCommonChunks: { maxSize: 24 * 1024 },
              // What every page runs first (Preact, the router, the query cache, the app's shell) in one file.
              groups: [{ name: 'app', tags: ['$initial'] }],
            },
          },
      // Needed by the inlining above: an entry's exports are not kept apart for another bundle to use.
      preserveEntrySignatures: isSsrBuild ? undefined : false,
    },
  },
}));
