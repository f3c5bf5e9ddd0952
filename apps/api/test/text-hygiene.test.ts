import { AR_BOOKING_ERRORS, AR_SERVER, EN, sampleNationalId } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi, eventFields, multipart, pngImage } from './helpers/events';
import { bearer, signIn, useTestApp } from './test-app';

/**
 * docs/api/README.md#input-hygiene: every text field refuses the bidirectional override and isolate controls
 * (U+202A-202E, U+2066-2069); a person's name also refuses a web or an email address, since names
 * are copied verbatim into emails. Each answers 400 naming the field.
 */
const t = useTestApp();
let admin: string;
let eventId: string;
let counter = 0;

const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
  eventId = (await createEventViaApi(t(), admin, { totalSeats: 200 }))._id;
});

function book(fullName: string) {
  counter += 1;
  return t().app.inject({
    method: 'POST',
    url: '/api/events/bookings',
    payload: {
      eventId,
      nationalId: sampleNationalId(310_000 + counter),
      fullName,
      email: `bidi${counter}@example.com`,
      paymentMethod: 'InstaPay',
      paymentNumber: 'booker@instapay',
    },
  });
}

function contact(fields: Record<string, string>) {
  return t().app.inject({
    method: 'POST',
    url: '/api/contact/contact-messages',
    payload: {
      fullName: 'Sara Ahmed',
      email: 'sara@example.com',
      phone: '01012345678',
      requestType: 'Inquiry',
      message: 'Hello',
      ...fields,
    },
  });
}

function refusal(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { success: boolean; error: string; errors: { msg: string; path?: string }[] };
  expect(body.success).toBe(false);
  expect(body.errors[0]!.msg).toBe(body.error);
  return body;
}

describe('bidirectional controls', () => {
  it('are refused in a booker name, each of them, naming the field', async () => {
    for (const control of BIDI) {
      const body = refusal(await book(`سارة ${control}أحمد`));
      expect(body.errors[0]!.path).toBe('fullName');
      expect(body.error).toBe(AR_SERVER.textInvalid);
    }
  });

  it('are refused in the contact form (in English) and in a multi-line message', async () => {
    const name = refusal(await contact({ fullName: 'Sara \u202egnp.exe' }));
    expect(name.errors[0]!.path).toBe('fullName');
    expect(name.error).toBe(EN.server.textInvalid);
    const message = refusal(await contact({ message: 'line one\nline \u2067two' }));
    expect(message.errors[0]!.path).toBe('message');
  });

  it('are refused in a multipart field (an event name) and in a query', async () => {
    const form = multipart(eventFields({ name: 'فعالية \u202dمزيفة' }), { bytes: await pngImage() });
    const event = await t().app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { ...form.headers, ...bearer(admin) },
      payload: form.payload,
    });
    expect(refusal(event).errors[0]!.path).toBe('name');
    const search = await t().app.inject({
      url: `/api/events/bookings?q=${encodeURIComponent('abc\u2069')}`,
      headers: bearer(admin),
    });
    expect(refusal(search).errors[0]!.path).toBe('q');
  });

  it('leave Arabic with the plain direction marks, emoji and mixed scripts alone', async () => {
    const res = await book('سارة\u200f Ahmed 🌟');
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('control characters', () => {
  // Unicode's control characters (category Cc) are C0 (U+0000-001F), DEL and C1 (U+0080-009F):
  // NEL (U+0085) breaks a line in some mail readers, CSI (U+009B) starts a terminal escape.
  const C1 = ['\u0080', '\u0085', '\u008d', '\u009b', '\u009f'];

  it('C1 controls are refused like C0 ones, in a name, a multi-line message and a waiting-list name', async () => {
    for (const control of ['\u0007', '\u007f', ...C1]) {
      const code = control.charCodeAt(0).toString(16);
      const name = refusal(await book(`سارة${control}أحمد`));
      expect([name.errors[0]!.path, name.error], code).toEqual(['fullName', AR_SERVER.textInvalid]);
      const message = refusal(await contact({ message: `line one\nline${control}two` }));
      expect([message.errors[0]!.path, message.error], code).toEqual(['message', EN.server.textInvalid]);
      const waiting = refusal(
        await t().app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/waitlist`,
          payload: { fullName: `منى${control}`, email: 'wait@example.com', quantity: 6 },
        }),
      );
      expect(waiting.errors[0]!.path, code).toBe('fullName');
    }
  });

  it('the letters right after them (Latin-1) stay fine', async () => {
    const res = await book('Zoë Ñúñez Ahmed');
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a web or email address in a name', () => {
  it('is refused in a booker name, naming the field', async () => {
    for (const name of ['سارة http://evil.example', 'Sara WWW.evil.example', 'sara@evil.example', 'x://y']) {
      const body = refusal(await book(name));
      expect(body.errors[0]!.path).toBe('fullName');
      expect(body.error).toBe(AR_BOOKING_ERRORS.fullNameHasAddress);
    }
  });

  it('is refused in a contact name, in English', async () => {
    const body = refusal(await contact({ fullName: 'Visit www.prize.example now' }));
    expect(body.errors[0]!.path).toBe('fullName');
    expect(body.error).toBe(EN.contact.fullNameHasAddress);
  });

  it('is fine in other fields: a contact message may carry a link and an email', async () => {
    const res = await contact({ message: 'See https://example.com or write to me@example.com' });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a text over its length', () => {
  it('says the field is too long, with its limit, never that it is required', async () => {
    const name = await book('ن'.repeat(201));
    expect(name.statusCode).toBe(400);
    expect(name.json().errors[0]).toEqual({ msg: AR_SERVER.textTooLong(200), path: 'fullName' });
    expect(AR_SERVER.textTooLong(200)).toBe('هذا الحقل أطول من المسموح به: ٢٠٠ حرف على الأكثر');

    const task = await t().app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: bearer(admin),
      payload: { userId: 'someone', title: 'م'.repeat(201), description: 'وصف', dueDate: '2030-01-01' },
    });
    expect(task.statusCode).toBe(400);
    expect(task.json().errors).toContainEqual({ msg: AR_SERVER.textTooLong(200), path: 'title' });

    const password = await t().app.inject({
      method: 'PUT',
      url: '/api/users/profile/password',
      headers: bearer(admin),
      payload: { oldPassword: 'whatever', newPassword: 'p'.repeat(201) },
    });
    expect(password.statusCode).toBe(400);
    expect(password.json().errors[0]).toEqual({ msg: AR_SERVER.textTooLong(200), path: 'newPassword' });

    // The sign-in's password too: a pasted over-long one is not "the password is required".
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'someone', password: 'p'.repeat(201) },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().errors[0]).toEqual({ msg: AR_SERVER.textTooLong(200), path: 'password' });
  });
});
