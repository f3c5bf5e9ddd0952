// Writes the public English pages as HTML after `vite build` (docs/architecture.md#the-site: prerendered marketing pages).
// Usage: node scripts/prerender.mjs [--outDir <client build dir>] [--ssrDir <vite --ssr output dir>]
// Defaults: dist and dist-ssr (the server also renders database pages with it); also WEB_OUT_DIR / PRERENDER_SSR_DIR.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const webRoot = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outDir: { type: 'string' }, ssrDir: { type: 'string' } } });
const outDir = path.resolve(webRoot, values.outDir ?? process.env.WEB_OUT_DIR ?? 'dist');
const ssrDir = path.resolve(webRoot, values.ssrDir ?? process.env.PRERENDER_SSR_DIR ?? 'dist-ssr');

const templatePath = path.join(outDir, 'index.html');
const shellPath = path.join(outDir, 'spa.html');
// A second run must start from the untouched shell, not from the home page written by the first.
const template = readFileSync(existsSync(shellPath) ? shellPath : templatePath, 'utf8');
if (!template.includes('<div id="root"><!--app-html--></div>')) {
  throw new Error(`prerender: ${templatePath} has no <div id="root"><!--app-html--></div> placeholder`);
}
writeFileSync(shellPath, template);

const entry = path.join(ssrDir, 'entry-server.js');
const {
  renderPage,
  headLinks,
  inlineCriticalCss,
  PAGE_META,
  NOT_FOUND_META,
  pageTitle,
  escapeHtml,
  isSitePath,
} = await import(pathToFileURL(entry).href);
const manifestPath = path.join(outDir, '.vite', 'manifest.json');
const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};

// Replacer functions throughout: a string replacement would read `$&` or `$'` in a text as patterns.
async function page(route, meta, marker) {
  const { html: body, modules } = await renderPage(route);
  if (!body.includes('<')) throw new Error(`prerender: ${route} rendered nothing`);
  // The page's own chunks are preloaded, so they download with the entry rather than after it.
  const links = headLinks(manifest, modules).join('\n    ');
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(meta.title))}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `  ${links}\n  </head>`)
    .replace(
      '<div id="root"><!--app-html--></div>',
      () => `<div id="root" data-prerendered="${marker}">${body}</div>`,
    );
  return inlineCriticalCss(html, outDir);
}

let count = 0;
for (const [route, meta] of Object.entries(PAGE_META)) {
  // The one route table (packages/shared site-paths.ts) must hold every page written here.
  if (!isSitePath(route)) throw new Error(`prerender: ${route} is not in SITE_PATHS`);
  const file = route === '/' ? templatePath : path.join(outDir, route, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await page(route, meta, route));
  count += 1;
}
writeFileSync(path.join(outDir, '404.html'), await page('/__not-found__', NOT_FOUND_META, '*'));
console.log(`prerendered ${count} pages and 404.html into ${path.relative(process.cwd(), outDir) || '.'}`);

// Brotli and gzip twins of every text file, for a static server that serves precompressed files
// (@fastify/static `preCompressed: true`): compressing once here beats compressing on every request.
let compressed = 0;
for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(html|js|css|svg|json|txt|webmanifest)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  // Zopfli writes standard gzip about 4% smaller than zlib's best: on a phone reading 50 KB a second,
  // the booking page's scripts arrive 0.06 s sooner, for about 15 s of build.
  writeFileSync(`${file}.gz`, await gzipAsync(content, { numiterations: 5 }));
  compressed += 1;
}
console.log(`wrote .br and .gz copies of ${compressed} files`);
