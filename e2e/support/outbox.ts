import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { env, expect } from './fixtures';

/** The raw .eml followed by its base64 and quoted-printable parts decoded, so links can be read. */
function emlText(raw: string): string {
  const decoded = [raw];
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
  return decoded.join('\n');
}

function outboxEmails(): string[] {
  const outbox = path.join(env.dataDir, 'outbox');
  try {
    return readdirSync(outbox)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'));
  } catch {
    return []; // No email written yet.
  }
}

/**
 * Waits for the acceptance email to `email` that the product writes to DATA_DIR/outbox (the default
 * transport) and returns its link to the booker's page and the booker's token in it. That token
 * opens the page only; the QR code holds another token (qrOfTicketPage), which alone admits.
 */
export async function ticketFromEmail(email: string): Promise<{ link: string; token: string }> {
  let found: { link: string; token: string } | undefined;
  await expect
    .poll(
      () => {
        for (const raw of outboxEmails()) {
          // The address is in the headers; the link in the decoded body.
          if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
          const match = emlText(raw).match(/\/ticket\/(B1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]+)/);
          if (match?.[1]) found = { link: match[0], token: match[1] };
        }
        return found;
      },
      { timeout: 45_000, message: `the acceptance email to ${email}` },
    )
    .toBeTruthy();
  return found!;
}

/** The text of the QR code an accepted booking's page shows (the admission token), as the door reads it. */
export async function qrOfTicketPage(bookerToken: string): Promise<string> {
  const res = await fetch(`${env.baseURL}/api/tickets/${encodeURIComponent(bookerToken)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const qr = ((await res.json()) as { data: { qrCodeData: string | null } }).data.qrCodeData;
  expect(qr, 'an accepted booking shows its QR code').toMatch(/^T1\./);
  return qr!;
}

/**
 * Waits for the waiting-list offer email to `email` (docs/api/waitlist.md#offers) and returns the path of
 * its link, /booking/{eventId}?offer={token}, as the booker's browser opens it.
 */
export async function waitlistOfferFromEmail(email: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const raw of outboxEmails()) {
          if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
          const match = emlText(raw).match(
            /\/booking\/[0-9a-f-]{36}\?offer=W1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]+/,
          );
          if (match) found = match[0];
        }
        return found;
      },
      { timeout: 45_000, message: `the waiting-list offer email to ${email}` },
    )
    .toBeTruthy();
  return found!;
}
