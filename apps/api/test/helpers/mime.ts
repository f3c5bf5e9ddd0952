/** A small MIME reader for tests: enough to read what nodemailer writes (multipart, base64, QP, encoded words). */
export type MimePart = { headers: Record<string, string>; body: Buffer; parts: MimePart[] };

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 words; adjacent words are joined as bytes so a split character survives. */
export function decodeHeader(value: string): string {
  return value.replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes: Buffer[] = [];
    for (const [, enc, data] of run.matchAll(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi)) {
      bytes.push(
        enc!.toUpperCase() === 'B'
          ? Buffer.from(data!, 'base64')
          : decodeQuotedPrintable(data!.replaceAll('_', ' ')),
      );
    }
    return Buffer.concat(bytes).toString('utf8');
  });
}

function param(header: string, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header);
  return match?.[1];
}

export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const headText = split === -1 ? raw : raw.slice(0, split);
  const bodyText = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of headText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const type = headers['content-type'] ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = param(type, 'boundary')!;
    const chunks = bodyText.split(`--${boundary}`).slice(1);
    const parts = chunks
      .filter((chunk) => !chunk.startsWith('--'))
      .map((chunk) => parseMime(chunk.replace(/^\r?\n/, '')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(bodyText.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(bodyText)
        : Buffer.from(bodyText, 'utf8');
  return { headers, body, parts: [] };
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}
