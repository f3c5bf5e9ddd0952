import { sampleNationalId } from '@app/shared';
import fc from 'fast-check';

/** One generated request for a route: its URL (from the known ids), headers, body and a description. */
export type FuzzCase = {
  url: (known: Record<string, string>, uuid: string) => string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  describe: string;
};

/** Strings that have broken servers: control characters, lone surrogates, huge, injections, numbers as text. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u001b[31m',
    '\u202eevil',
    'a\u2066b\u2069',
    '\u202b\u202a\u202c',
    '\r\n',
    '💥🎟️',
    'ا'.repeat(3000),
    'x'.repeat(70_000),
    '../../etc/passwd',
    "'; DROP TABLE users;--",
    '%E0%A4%A',
    '<script>alert(1)</script>',
    'null',
    '-1',
    '1e309',
    'NaN',
    '2026-02-30',
    'a@b.co?cc=x',
    '00000000-0000-0000-0000-000000000000',
  ),
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), nastyString, { maxKeys: 3 }),
);

const FIELDS = [
  'eventId',
  'nationalId',
  'fullName',
  'email',
  'paymentMethod',
  'paymentNumber',
  'phone',
  'requestType',
  'message',
  'status',
  'reason',
  'interviewDate',
  'interviewTime',
  'username',
  'password',
  'role',
  'oldPassword',
  'newPassword',
  'refreshToken',
  'isSuspended',
  'userId',
  'title',
  'description',
  'dueDate',
  'isTitle',
  'name',
  'date',
  'location',
  'totalSeats',
  'ticketPrice',
  'isShow',
  'desc',
  'body',
  'icon',
  'client',
  'category',
  'ids',
  'qrCodeData',
  'transactionId',
  'senderNumber',
  'deviceId',
  'scans',
] as const;

/** A body that passes most checks, so a mutated field reaches the deeper code. */
const plausible: Record<string, unknown> = {
  eventId: '00000000-0000-4000-8000-000000000000',
  nationalId: sampleNationalId(777_777),
  fullName: 'ضيف',
  email: 'fuzz@example.com',
  paymentMethod: 'InstaPay',
  paymentNumber: 'fuzz@instapay',
  phone: '01012345678',
  requestType: 'Inquiry',
  message: 'hello',
  status: 'Rejected',
  reason: 'سبب',
  username: 'fuzz_user',
  password: 'fuzz-password',
  role: 'User',
  title: 'عنوان',
  description: 'وصف',
  dueDate: '2030-01-01',
  name: 'فعالية',
  date: '2030-01-01T10:00:00.000Z',
  location: 'القاهرة',
  totalSeats: 10,
  ticketPrice: 10,
  desc: 'desc',
  ids: ['00000000-0000-4000-8000-000000000000'],
  qrCodeData: 'T1.x.y',
  deviceId: 'device',
  scans: [],
};

/** JSON nested past the 32 levels docs/api/README.md#input-hygiene allows: once a 500 after 0.45 s. */
export const DEEP_BODIES: { text: string; describe: string }[] = [
  { text: `${'['.repeat(7000)}${']'.repeat(7000)}`, describe: 'JSON arrays nested 7,000 deep' },
  { text: `${'{"a":'.repeat(33)}1${'}'.repeat(33)}`, describe: 'JSON objects nested 33 deep' },
  {
    text: JSON.stringify({ ...plausible, fullName: JSON.parse(`${'['.repeat(40)}"x"${']'.repeat(40)}`) }),
    describe: 'plausible JSON with fullName nested 40 deep',
  },
];

/** Bidirectional override and isolate controls (U+202A-202E, U+2066-2069) in text, refused everywhere. */
export const BIDI_TEXTS = ['\u202eevil.exe', 'a\u2066b\u2069', 'x\u202a', '\u2067y\u202c', '\u202d\u2068'];

/** The plausible body with every text field carrying a bidirectional control. */
export function plausibleWithBidi(index: number): string {
  const bidi = BIDI_TEXTS[index % BIDI_TEXTS.length]!;
  const fields = Object.entries(plausible).map(([key, value]) => [
    key,
    typeof value === 'string' ? `${value}${bidi}` : value,
  ]);
  return JSON.stringify(Object.fromEntries(fields));
}

const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 6 }).map((o) => ({
    text: JSON.stringify(o),
    describe: 'JSON with generated fields',
  })),
  fc.tuple(fc.constantFrom(...FIELDS), anyValue).map(([field, value]) => ({
    text: JSON.stringify({ ...plausible, [field]: value }),
    describe: `plausible JSON with ${field} = ${JSON.stringify(value)?.slice(0, 60)}`,
  })),
  anyValue.map((value) => ({
    text: JSON.stringify(value) ?? 'null',
    describe: 'JSON that is not an object',
  })),
  fc
    .constantFrom('{"a":', '{"fullName":"\\ud800"}', '[[[[[[', '{"__proto__":{"x":1}}', '"', '{}', 'nul', '')
    .map((text) => ({ text, describe: `broken JSON ${JSON.stringify(text)}` })),
  fc.constantFrom(...DEEP_BODIES),
);

function multipartBody(parts: string, boundary = 'fuzzboundary'): { payload: Buffer; type: string } {
  return {
    payload: Buffer.from(parts.replaceAll('BOUNDARY', boundary)),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const PNG_HEADER = '\x89PNG\r\n\x1a\n';

const brokenMultipart = fc
  .constantFrom(
    multipartBody('total garbage without any boundary'),
    multipartBody('--BOUNDARY\r\nContent-Disposition: form-data; name="name"\r\n\r\nno closing boundary'),
    multipartBody(
      '--BOUNDARY\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' +
        PNG_HEADER +
        'truncated',
    ),
    multipartBody(
      '--BOUNDARY\r\nContent-Disposition: form-data; name="name"; filename="x.txt"\r\n\r\nfile in a text field\r\n--BOUNDARY--\r\n',
    ),
    multipartBody('--BOUNDARY\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n--BOUNDARY--\r\n'),
    multipartBody('--BOUNDARY--\r\n'),
    multipartBody(
      `--BOUNDARY\r\nContent-Disposition: form-data; name="name"\r\n\r\n${'x'.repeat(200_000)}\r\n--BOUNDARY--\r\n`,
    ),
    multipartBody(
      `${Array.from(
        { length: 40 },
        (_, i) => `--BOUNDARY\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
      ).join('')}--BOUNDARY--\r\n`,
    ),
    multipartBody(
      '--BOUNDARY\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot an image\r\n--BOUNDARY\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\n\r\nsecond file\r\n--BOUNDARY--\r\n',
    ),
    { payload: Buffer.from('--x\r\n'), type: 'multipart/form-data' },
  )
  .map(({ payload, type }) => ({
    payload,
    headers: { 'content-type': type },
    describe: `broken multipart ${type}`,
  }));

const body: fc.Arbitrary<Pick<FuzzCase, 'payload' | 'headers' | 'describe'>> = fc.oneof(
  fc.constant({ payload: undefined, headers: {}, describe: 'no body' }),
  {
    weight: 4,
    arbitrary: jsonBody.map(({ text, describe }) => ({
      payload: text,
      headers: { 'content-type': 'application/json' },
      describe,
    })),
  },
  { weight: 2, arbitrary: brokenMultipart },
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'image/png',
        'application/json; charset=latin1',
      ),
      nastyString,
    )
    .map(([type, text]) => ({ payload: text, headers: { 'content-type': type }, describe: `${type} body` })),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
    payload: Buffer.concat([
      Buffer.from('{"fullName":"'),
      Buffer.from(bytes),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]),
    headers: { 'content-type': 'application/json' },
    describe: 'JSON with broken UTF-8 bytes',
  })),
);

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) goes as broken UTF-8 bytes. */
function encodeLoose(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  });
}

/** A path parameter: the real id, a random one, or something hostile (escaped or as raw broken escapes). */
const param = fc.oneof(
  { weight: 3, arbitrary: fc.constant('known') },
  { weight: 2, arbitrary: fc.constant('uuid') },
  { weight: 3, arbitrary: nastyString.map((s) => `=${encodeLoose(s.slice(0, 2000))}`) },
  fc.constantFrom('=%E0%A4%A', '=%00', '=%', '=..%2F..%2Fetc', `=${'9'.repeat(500)}`),
);

const query = fc.oneof(
  fc.constant(''),
  fc.dictionary(fc.constantFrom('q', 'status', 'eventId', 'page', 'x'), nastyString, { maxKeys: 3 }).map(
    (o) =>
      `?${Object.entries(o)
        .map(([k, v]) => `${k}=${encodeLoose(v.slice(0, 3000))}`)
        .join('&')}`,
  ),
  fc.constantFrom('?q=%ZZ', '?%%%', '?q=%00', '?status=Rejected&status=Pending', '?eventId[]=1', '?q[x]=1'),
);

export function fuzzCase(routeUrl: string): fc.Arbitrary<FuzzCase> {
  const names = [...routeUrl.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return fc
    .tuple(fc.array(param, { minLength: names.length, maxLength: names.length }), query, body)
    .map(([params, search, rest]) => ({
      ...rest,
      describe: `${rest.describe}; params ${JSON.stringify(params)}; query ${JSON.stringify(search)}`,
      url: (known, uuid) => {
        let i = 0;
        const path = routeUrl.replace(/:(\w+)/g, (_, name: string) => {
          const choice = params[i++]!;
          if (choice === 'known') return known[name] ?? uuid;
          if (choice === 'uuid') return uuid;
          return choice.slice(1);
        });
        return `${path}${search}`;
      },
    }));
}
