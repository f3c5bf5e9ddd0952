import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineCriticalCss } from './critical-css';

const dist = mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'assets', 'site.css'),
  [
    ':root{--used:red;--unused:blue}',
    'body{margin:0}',
    '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}',
    '@font-face{font-family:Inter Fallback;src:local("Arial");size-adjust:107%}',
    '@layer utilities{.flex{display:flex}.grid{display:grid}.text-red{color:var(--used)}',
    '.md\\:flex{display:flex}@media (min-width:48rem){.md\\:hidden{display:none}}',
    '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}}',
  ].join(''),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const page = (body: string) =>
  `<html><head><title>t</title><link rel="stylesheet" crossorigin href="/assets/site.css"></head><body>${body}</body></html>`;

describe('inlineCriticalCss', () => {
  const html = inlineCriticalCss(
    page('<div class="flex text-red md:flex [&amp;&gt;svg]:size-4"><p>x</p></div>'),
    dist,
  );
  const head = html.slice(0, html.indexOf('</head>'));
  const css = /<style>([\s\S]*)<\/style>/.exec(head)?.[1] ?? '';

  it("puts the rules of the page's own classes in its head, and not the others", () => {
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.md\\:flex{display:flex}');
    expect(css).toContain('size-4>svg');
    expect(css).toContain('body{margin:0}');
    expect(css).not.toContain('.grid');
    expect(css).not.toContain('md\\:hidden');
    expect(css).not.toContain('@media');
  });

  it('keeps the variables the page reads, and leaves fonts to download for later', () => {
    expect(css).toContain('--used:red');
    expect(css).not.toContain('--unused');
    expect(css).not.toContain('inter.woff2');
    // The metric-matched fallback is the device's own font: it costs no download and draws the first paint.
    expect(css).toContain('@font-face{font-family:Inter Fallback;src:local("Arial");size-adjust:107%}');
  });

  it('leaves no stylesheet in the head, and the full one disabled at the end of the body', () => {
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/site\.css" disabled data-full-stylesheet><\/body>/,
    );
  });
});
