import { AR_CODES, AR_SERVER } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../../../test/helpers/events';
import { bearer, signIn, useTestApp } from '../../../test/test-app';

/** docs/api/codes.md: an event's codes, managed by Admin and Contant; the public check. */
const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await signIn(t(), 'Admin')).token;
});

const codesUrl = (eventId: string) => `/api/events/${eventId}/codes`;

function addCode(eventId: string, body: Record<string, unknown>, token = admin) {
  return t().app.inject({ method: 'POST', url: codesUrl(eventId), headers: bearer(token), payload: body });
}

function check(eventId: string, code: string) {
  return t().app.inject({ url: `${codesUrl(eventId)}/check?code=${encodeURIComponent(code)}` });
}

describe('codes', () => {
  it('creates discount, access and comp codes (201), unique per event without case', async () => {
    const event = await createEventViaApi(t(), admin);
    const contant = (await signIn(t(), 'Contant')).token;
    const made = await addCode(
      event._id,
      { code: 'influ-15', kind: 'discount', percentOff: 15, maxUses: 20 },
      contant,
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      code: 'INFLU-15',
      kind: 'discount',
      percentOff: 15,
      maxUses: 20,
      uses: 0,
      active: true,
    });
    const again = await addCode(event._id, { code: 'Influ-15', kind: 'comp' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(AR_CODES.codeTaken);
    expect((await addCode(event._id, { code: 'SPONSOR', kind: 'comp', maxUses: 10 })).statusCode).toBe(201);
    expect((await addCode(event._id, { code: 'VIPONLY', kind: 'access' })).statusCode).toBe(201);
    const list = await t().app.inject({ url: codesUrl(event._id), headers: bearer(admin) });
    expect(list.json().data.map((c: { code: string }) => c.code)).toEqual(['INFLU-15', 'SPONSOR', 'VIPONLY']);
  });

  it('refuses bad codes: format, a discount without exactly one of percentOff/amountOff, unknown types', async () => {
    const event = await createEventViaApi(t(), admin);
    for (const code of ['ab', 'a'.repeat(21), 'خصم', 'a b', 'a_b']) {
      const res = await addCode(event._id, { code, kind: 'comp' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(AR_CODES.codeFormat);
    }
    const none = await addCode(event._id, { code: 'NONE', kind: 'discount' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(AR_CODES.discountOneOf);
    expect(
      (await addCode(event._id, { code: 'BOTH', kind: 'discount', percentOff: 10, amountOff: 5 })).statusCode,
    ).toBe(400);
    expect((await addCode(event._id, { code: 'P101', kind: 'discount', percentOff: 101 })).statusCode).toBe(
      400,
    );
    expect((await addCode(event._id, { code: 'A0', kind: 'discount', amountOff: 0 })).statusCode).toBe(400);
    const types = await addCode(event._id, {
      code: 'TYPES',
      kind: 'comp',
      ticketTypeIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(types.statusCode).toBe(400);
    expect(types.json().error).toBe(AR_CODES.typesInvalid);
  });

  it('is for Admin and Contant; the check is public', async () => {
    const event = await createEventViaApi(t(), admin);
    const supporter = (await signIn(t(), 'Supporter')).token;
    expect((await addCode(event._id, { code: 'NOPE', kind: 'comp' }, supporter)).statusCode).toBe(403);
    expect((await t().app.inject({ url: codesUrl(event._id) })).statusCode).toBe(401);
    expect((await check(event._id, 'NOPE')).statusCode).toBe(404);
  });

  it('checks a live code: what it gives and on which types (404 unknown, stopped, past validUntil)', async () => {
    const event = await createEventViaApi(t(), admin, { ticketPrice: 200 });
    const vip = (
      await t().app.inject({
        method: 'POST',
        url: `/api/events/${event._id}/ticket-types`,
        headers: bearer(admin),
        payload: { name: 'VIP', price: 600, quantity: 5, hidden: true },
      })
    ).json().data;
    await addCode(event._id, { code: 'TWENTY', kind: 'discount', percentOff: 20 });
    await addCode(event._id, { code: 'VIPDOOR', kind: 'access', ticketTypeIds: [vip._id], amountOff: 100 });
    const twenty = await check(event._id, 'twenty');
    expect(twenty.statusCode).toBe(200);
    expect(twenty.json().data).toMatchObject({
      valid: true,
      kind: 'discount',
      percentOff: 20,
      amountOff: null,
    });
    // A discount code never opens a hidden type.
    expect(twenty.json().data.ticketTypes.map((type: { name: string }) => type.name)).toEqual(['دخول عام']);
    const door = (await check(event._id, 'VIPDOOR')).json().data;
    expect(door.ticketTypes).toEqual([
      expect.objectContaining({ _id: vip._id, name: 'VIP', price: 600, hidden: true }),
    ]);
    const unknown = await check(event._id, 'NOSUCH');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(AR_CODES.invalid);
    const [code] = (await t().app.inject({ url: codesUrl(event._id), headers: bearer(admin) })).json().data;
    const stop = await t().app.inject({
      method: 'PUT',
      url: `${codesUrl(event._id)}/${code._id}`,
      headers: bearer(admin),
      payload: { active: false },
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().data.active).toBe(false);
    expect((await check(event._id, 'TWENTY')).statusCode).toBe(404);
    await addCode(event._id, {
      code: 'OLD',
      kind: 'comp',
      validUntil: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await check(event._id, 'OLD')).statusCode).toBe(404);
  });

  it('refuses an edit that names none of maxUses, validUntil, active (400 in the envelope)', async () => {
    const event = await createEventViaApi(t(), admin);
    const code = (
      await addCode(event._id, { code: 'EDITME', kind: 'discount', amountOff: 10, maxUses: 3 })
    ).json().data;
    const edit = (body: Record<string, unknown>) =>
      t().app.inject({
        method: 'PUT',
        url: `${codesUrl(event._id)}/${code._id}`,
        headers: bearer(admin),
        payload: body,
      });
    const empty = await edit({});
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      error: AR_SERVER.nothingToUpdate,
      errors: [{ msg: AR_SERVER.nothingToUpdate }],
    });
    // `code` and `kind` cannot change: the edit does not take them, and says so by name.
    const renamed = await edit({ code: 'OTHER', maxUses: 4 });
    expect(renamed.statusCode, renamed.body).toBe(400);
    expect(renamed.json()).toEqual({
      success: false,
      error: AR_SERVER.unknownField,
      errors: [{ msg: AR_SERVER.unknownField, path: 'code' }],
    });
    const unlimited = await t().app.inject({
      method: 'PUT',
      url: `${codesUrl(event._id)}/${code._id}`,
      headers: bearer(admin),
      payload: { maxUses: null },
    });
    expect(unlimited.statusCode, unlimited.body).toBe(200);
    expect(unlimited.json().data).toMatchObject({ code: 'EDITME', maxUses: null });
  });
});
