import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unescapeHtml } from '@app/shared';
import postcss, { type Root } from 'postcss';
import { FULL_STYLESHEET } from '../lib/full-stylesheets';

const HEAD_STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\s*/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
/** A class in a selector: a dot, then the name with Tailwind's escapes (`md\:flex`, `w-1\/2`). */
const SELECTOR_CLASS = /\.((?:\\.|[\w-])+)/g;

/** Parsed stylesheets, by file: read and parsed once per process, the build does not change under it. */
const sheets = new Map<string, Root>();
/** The critical CSS of each set of classes a page uses: /events/{id} of two events share one. */
const critical = new Map<string, string>();

function sheet(file: string): Root {
  let root = sheets.get(file);
  if (!root) {
    root = postcss.parse(readFileSync(file, 'utf8'));
    sheets.set(file, root);
  }
  return root;
}

function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of unescapeHtml(list!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Whether every class a selector names is on the page (a selector naming none applies to elements). */
function selectorApplies(selector: string, classes: Set<string>): boolean {
  for (const [, escaped] of selector.matchAll(SELECTOR_CLASS)) {
    if (!classes.has(escaped!.replace(/\\(.)/g, '$1'))) return false;
  }
  return true;
}

/** Custom properties nothing left reads (Tailwind's theme declares every colour the site uses anywhere). */
function dropUnusedVariables(root: Root, markup: string) {
  const read = new Set([...`${root}${markup}`.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!));
  root.walkDecls(/^--/, (decl) => {
    if (!read.has(decl.prop)) decl.remove();
  });
}

/**
 * The stylesheet cut to what the page's markup uses: rules whose selectors name a class the page does
 * not have are left out (Tailwind's utilities are most of the file); everything else (the reset, theme
 * variables, the fallback fonts' @font-face, keyframes) stays.
 */
function criticalCss(files: string[], markup: string): string {
  const classes = classesOf(markup);
  const styles = [...markup.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]).join(';');
  const key = `${files.join(',')}|${[...classes].sort().join(' ')}|${styles}`;
  const cached = critical.get(key);
  if (cached !== undefined) return cached;
  const out = postcss.root();
  for (const file of files) {
    const copy = sheet(file).clone();
    // Fonts to download come with the full stylesheet, after the page has hydrated: on a slow network
    // they would share the line with the scripts the page needs to work, and the text never waits for
    // them. A face of the device's own fonts (the metric-matched fallbacks) downloads nothing and stays,
    // so the first paint is already drawn in it and nothing reflows when the full stylesheet arrives.
    copy.walkAtRules('font-face', (fontFace) => {
      if (/url\(/.test(fontFace.toString())) fontFace.remove();
    });
    copy.walkRules((rule) => {
      const kept = rule.selectors.filter((selector) => selectorApplies(selector, classes));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
    // At-rules left empty (a @media of unused utilities, then its @layer) go too.
    let emptied = true;
    while (emptied) {
      emptied = false;
      copy.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) {
          atRule.remove();
          emptied = true;
        }
      });
    }
    out.append(copy.nodes);
  }
  dropUnusedVariables(out, styles);
  const css = out.toString().replace(/^\/\*![^*]*\*\/\s*/, '');
  critical.set(key, css);
  return css;
}

/**
 * Puts the CSS a page's own markup uses into its head, and moves its stylesheets to the end of the
 * body, disabled, so a phone paints the page from the first response instead of waiting a round trip
 * (several on a slow network) for a stylesheet first. The app enables the full stylesheets once it has
 * hydrated (main.tsx), for what it draws later (a dialog, a menu) and for the fonts, which then swap in
 * (font-display: swap) over metric-matched fallbacks: the text never waits for them. No inline script
 * or event handler: the CSP forbids them. Used on every page a visitor can land on: the prerendered
 * English pages (scripts/prerender.mjs) and the pages the API renders from the database.
 */
export function inlineCriticalCss(html: string, webDistDir: string): string {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const files = [...new Set([...head.matchAll(HEAD_STYLESHEET)].map((match) => match[1]!))];
  if (files.length === 0) return html;
  const css = criticalCss(
    files.map((file) => path.join(webDistDir, file)),
    html.slice(headEnd),
  );
  // `disabled`: not even fetched until the app enables it (main.tsx), so it never competes with the scripts.
  const links = files
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled ${FULL_STYLESHEET}>`)
    .join('');
  let placed = false;
  const newHead = head.replace(HEAD_STYLESHEET, () => {
    if (placed) return '';
    placed = true;
    return `<style>${css}</style>\n    `;
  });
  const body = html.slice(headEnd);
  const bodyEnd = body.lastIndexOf('</body>');
  return `${newHead}${body.slice(0, bodyEnd)}${links}${body.slice(bodyEnd)}`;
}
