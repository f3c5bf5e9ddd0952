import { AR_TICKET } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookViaApi, storedBooking, visitor } from '../../../test/helpers/bookings';
import { createEventViaApi, multipart } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { accessLog, storedImages } from '../../db/schema';

/**
 * docs/api/bookings.md#proof-thumbnails: a list's row shows a proof as a small WebP the staff's browser
 * keeps, unrecorded; opening it is the full screenshot, no-store and recorded.
 */
const S = AR_TICKET.server;
const t = useTestApp();
let admin: string;
let eventId: string;
let people = 0;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
  eventId = (await createEventViaApi(t(), admin, { totalSeats: 10 }))._id;
});

/** A phone screenshot full of detail (noise), so its sizes differ as a real one's do. */
function screenshot(mean: number) {
  return sharp({
    create: {
      width: 390,
      height: 844,
      channels: 3,
      background: '#ffffff',
      noise: { type: 'gaussian', mean, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
}

async function paidBooking() {
  people += 1;
  const booked = await bookViaApi<{ _id: string; ticketUrl: string }>(
    t(),
    eventId,
    visitor(4_410_000 + people, `thumb${people}@example.com`, 'هالة سمير'),
  );
  return { id: booked._id, token: booked.ticketUrl.replace('/ticket/', '') };
}

async function sendProof(token: string, mean: number) {
  const body = multipart({}, { bytes: await screenshot(mean) });
  const res = await t().app.inject({
    method: 'POST',
    url: `/api/tickets/${token}/payment-proof`,
    headers: body.headers,
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.proof as { uploadedAt: string };
}

/** The access log's proof views of a booking. */
async function proofViews(bookingId: string) {
  const rows = await t()
    .database.db.select()
    .from(accessLog)
    .where(and(eq(accessLog.action, 'payment-proof.view'), eq(accessLog.targetId, bookingId)));
  return rows.length;
}

/** The stored thumbnails ("-160.webp") of a proof image. */
async function keptThumbs(proofImage: string) {
  const [row] = await t()
    .database.db.select({ n: sql<number>`count(*)::int` })
    .from(storedImages)
    .where(eq(storedImages.path, proofImage.replace(/\.webp$/, '-160.webp')));
  return row!.n;
}

const thumbUrl = (id: string, v = 'x') => `/api/events/bookings/${id}/payment-proof?size=thumb&v=${v}`;

describe('GET /api/events/bookings/:id/payment-proof?size=thumb', () => {
  it('answers a WebP 160 px wide, smaller than the full image, cached privately, and records nothing', async () => {
    const booking = await paidBooking();
    const proof = await sendProof(booking.token, 128);
    const { proofImage } = await storedBooking(t(), booking.id);

    const thumb = await t().app.inject({
      url: thumbUrl(booking.id, proof.uploadedAt),
      headers: bearer(admin),
    });
    expect(thumb.statusCode, thumb.body).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('private, max-age=86400, immutable');
    const etag = thumb.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 160]);
    expect(await proofViews(booking.id)).toBe(0);
    // Made once and kept beside the proof.
    expect(await keptThumbs(proofImage!)).toBe(1);

    // The browser's copy is still good: 304, no bytes.
    const again = await t().app.inject({
      url: thumbUrl(booking.id, proof.uploadedAt),
      headers: { ...bearer(admin), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // The full image: bigger, never stored by the browser, and recorded.
    const full = await t().app.inject({
      url: `/api/events/bookings/${booking.id}/payment-proof`,
      headers: bearer(admin),
    });
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toBe('private, no-store');
    expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length / 4);
    expect(await proofViews(booking.id)).toBe(1);
  });

  it('is for the roles that see the full image, and 404 without a proof', async () => {
    const booking = await paidBooking();
    await sendProof(booking.token, 100);
    const supporter = await signIn(t(), 'Supporter');
    const scanner = await signIn(t(), 'Scanner');
    const url = thumbUrl(booking.id);
    const full = `/api/events/bookings/${booking.id}/payment-proof`;
    for (const [headers, status] of [
      [bearer(supporter.token), 200],
      [bearer(scanner.token), 403],
      [{}, 401],
    ] as const) {
      expect((await t().app.inject({ url, headers })).statusCode).toBe(status);
      expect((await t().app.inject({ url: full, headers })).statusCode).toBe(status);
    }
    const refused = await t().app.inject({ url, headers: bearer(scanner.token) });
    expect(refused.headers['cache-control']).toBe('no-store');

    const none = await paidBooking();
    const missing = await t().app.inject({ url: thumbUrl(none.id), headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(S.proofNotFound);
    expect(missing.headers['cache-control']).toBe('no-store');
    const unknown = await t().app.inject({ url: thumbUrl('not-an-id'), headers: bearer(admin) });
    expect(unknown.statusCode).toBe(404);
    const badSize = await t().app.inject({
      url: `/api/events/bookings/${booking.id}/payment-proof?size=huge`,
      headers: bearer(admin),
    });
    expect(badSize.statusCode).toBe(400);
  });

  it('is replaced with its proof: the old thumbnail is deleted, the new one differs', async () => {
    const booking = await paidBooking();
    const first = await sendProof(booking.token, 60);
    const before = (await storedBooking(t(), booking.id)).proofImage!;
    const old = await t().app.inject({ url: thumbUrl(booking.id, first.uploadedAt), headers: bearer(admin) });
    expect(old.statusCode).toBe(200);
    expect(await keptThumbs(before)).toBe(1);

    const second = await sendProof(booking.token, 200);
    expect(second.uploadedAt).not.toBe(first.uploadedAt);
    expect(await keptThumbs(before)).toBe(0);
    const fresh = await t().app.inject({
      url: thumbUrl(booking.id, second.uploadedAt),
      headers: bearer(admin),
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect(await proofViews(booking.id)).toBe(0);
  });
});
