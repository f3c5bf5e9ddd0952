import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi, eventFields, multipart, pngImage } from './helpers/events';
import { bearer, signIn, useTestApp } from './test-app';

/**
 * A phone on a slow link waits for every byte: the API's answers built in memory go out compressed when
 * the client takes it, never those that carry a sign-in's token (BREACH), never the small ones.
 */
const t = useTestApp();
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  admin = await signIn(t(), 'Admin');
  for (let i = 0; i < 12; i++) {
    await createEventViaApi(t(), admin.token, {
      name: `أمسية رقم ${i}`,
      description: 'وصف طويل للفعالية '.repeat(20),
    });
  }
});

describe('compressed answers', () => {
  it('a public listing comes in brotli or gzip as the client asks, the same JSON, and plain otherwise', async () => {
    const plain = await t().app.inject({ url: '/api/events' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t().app.inject({
      url: '/api/events',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t().app.inject({ url: '/api/events', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("a staff list is compressed too; a POST's answer and a small answer are not", async () => {
    const list = await t().app.inject({
      url: '/api/events',
      headers: { ...bearer(admin.token), 'accept-encoding': 'br' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');

    // A POST's answer (a sign-in's carries its token) is never compressed: here a new event's, over 1 KB.
    const body = multipart(eventFields({ name: 'أمسية جديدة', description: 'وصف طويل '.repeat(150) }), {
      bytes: await pngImage(),
    });
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { ...body.headers, ...bearer(admin.token), 'accept-encoding': 'br' },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    expect(created.rawPayload.length).toBeGreaterThan(1024);
    expect(created.headers['content-encoding']).toBeUndefined();

    const small = await t().app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
