/**
 * Marks the full stylesheets a rendered page carries at the end of its body, disabled so the browser
 * does not fetch them yet (server/critical-css.ts): its head holds the CSS its markup needs.
 */
export const FULL_STYLESHEET = 'data-full-stylesheet';

/** Once the page works: what the app draws later (a dialog, a menu) and the fonts, which swap in. */
export function enableFullStylesheets() {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLESHEET}]`))
    link.disabled = false;
}
