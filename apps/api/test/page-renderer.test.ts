import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sampleNationalId, unescapeHtml } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi, multipart, pngImage } from './helpers/events';
import { bearer, signIn, useTestApp } from './test-app';

/**
 * Server-rendered pages (portfolio projects, event pages) put a person's text into the site's shell.
 * Text holding `$&`, `$'`, `` $` `` or `$$` (patterns of String.prototype.replace) must come out
 * exactly as written, and the shell around it intact.
 */
const site = mkdtempSync(path.join(os.tmpdir(), 'ssr-site-'));
const dist = path.join(site, 'dist');
const t = useTestApp({ WEB_DIST_DIR: dist });

const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Agency</title>
    <meta name="description" content="Agency site" />
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!-- shell end -->
  </body>
</html>
`;

/**
 * A stand-in for apps/web/dist-ssr/entry-server.js with its exports (older and newer names): it
 * renders the texts it gets, escaped as React would.
 */
const ENTRY = `
const esc = (s) => String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
export const pageTitle = (title) => title + ' | Agency';
export const portfolioQueries = (slug, project) => [[['project', slug], project]];
export const eventsListQueries = (events) => [[['events'], events]];
export const eventQueries = (id, event) => [[['event', id], event]];
export const ticketQueries = (token, ticket) => [[['ticket', token], ticket]];
export const eventPicturePreloads = () => [];
export const inlineCriticalCss = (html) => html;
export const arabicShell = (shell) => shell.replace('<html lang="en" dir="ltr">', '<html lang="ar" dir="rtl">');
function page(url, queries) {
  const data = queries[0][1].event ?? queries[0][1];
  if (Array.isArray(data)) return '<main>' + data.map((e) => '<h2>' + esc(e.name) + '</h2>').join('') + '</main>';
  return '<main><h1>' + esc(data.title ?? data.name) + '</h1><p>' + esc(data.desc ?? data.description) + '</p></main>';
}
export const render = page;
export const renderComplete = async (url, queries) => page(url, queries);
export const renderPage = async (url, queries) => ({ html: page(url, queries), modules: [] });
export const headLinks = () => [];
`;

// Written before the app starts: the site is looked for once, when the app is built.
mkdirSync(dist, { recursive: true });
writeFileSync(path.join(dist, 'index.html'), SHELL);
writeFileSync(path.join(dist, 'spa.html'), SHELL);
mkdirSync(path.join(site, 'dist-ssr'));
writeFileSync(path.join(site, 'dist-ssr', 'package.json'), '{"type":"module"}');
writeFileSync(path.join(site, 'dist-ssr', 'entry-server.js'), ENTRY);

afterAll(() => rmSync(site, { recursive: true, force: true }));

const SPECIAL = "$& $' $` $$ $1 $<name>";

function readPage(html: string) {
  const one = (pattern: RegExp) => {
    const matches = [...html.matchAll(pattern)];
    expect(matches, String(pattern)).toHaveLength(1);
    return unescapeHtml(matches[0]![1]!);
  };
  return {
    title: one(/<title>([^<]*)<\/title>/g),
    description: one(/<meta name="description" content="([^"]*)"/g),
    heading: one(/<h1>([^<]*)<\/h1>/g),
    paragraph: one(/<p>([^<]*)<\/p>/g),
    data: JSON.parse(one(/<script type="application\/json" id="ssr-queries">([^<]*)<\/script>/g)),
    shellEnds: html.split('<!-- shell end -->').length - 1,
    roots: html.split('<div id="root"').length - 1,
  };
}

let writer: string;
beforeAll(async () => {
  writer = (await signIn(t(), 'Admin')).token;
});

describe('server-rendered pages with $-patterns in their text', () => {
  it('a portfolio project: title, description, body and data exactly as written', async () => {
    const title = `Cairo ${SPECIAL} app`;
    const desc = `Fast ${SPECIAL} ordering`;
    const form = multipart(
      { title, desc, body: `Body ${SPECIAL}`, icon: 'smartphone', client: 'Nile', category: 'Mobile Apps' },
      { bytes: await pngImage(), filename: 'cover.png' },
    );
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { ...form.headers, ...bearer(writer) },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const slug = created.json().data.slug as string;

    const res = await t().app.inject({ url: `/portfolio/${encodeURIComponent(slug)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const page = readPage(res.body);
    expect(page.title).toBe(`${title} | Agency`);
    expect(page.description).toBe(desc);
    expect(page.heading).toBe(title);
    expect(page.paragraph).toBe(desc);
    expect(page.data[0][1]).toMatchObject({ title, desc });
    expect([page.shellEnds, page.roots]).toEqual([1, 1]);
  });

  it('an event page: name and description exactly as written', async () => {
    const name = `ليلة ${SPECIAL}`;
    const description = `وصف ${SPECIAL} الفعالية`;
    const event = await createEventViaApi(t(), writer, { name, description });
    const res = await t().app.inject({ url: `/events/${event._id}` });
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.title).toContain(name);
    expect(page.description).toBe(description);
    expect(page.heading).toBe(name);
    expect(page.paragraph).toBe(description);
    expect(page.data[0][1]).toMatchObject({ name, description });
    expect([page.shellEnds, page.roots]).toEqual([1, 1]);
  });
});

describe('server-rendered pages on a slow link', () => {
  it('come compressed with brotli or gzip when the browser takes it, and plain otherwise', async () => {
    const event = await createEventViaApi(t(), writer, {
      name: 'أمسية موسيقية',
      description: 'وصف '.repeat(200),
    });
    const url = `/events/${event._id}`;
    const plain = await t().app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t().app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t().app.inject({ url: '/events', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('أمسية موسيقية');
  });
});

describe("the booker's page", () => {
  it('arrives with the booking in its HTML, and is never stored by a browser or proxy', async () => {
    const event = await createEventViaApi(t(), writer, { name: 'ورشة التصوير', ticketPrice: 100 });
    const booked = await t().app.inject({
      method: 'POST',
      url: '/api/events/bookings',
      payload: {
        eventId: event._id,
        nationalId: sampleNationalId(4242),
        fullName: 'سارة أحمد',
        email: 'sara.page@example.com',
        paymentMethod: 'VodafoneCash',
        paymentNumber: '01012345678',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const res = await t().app.inject({ url: booked.json().data.ticketUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = readPage(res.body);
    expect(page.heading).toBe('ورشة التصوير');
    expect(page.data[0][1]).toMatchObject({ fullName: 'سارة أحمد', status: 'Pending' });
    // A link that opens no booking gets the shell, whose page says so and offers to send the links again.
    const unknown = await t().app.inject({ url: '/ticket/B1.not-a-booking' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<!--app-html-->');
  });
});
