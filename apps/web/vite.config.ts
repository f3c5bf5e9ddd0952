import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { preactCompat } from './build/preact-compat';
import { scannerPwa } from './build/scanner-pwa';

/** Preloads the Latin Inter file so the first paint already uses the final font. */
function preloadFont(): Plugin {
  return {
    name: 'preload-inter',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal.*\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // JSX only: React Fast Refresh has no React to refresh under Preact (the dev server reloads instead).
    react({ refreshExclude: /./ }),
    tailwindcss(),
    preloadFont(),
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
      // must not drag in every zod schema and the Arabic catalogue through its index's `export *`.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id) },
    },
  },
}));
