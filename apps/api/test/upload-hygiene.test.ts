import { AR_TICKET } from '@app/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareImage } from '../src/lib/images';
import { bookViaApi, visitor } from './helpers/bookings';
import { createEventViaApi, eventFields, multipart } from './helpers/events';
import { bearer, signIn, useTestApp } from './test-app';

/**
 * docs/api/README.md#input-hygiene: an uploaded image is decoded only after the request's right to upload
 * it is checked, at most two images are decoded at once per process, and a payment screenshot
 * over 25 megapixels is refused (413). Decoding is watched through sharp's own task counters: a
 * 7,740 x 7,740 PNG of 233 KB once cost 20 MB of memory per forged-link upload.
 */
const t = useTestApp();
const S = AR_TICKET.server;
let admin: string;
let eventId: string;
let huge: Buffer;
let counter = 0;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
  eventId = (await createEventViaApi(t(), admin, { totalSeats: 100 }))._id;
  // 60 megapixels of one colour: a small file that is costly to decode.
  huge = await sharp({ create: { width: 7740, height: 7740, channels: 3, background: '#8ac' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}, 120_000);

/** Runs some work while sampling how many sharp tasks are waiting or running; answers the peak. */
async function peakSharpTasks<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = 0;
  const sample = () => {
    const { queue, process } = sharp.counters();
    peak = Math.max(peak, queue + process);
  };
  const timer = setInterval(sample, 1);
  try {
    const result = await work();
    sample();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

async function book(): Promise<string> {
  counter += 1;
  const booked = await bookViaApi<{ ticketUrl: string }>(
    t(),
    eventId,
    visitor(420_000 + counter, `uploader${counter}@example.com`, 'سارة أحمد'),
  );
  return booked.ticketUrl.replace('/ticket/', '');
}

function sendProof(token: string, bytes: Buffer) {
  const body = multipart({ transactionId: 'TX-1' }, { bytes });
  return t().app.inject({
    method: 'POST',
    url: `/api/tickets/${token}/payment-proof`,
    headers: body.headers,
    payload: body.payload,
  });
}

describe('payment screenshots', () => {
  it('are not decoded for a forged link: 404 with no image work at all', async () => {
    const forged = (await book()).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const { result: res, peak } = await peakSharpTasks(() => sendProof(forged, huge));
    expect(res.statusCode, res.body).toBe(404);
    expect(peak).toBe(0);
  });

  it('are not decoded for a booking that no longer takes a proof (409)', async () => {
    const token = await book();
    const cancel = await t().app.inject({ method: 'POST', url: `/api/tickets/${token}/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const { result: res, peak } = await peakSharpTasks(() => sendProof(token, huge));
    expect(res.statusCode, res.body).toBe(409);
    expect(peak).toBe(0);
  });

  it('over 25 megapixels are refused with 413 from their header, never decoded', async () => {
    const token = await book();
    const { result: res, peak } = await peakSharpTasks(() => sendProof(token, huge));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: S.proofImagePixels });
    expect(res.json().errors[0].path).toBe('image');
    // Reading the header is one short task; a decode would be two (the large and the small copy).
    expect(peak).toBeLessThanOrEqual(1);
  });

  it('of 25 megapixels or less are still taken', async () => {
    const token = await book();
    const phone = await sharp({ create: { width: 1290, height: 2796, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await sendProof(token, phone);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('event images', () => {
  it('are not decoded without a staff token, or for a role that may not create events', async () => {
    const form = multipart(eventFields(), { bytes: huge });
    const anonymous = await peakSharpTasks(() =>
      t().app.inject({ method: 'POST', url: '/api/events', headers: form.headers, payload: form.payload }),
    );
    expect(anonymous.result.statusCode).toBe(401);
    expect(anonymous.peak).toBe(0);
    const scanner = (await signIn(t(), 'Scanner')).token;
    const refused = await peakSharpTasks(() =>
      t().app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { ...form.headers, ...bearer(scanner) },
        payload: form.payload,
      }),
    );
    expect(refused.result.statusCode).toBe(403);
    expect(refused.peak).toBe(0);
  });
});

describe('decoding', () => {
  it('works on at most two images at once, however many arrive together', async () => {
    const picture = await sharp({ create: { width: 2400, height: 2400, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const { result, peak } = await peakSharpTasks(() =>
      Promise.all(Array.from({ length: 6 }, () => prepareImage(picture))),
    );
    expect(result).toHaveLength(6);
    for (const image of result) expect((await sharp(image.large).metadata()).width).toBe(1200);
    // Two images decoding, each into two copies (lib/images.ts), plus the headers of the six, which are
    // read before the slot (short, no decode) and may overlap on a busy machine: 4 + 6 at the most.
    // Without the slot it would be 6 x 2 copies + 6 headers = 18.
    expect(peak).toBeLessThanOrEqual(10);
    expect(peak).toBeGreaterThanOrEqual(2);
  });
});
