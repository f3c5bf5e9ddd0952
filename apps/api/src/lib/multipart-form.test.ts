import { AR_EVENTS_ADMIN } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

function send(method: 'POST' | 'PUT', url: string, contentType: string, payload: string | Buffer) {
  return t().app.inject({ method, url, headers: { ...bearer(admin), 'content-type': contentType }, payload });
}

describe('malformed requests to the event forms', () => {
  it('answers 4xx in the envelope for every kind of broken multipart, never 500', async () => {
    const event = await createEventViaApi(t(), admin);
    const bodies: [string, string][] = [
      ['multipart/form-data; boundary=x', 'complete garbage'],
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nv\r\n--x--\r\n'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nno end'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      ],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="name"; filename="a.txt"\r\n\r\nfile in a text field\r\n--x--\r\n',
      ],
    ];
    for (const [type, body] of bodies) {
      for (const [method, url] of [
        ['POST', '/api/events'],
        ['PUT', `/api/events/${event._id}`],
      ] as const) {
        const res = await send(method, url, type, body);
        expect(
          res.statusCode,
          `${method} ${type} ${JSON.stringify(body.slice(0, 40))}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
      }
    }
  });

  it('refuses an update with nothing to change (400), in JSON and multipart alike', async () => {
    const event = await createEventViaApi(t(), admin);
    for (const [type, body] of [
      ['application/json', '{}'],
      ['application/json', '{"unknown":"field"}'],
      ['multipart/form-data; boundary=x', '--x--\r\n'],
    ]) {
      const res = await send('PUT', `/api/events/${event._id}`, type!, body!);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error).toBe(AR_EVENTS_ADMIN.nothingToUpdate);
    }
  });

  it('answers wrong content types and broken JSON with 4xx in the envelope', async () => {
    for (const [type, body] of [
      ['text/plain', 'name=x'],
      ['application/xml', '<event/>'],
      ['application/json', '{"name":'],
      ['application/json', 'null'],
    ]) {
      const res = await send('POST', '/api/events/bookings', type!, body!);
      expect(res.statusCode, `${type} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
  });
});
