// Fails when a public page's first-load JavaScript (gzip) is over its budget (budgets.json), when it
// takes more script files than its `scripts` budget (each one is a request, a round trip on a slow
// phone), or when the CSS inlined in its head is over `criticalCssKiB`; prints how far each page is
// from its target.
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

const {
  renderPage,
  headLinks,
  inlineCriticalCss,
  arabicShell,
  isArabicSection,
  eventQueries,
  eventsListQueries,
  ticketQueries,
} = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
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
// A Pending paid booking, as its booker opens it from the email: the booker's page's heaviest state.
const ticket = {
  _id: '00000000-0000-4000-8000-000000000001',
  reference: 'NP-0001',
  fullName: 'مريم أحمد',
  status: 'Pending',
  event: { _id: event._id, name: event.name, date: event.date, location: event.location, image: null },
  amount: 150,
  paymentMethod: 'VodafoneCash',
  payment: { instaPay: 'nilepixel@instapay', vodafoneCash: '01000000000', accountName: 'Nile Pixel' },
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  proof: null,
  reason: null,
  checkedInAt: null,
  canCancel: true,
  cancelUntil: null,
  refundPolicy: null,
  refundDue: false,
  eventCancelled: null,
  quantity: 1,
  tickets: [{ _id: '00000000-0000-4000-8000-000000000002', fullName: 'مريم أحمد', checkedInAt: null }],
  qrCodeData: null,
  qrSvg: null,
};
const TICKET_TOKEN = 'sample-token';
const queriesFor = (route) => {
  if (route === '/events') return eventsListQueries([event]);
  if (/^\/(events|booking)\/\{id\}$/.test(route)) return eventQueries(event._id, event);
  if (route === '/ticket/{token}') return ticketQueries(TICKET_TOKEN, ticket);
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
console.log(
  '| page | first-load JS (gzip) | budget | target | script files | budget | critical CSS (gzip) | budget |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const [route, { budget: budgetKiB, target, scripts, criticalCssKiB }] of Object.entries(
  budgets.firstLoadJsKiB,
)) {
  const url = route.replace('{id}', event._id).replace('{token}', TICKET_TOKEN);
  const { html: markup, modules } = await renderPage(url, queriesFor(route));
  // The page as the prerender step and the server write it: its own links in the shell's head (the
  // Arabic pages' shell carries their Intl warm-up script).
  const page = inlineCriticalCss(
    (isArabicSection(url) ? arabicShell(shell) : shell)
      .replace('</head>', () => `${headLinks(manifest, modules).join('\n')}</head>`)
      .replace('<div id="root"><!--app-html--></div>', () => `<div id="root">${markup}</div>`),
    outDir,
  );
  const files = new Set(scriptsIn(page));
  const kib = [...files].reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  const css = page.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
  const cssKiB = gzipSync(css).length / 1024;
  const overJs = kib > budgetKiB;
  const overFiles = files.size > scripts;
  const overCss = cssKiB > criticalCssKiB;
  failed ||= overJs || overFiles || overCss;
  console.log(
    `| ${route} | ${kib.toFixed(1)} KiB | ${budgetKiB} KiB${overJs ? ' OVER' : ''} | ${target} KiB | ${files.size} | ${scripts}${overFiles ? ' OVER' : ''} | ${cssKiB.toFixed(1)} KiB | ${criticalCssKiB} KiB${overCss ? ' OVER' : ''} |`,
  );
}
if (failed) {
  console.error('A page is over its JavaScript, script-file or critical CSS budget (apps/web/budgets.json).');
  process.exit(1);
}
