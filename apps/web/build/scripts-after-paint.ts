import type { Plugin } from 'vite';

/** What marks a script of the page's first load as not needed for its first paint. */
export const AFTER_PAINT = 'fetchpriority="low"';

/**
 * The public pages arrive painted (server-rendered, critical CSS inline): their scripts only make them
 * work. Fetched at low priority, the HTML, the critical CSS and the event's picture go first on a slow
 * network, and Lighthouse stops counting every script as blocking the first paint.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll(
            '<script type="module" crossorigin src=',
            `<script type="module" crossorigin ${AFTER_PAINT} src=`,
          )
          .replaceAll(
            '<link rel="modulepreload" crossorigin href=',
            `<link rel="modulepreload" crossorigin ${AFTER_PAINT} href=`,
          ),
    },
  };
}
