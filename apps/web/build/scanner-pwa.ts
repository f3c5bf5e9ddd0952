import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The shell the service worker answers /admin/* navigations with when there is no network. */
export const ADMIN_SHELL = 'admin-shell.html';

/**
 * The built index.html is the empty client shell; the prerender step later overwrites index.html
 * with the home page, so a copy is kept for the staff panel before the service worker is generated.
 */
function adminShell(): Plugin {
  let outDir = 'dist';
  return {
    name: 'admin-shell',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'pre',
      async handler() {
        await copyFile(path.join(outDir, 'index.html'), path.join(outDir, ADMIN_SHELL));
      },
    },
  };
}

/**
 * The door scanner as an installable web app (docs/api/check-in.md#the-door): a service worker scoped to
 * /admin/ precaches the built site, so /admin/check opens with no network after the first visit.
 * Public pages are outside its scope and never served from it; API calls always go to the network.
 * The page registers it and links the manifest itself (check-in feature), so public pages carry neither.
 */
export function scannerPwa(): Plugin[] {
  return [
    adminShell(),
    ...VitePWA({
      injectRegister: false,
      manifest: false,
      filename: 'scanner-sw.js',
      scope: '/admin/',
      workbox: {
        globPatterns: ['**/*.{js,css,woff2,svg,png,mp3,webmanifest}', ADMIN_SHELL],
        globIgnores: ['**/portfolio/**', '**/images/**'],
        navigateFallback: `/${ADMIN_SHELL}`,
        navigateFallbackAllowlist: [/^\/admin(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ];
}
