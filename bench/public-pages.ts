// The public pages both page benchmarks (slow-phone.ts, lighthouse.ts) load, with the data they need
// created through the API: an upcoming event with a photograph-sized picture (the LCP element of
// /events/{id}, as a real event's is) and one booking of it, whose signed link is the booker's page.
import { sampleNationalId } from '@app/shared';
import sharp from 'sharp';
import { BENCH_ADMIN, createBenchEvent } from './product';

/** A page as the tables name it, and the path loaded. */
export type PublicPage = { label: string; path: string };

/**
 * A 1600x900 JPEG of smooth colour with grain, about what a phone camera's photo weighs once the server
 * resizes it: a flat or one-pixel picture is too plain for the browser to count as the largest paint.
 */
async function photograph(): Promise<Blob> {
  const width = 1600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const grain = (seed % 41) - 20;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, 40 + (x * 200) / width + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, 90 + (y * 120) / height + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, 180 - (x * 80) / width + grain));
    }
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

async function adminToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Gives the event its photograph, as staff replace a picture. */
async function setPicture(base: string, eventId: string) {
  const form = new FormData();
  form.append('image', await photograph(), 'event.jpg');
  const updated = await fetch(`${base}/api/events/${eventId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await adminToken(base)}` },
    body: form,
  });
  if (updated.status !== 200) throw new Error(`setting the event's picture failed: ${await updated.text()}`);
}

/** Books a seat as the booking form does; answers the booker's page (the receipt's signed link). */
async function bookSeat(base: string, eventId: string): Promise<string> {
  const nationalId = sampleNationalId(process.pid % 1_000_000);
  const booked = await fetch(`${base}/api/events/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      eventId,
      nationalId,
      fullName: 'مريم أحمد',
      email: `bench${nationalId}@example.com`,
      paymentMethod: 'VodafoneCash',
      paymentNumber: '01012345678',
    }),
  });
  if (booked.status !== 201) throw new Error(`booking a seat failed: ${await booked.text()}`);
  const { ticketUrl } = ((await booked.json()) as { data: { ticketUrl: string } }).data;
  return new URL(ticketUrl, base).pathname;
}

/** Creates the event and the booking, and answers every public page worth measuring. */
export async function benchPublicPages(base: string, englishPages: string[]): Promise<PublicPage[]> {
  const eventId = await createBenchEvent(base);
  await setPicture(base, eventId);
  const ticketPage = await bookSeat(base, eventId);
  return [
    ...englishPages.map((path) => ({ label: path, path })),
    { label: '/events', path: '/events' },
    { label: '/events/{id}', path: `/events/${eventId}` },
    { label: '/booking/{id}', path: `/booking/${eventId}` },
    { label: '/ticket/{token}', path: ticketPage },
  ];
}
