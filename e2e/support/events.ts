import type { EventDto } from '@app/shared';
import QRCode from 'qrcode';
import { env, expect } from './fixtures';

export type EventFields = {
  name: string;
  description: string;
  /** An ISO string or a Date; sent as ISO 8601 UTC. */
  date: string | Date;
  location: string;
  totalSeats: number;
  ticketPrice: number;
};

let seq = 0;

/**
 * Creates an event through the API (multipart, as the staff form sends it) with a generated PNG.
 * The defaults make a bookable event two weeks ahead; a test passes whatever it asserts on.
 */
export async function createEvent(
  token: string,
  fields: Partial<EventFields> = {},
  base = env.baseURL,
): Promise<EventDto> {
  seq += 1;
  const values: EventFields = {
    name: `فعالية ${Date.now().toString(36)}${seq}`,
    description: 'وصف قصير للفعالية',
    date: new Date(Date.now() + 14 * 86_400_000),
    location: 'القاهرة',
    totalSeats: 50,
    ticketPrice: 150,
    ...fields,
  };
  const form = new FormData();
  form.append('name', values.name);
  form.append('description', values.description);
  form.append('date', new Date(values.date).toISOString());
  form.append('location', values.location);
  form.append('totalSeats', String(values.totalSeats));
  form.append('ticketPrice', String(values.ticketPrice));
  const png = await QRCode.toBuffer('picture', { type: 'png', width: 120 });
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'event.png');
  const res = await fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data as EventDto;
}
