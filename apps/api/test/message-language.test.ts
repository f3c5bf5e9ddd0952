import { randomUUID } from 'node:crypto';
import { AR_SERVER, EN } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { speaksCallLanguage } from '../src/lib/message-language';
import { bearer, signIn, useTestApp } from './test-app';

/** docs/api/README.md#language-of-messages: which calls answer in Arabic and which in English. */
const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

describe('the language of a refusal', () => {
  it("answers a staff call's rule left without its own message in Arabic, never in zod's English", async () => {
    const res = await t().app.inject({ url: '/api/admin/outbox?limit=501', headers: bearer(admin) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: AR_SERVER.invalidInput });
  });

  it('answers the staff calls under /api/contact in Arabic, and the public contact call in English', async () => {
    const staff = await t().app.inject({
      method: 'PUT',
      url: `/api/contact/contact-messages/${randomUUID()}`,
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"status":',
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().error).toMatch(/[\u0600-\u06FF]/);
    const visitor = await t().app.inject({
      method: 'POST',
      url: '/api/contact/contact-messages',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().error).toBe(EN.server.invalidJson);
  });

  it("answers a public contact body that is not an object with the English catalogue's message, never zod's own", async () => {
    for (const [type, payload] of [
      ['application/json', '[]'],
      ['application/json', '"hello"'],
      ['text/plain', 'hello'],
    ]) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/contact/contact-messages',
        headers: { 'content-type': type! },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: EN.server.invalidInput,
        errors: [{ msg: EN.server.invalidInput }],
      });
    }
  });

  it("keeps the English catalogue's 'too long' on the public contact call, with its limit", () => {
    const contact = { method: 'POST', url: '/api/contact/contact-messages' };
    // A text rule's bare .max() on that call says this (docs/api/README.md#input-hygiene), not 'Invalid input.'.
    expect(speaksCallLanguage(contact, EN.server.textTooLong(100))).toBe(true);
    expect(speaksCallLanguage(contact, EN.server.textTooLong(5000))).toBe(true);
    expect(speaksCallLanguage(contact, 'Too big: expected string to have <=100 characters')).toBe(false);
    expect(speaksCallLanguage(contact, AR_SERVER.textTooLong(100))).toBe(false);
  });
});
