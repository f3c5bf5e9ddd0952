/**
 * Marks the full stylesheets a rendered page carries at the end of its body, disabled so the browser
 * does not fetch them yet (server/critical-css.ts): its head holds the CSS its markup needs.
 */
export const FULL_STYLESHEET = 'data-full-stylesheet';

/**
 * Once the page works: what the app draws later (a dialog, a menu) and the fonts. Each stylesheet in a
 * frame of its own (the Arabic pages have two: the site's and the Arabic font's), then the English web
 * font's face (lib/web-fonts.ts), so the browser restyles and lays out the page once per sheet in short
 * tasks instead of once for all in a long one.
 */
export async function enableFullStylesheets() {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLESHEET}]`)) {
    link.disabled = false;
    await nextFrame();
  }
  // Offline or failed, the text stays in the metric-matched fallback faces, as it was drawn.
  await import('./web-fonts').catch(() => undefined);
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
