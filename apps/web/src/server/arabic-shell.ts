/**
 * The Arabic pages' first head script (public/intl-warm-up.js). The first Intl formatter of a page loads
 * ICU's data for its locale and Cairo's time-zone rules: over 100 ms in one task on a slow phone, in
 * whichever code makes it. ICU keeps that data for the whole renderer process, so the script has a worker
 * load it, on another core, while the app downloads; main.tsx waits for its window.intlWarmUp before it
 * hydrates, and the page's own formatters are then cheap. A plain script, not a module: it must run as
 * soon as it arrives, not once the app's chunks have. It names the app's locale, zone and currency itself
 * (lib/intl-warm-up.test.ts checks them). Async and low: it makes no pixel, and must not go ahead of the
 * page's CSS or picture. Past PATIENCE_MS without an answer the page goes on without it.
 */
const INTL_WARM_UP_SCRIPT = '<script async fetchpriority="low" src="/intl-warm-up.js"></script>';

/**
 * The site's shell (spa.html, English) made Arabic, for the pages the API renders under /events,
 * /booking and /ticket (the Arabic font comes with the language: critical-css.ts).
 */
export function arabicShell(shell: string): string {
  return shell
    .replace(/<html lang="en" dir="ltr">/, () => '<html lang="ar" dir="rtl">')
    .replace('<title>', () => `${INTL_WARM_UP_SCRIPT}\n    <title>`);
}
