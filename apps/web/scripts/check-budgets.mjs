// Fails when a public page's first-load JavaScript (gzip) is over its budget (budgets.json), and
// prints how far each page is from its target.
// First load = the entry script and every chunk the page's HTML preloads: the shell's own links plus
// the chunks of the modules the server render used (entry-server.tsx renderPage + headLinks), the
// same HTML the prerender step and the server write. Run after `npm run build`.
// Usage: node scripts/check-budgets.mjs [--outDir dist] [--ssrDir dist-ssr]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const webRoot = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outDir: { type: 'string' }, ssrDir: { type: 'string' } } });
const outDir = path.resolve(webRoot, values.outDir ?? 'dist');
const ssrDir = path.resolve(webRoot, values.ssrDir ?? 'dist-ssr');
const budgets = JSON.parse(readFileSync(path.join(webRoot, 'budgets.json'), 'utf8'));

const { renderPage, headLinks, eventQueries, eventsListQueries } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
);
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
const shell = readFileSync(path.join(outDir, 'spa.html'), 'utf8');

// A sample event for the event pages: their code does not depend on which event it is.
const event = {
  _id: '00000000-0000-4000-8000-000000000000',
  name: 'ملتقى التسويق الرقمي',
  description: 'وصف الفعالية',
  image: null,
  date: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  location: 'القاهرة',
  totalSeats: 100,
  availableSeats: 60,
  ticketPrice: 150,
  isShow: true,
  createdAt: new Date().toISOString(),
};
const queriesFor = (route) => {
  if (route === '/events') return eventsListQueries([event]);
  if (/^\/(events|booking)\/\{id\}$/.test(route)) return eventQueries(event._id, event);
  return [];
};

const gzipSize = (file) => {
  const full = path.join(outDir, file);
  return existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`).length : gzipSync(readFileSync(full)).length;
};
const scriptsIn = (html) =>
  [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map(
    (match) => match[1],
  );

let failed = false;
console.log('| page | first-load JS (gzip) | budget | target |');
console.log('|---|---|---|---|');
for (const [route, { budget: budgetKiB, target }] of Object.entries(budgets.firstLoadJsKiB)) {
  const url = route.replace('{id}', event._id);
  const { modules } = await renderPage(url, queriesFor(route));
  const html = `${shell}\n${headLinks(manifest, modules).join('\n')}`;
  const files = new Set(scriptsIn(html));
  const kib = [...files].reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  const over = kib > budgetKiB;
  failed ||= over;
  console.log(
    `| ${route} | ${kib.toFixed(1)} KiB | ${budgetKiB} KiB${over ? ' OVER' : ''} | ${target} KiB |`,
  );
}
if (failed) {
  console.error('A page is over its JavaScript budget (apps/web/budgets.json).');
  process.exit(1);
}
