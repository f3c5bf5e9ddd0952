import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AR } from '@app/shared';
import QRCode from 'qrcode';
import { adminLogin, api, env, expect, test } from '../support/fixtures';

async function createEvent(token: string, name: string) {
  const form = new FormData();
  form.append('name', name);
  form.append('description', 'حفل موسيقي');
  form.append('date', '2027-04-10T18:00:00.000Z'); // 20:00 in Cairo
  form.append('location', 'دار الأوبرا');
  form.append('totalSeats', '50');
  form.append('ticketPrice', '400');
  const png = await QRCode.toBuffer('picture', { type: 'png', width: 120 });
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'event.png');
  const res = await fetch(`${env.baseURL}/api/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data as { _id: string; name: string };
}

/** Text of an .eml with its base64 and quoted-printable parts decoded. */
function emlText(raw: string): string {
  const decoded: string[] = [];
  for (const part of raw.split(/\n--[^\n]+\n/)) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(head)) {
      decoded.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    } else if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      decoded.push(Buffer.from(bytes, 'latin1').toString('utf8'));
    }
  }
  return decoded.length ? decoded.join('\n') : raw;
}

/** The ticket page link of the acceptance email sent to `email` (the product writes .eml files by default). */
async function ticketLink(email: string): Promise<string> {
  const outbox = path.join(env.dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
          } catch {
            return [];
          }
        })();
        for (const file of files) {
          const raw = readFileSync(path.join(outbox, file), 'utf8');
          // The address is in the headers; the link in the decoded body.
          if (!raw.includes(email)) continue;
          link = emlText(raw).match(/\/ticket\/T1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]+/)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

test('the ticket page from the acceptance email shows the QR code, the event and the reference', async ({
  page,
}) => {
  const { accessToken } = await adminLogin();
  const event = await createEvent(accessToken, `حفل ${Date.now().toString(36)}`);
  const email = `ticket${Date.now().toString(36)}@example.com`;
  const booked = await api('POST', '/api/events/bookings', {
    json: {
      eventId: event._id,
      nationalId: '29906061234560',
      fullName: 'ليلى حسن',
      email,
      paymentMethod: 'InstaPay',
      paymentNumber: 'layla.pay',
    },
  });
  expect(booked.status).toBe(201);
  const accepted = await api('PUT', `/api/events/bookings/${booked.body.data._id}/status`, {
    token: accessToken,
    json: { status: 'Accepted' },
  });
  expect(accepted.status).toBe(200);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(await ticketLink(email));
  const ticket = page.getByTestId('ticket');
  await expect(ticket.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(ticket.getByRole('img', { name: AR.events.ticketQrAlt })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  await expect(ticket).toContainText('ليلى حسن');
  await expect(ticket).toContainText(booked.body.data.reference);
  await expect(ticket).toContainText(AR.bookingStatus.Accepted!);
  await expect(ticket).toContainText('دار الأوبرا');
  await expect(ticket).toContainText('٨:٠٠ م');

  // A tampered link shows an error instead of a ticket.
  await page.goto('/ticket/T1.not-a-ticket.xxxx');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('ticket')).toHaveCount(0);
});
