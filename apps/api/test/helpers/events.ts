import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../test-app';
import { bearer } from '../test-app';

/** A real PNG of the given size, made on the spot. */
export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with text fields and an optional image file. */
export function multipart(
  fields: Record<string, string | number | boolean>,
  file?: { bytes: Buffer; filename?: string; contentType?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.filename ?? 'image.png'}"\r\nContent-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const futureDate = (days = 30) => new Date(Date.now() + days * 86_400_000).toISOString();

export function eventFields(overrides: Record<string, string | number | boolean> = {}) {
  return {
    name: 'ملتقى التسويق الرقمي',
    description: 'يوم كامل عن التسويق الرقمي',
    date: futureDate(),
    location: 'القاهرة',
    totalSeats: 20,
    ticketPrice: 150,
    ...overrides,
  };
}

/** Creates an event through the API as the given staff token; returns the event as answered. */
export async function createEventViaApi(
  t: TestApp,
  token: string,
  overrides: Record<string, string | number | boolean> = {},
) {
  const body = multipart(eventFields(overrides), { bytes: await pngImage() });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`event not created: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    _id: string;
    date: string;
    availableSeats: number;
    totalSeats: number;
    image: string;
  };
}

/** Whether the server serves a stored image at this path (any process reads it from the database). */
export async function isImageServed(t: TestApp, imagePath: string): Promise<boolean> {
  const res = await t.app.inject({ url: imagePath });
  return res.statusCode === 200;
}
