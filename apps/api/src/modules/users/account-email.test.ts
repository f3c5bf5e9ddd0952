import { AR_PRIVACY, AR_SERVER } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { emailOutbox, users } from '../../db/schema';

/**
 * docs/api/accounts.md#profile: every account sets its own address on the account screen
 * (PATCH /api/users/profile), an Admin anyone's (PATCH /api/users/{id}); unique, section 11's rule,
 * and the staff who handle contact requests are then told of them at that address.
 */
const t = useTestApp();
let admin: Awaited<ReturnType<typeof signIn>>;
let counter = 0;

beforeAll(async () => {
  admin = await signIn(t(), 'Admin');
});

function setOwn(token: string, payload: unknown) {
  return t().app.inject({
    method: 'PATCH',
    url: '/api/users/profile',
    headers: bearer(token),
    payload: payload as object,
  });
}

function setAny(id: string, payload: Record<string, unknown>, token = admin.token) {
  return t().app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: bearer(token), payload });
}

async function contactRequest() {
  counter += 1;
  const res = await t().app.inject({
    method: 'POST',
    url: '/api/contact/contact-messages',
    payload: {
      fullName: 'Nour Adel',
      email: `visitor${counter}@example.com`,
      phone: '01012345678',
      requestType: 'Inquiry',
      message: `Hello ${counter}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return `Hello ${counter}`;
}

/** The addresses told of the contact request whose message is `message`. */
async function toldOf(message: string): Promise<string[]> {
  const rows = await t()
    .database.db.select({ to: emailOutbox.to, data: emailOutbox.data })
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'contact-new'));
  return rows.filter((row) => (row.data as { message: string }).message === message).map((row) => row.to);
}

describe('PATCH /api/users/profile: an account sets its own address', () => {
  it('any active account (a Scanner too) saves a valid address; its profile then shows it', async () => {
    for (const role of ['Supporter', 'Scanner'] as const) {
      const account = await signIn(t(), role);
      const res = await setOwn(account.token, { email: `  New.${role}@Agency-Example.com ` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: {
          _id: account.id,
          username: account.username,
          role,
          email: `new.${role.toLowerCase()}@agency-example.com`,
        },
        message: AR_PRIVACY.staff.emailSaved,
      });
      const profile = await t().app.inject({ url: '/api/users/profile', headers: bearer(account.token) });
      expect(profile.json().data.email).toBe(`new.${role.toLowerCase()}@agency-example.com`);
      // Its own address again is not "taken".
      expect((await setOwn(account.token, { email: `new.${role}@agency-example.com` })).statusCode).toBe(200);
    }
  });

  it('answers 409 for an address another account uses (case ignored), 400 for a bad one or any other field', async () => {
    const first = await signIn(t(), 'Supporter');
    const second = await signIn(t(), 'Contant');
    expect((await setOwn(first.token, { email: 'shared.inbox@example.com' })).statusCode).toBe(200);
    const taken = await setOwn(second.token, { email: 'Shared.Inbox@Example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      success: false,
      error: AR_PRIVACY.staff.emailTaken,
      errors: [{ msg: AR_PRIVACY.staff.emailTaken, path: 'email' }],
    });
    for (const payload of [
      { email: 'two words@example.com' },
      { email: 'a?b=c@example.com' },
      { email: 'no-at-sign' },
      { email: '' },
      {},
      // Only the address: a role sent along is refused, never applied.
      { email: 'fine@example.com', role: 'Admin' },
    ]) {
      const res = await setOwn(second.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const [row] = await t().database.db.select().from(users).where(eq(users.id, second.id));
    expect(row).toMatchObject({ role: 'Contant', email: `${second.username}@example.com` });
  });

  it('refuses a suspended account (403) and no token (401)', async () => {
    const staff = await signIn(t(), 'Supporter');
    await t().database.db.update(users).set({ isSuspended: true }).where(eq(users.id, staff.id));
    expect((await setOwn(staff.token, { email: 'late@example.com' })).statusCode).toBe(403);
    const anonymous = await t().app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      payload: { email: 'x@example.com' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the first Admin, from a placeholder no one is told at, hears of the next contact request at its new address', async () => {
    // The first start's Admin: a placeholder address, never written to.
    await t()
      .database.db.update(users)
      .set({ email: `${admin.username}@localhost` })
      .where(eq(users.id, admin.id));
    const before = await contactRequest();
    expect(await toldOf(before)).not.toContain(`${admin.username}@localhost`);

    expect((await setOwn(admin.token, { email: 'owner@agency-example.com' })).statusCode).toBe(200);
    const after = await contactRequest();
    expect(await toldOf(after)).toContain('owner@agency-example.com');
  });
});

describe("PATCH /api/users/{id} with email: an Admin sets anyone's address", () => {
  it('changes the address (alone or with a role), 409 when another account has it, 403 for a non-Admin', async () => {
    const supporter = await signIn(t(), 'Supporter');
    const other = await signIn(t(), 'Supporter');
    const res = await setAny(supporter.id, { email: 'Desk.Lead@Example.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { _id: supporter.id, email: 'desk.lead@example.com', role: 'Supporter' },
      message: AR_PRIVACY.staff.updated,
    });
    const both = await setAny(supporter.id, { email: 'desk.head@example.com', role: 'Contant' });
    expect(both.json().data).toMatchObject({ email: 'desk.head@example.com', role: 'Contant' });

    const taken = await setAny(other.id, { email: 'DESK.HEAD@example.com', role: 'Scanner' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toEqual({ msg: AR_PRIVACY.staff.emailTaken, path: 'email' });
    // Refused as a whole: the role sent with it did not change either.
    const [row] = await t()
      .database.db.select()
      .from(users)
      .where(and(eq(users.id, other.id), eq(users.role, 'Supporter')));
    expect(row?.email).toBe(`${other.username}@example.com`);

    expect((await setAny(other.id, { email: 'bad address@example.com' })).statusCode).toBe(400);
    const forbidden = await setAny(other.id, { email: 'mine@example.com' }, supporter.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe(AR_SERVER.forbidden);

    // The new address is the one told of contact requests.
    const message = await contactRequest();
    expect(await toldOf(message)).not.toContain('desk.head@example.com'); // a Contant does not handle them
    expect((await setAny(supporter.id, { role: 'Supporter' })).statusCode).toBe(200);
    const next = await contactRequest();
    expect(await toldOf(next)).toContain('desk.head@example.com');
  });
});
