import { AR_CONTACT_REQUESTS, cairoFields, EN } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queuedEmails } from '../../../test/helpers/outbox';
import { bearer, createTestApp, signIn, testPasswordHash, useTestApp } from '../../../test/test-app';
import { contactMessages, emailOutbox, users } from '../../db/schema';
import { CONTACT_REQUESTS_PER_MINUTE } from './contact.routes';

const t = useTestApp();

const valid = {
  fullName: '  Mona Adel ',
  email: 'mona@example.com',
  phone: '01012345678',
  requestType: 'Service Request',
  message: 'We need a new website for our clinic.',
};

async function postMessage(payload: Record<string, unknown> = valid) {
  return t().app.inject({ method: 'POST', url: '/api/contact/contact-messages', payload });
}

async function newMessageId(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await postMessage({ ...valid, ...overrides });
  expect(res.statusCode).toBe(201);
  return res.json().data._id;
}

function decide(token: string, id: string, payload: Record<string, unknown>) {
  return t().app.inject({
    method: 'PUT',
    url: `/api/contact/contact-messages/${id}`,
    headers: bearer(token),
    payload,
  });
}

describe('POST /api/contact/contact-messages (public)', () => {
  it('stores a request as pending and answers 201 with it', async () => {
    const res = await postMessage();
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      data: {
        fullName: 'Mona Adel',
        email: 'mona@example.com',
        phone: '01012345678',
        requestType: 'Service Request',
        status: 'pending',
        reason: null,
        interviewDate: null,
        interviewTime: null,
      },
    });
    const [row] = await t()
      .database.db.select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.data._id));
    expect(row).toMatchObject({ fullName: 'Mona Adel', status: 'pending' });
  });

  it.each([
    ['fullName', '   ', EN.contact.fullNameRequired],
    ['email', 'mona@example', EN.contact.emailInvalid],
    ['phone', '0101234', EN.contact.phoneInvalid],
    ['phone', '01012345678abc', EN.contact.phoneInvalid],
    ['phone', '0101234567890123', EN.contact.phoneInvalid],
    ['requestType', 'Complaint', EN.contact.requestTypeRequired],
    ['requestType', '', EN.contact.requestTypeRequired],
    ['message', '  ', EN.contact.messageRequired],
  ])('refuses %s=%j with the English message', async (field, value, message) => {
    const res = await postMessage({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.error).toBe(message);
    expect(body.errors[0]).toEqual({ msg: message, path: field });
  });

  it('names a missing field', async () => {
    const { message: _omit, ...rest } = valid;
    const res = await postMessage(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ msg: EN.contact.messageRequired, path: 'message' });
  });
});

describe('contact requests for staff', () => {
  it('lists newest first with the fields of docs/product.md#contact-form and filters by status', async () => {
    const supporter = await signIn(t(), 'Supporter');
    const older = await newMessageId({ fullName: 'Older' });
    const newer = await newMessageId({ fullName: 'Newer' });
    const rejected = await newMessageId({ fullName: 'Turned down' });
    const accepted = await newMessageId({ fullName: 'Hired' });
    expect(
      (await decide(supporter.token, rejected, { status: 'rejected', reason: 'Out of scope' })).statusCode,
    ).toBe(200);
    expect(
      (
        await decide(supporter.token, accepted, {
          status: 'accepted',
          reason: 'Good fit',
          interviewDate: '2030-01-15',
          interviewTime: '11:00',
        })
      ).statusCode,
    ).toBe(200);

    const res = await t().app.inject({
      url: '/api/contact/contact-messages',
      headers: bearer(supporter.token),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { _id: string }[];
    expect(list.findIndex((m) => m._id === newer)).toBeLessThan(list.findIndex((m) => m._id === older));
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'email',
        'fullName',
        'interviewDate',
        'interviewTime',
        'message',
        'phone',
        'reason',
        'requestType',
        'status',
      ].sort(),
    );

    const byFilter = async (status: string) => {
      const r = await t().app.inject({
        url: `/api/contact/contact-messages?status=${status}`,
        headers: bearer(supporter.token),
      });
      expect(r.statusCode).toBe(200);
      return (r.json().data as { _id: string; status: string }[]).map((m) => [m._id, m.status]);
    };
    expect(await byFilter('accepted')).toContainEqual([accepted, 'interviewScheduled']);
    expect((await byFilter('accepted')).map(([, s]) => s)).not.toContain('pending');
    expect(await byFilter('rejected')).toEqual(expect.arrayContaining([[rejected, 'rejected']]));
    expect((await byFilter('pending')).map(([id]) => id)).toEqual(expect.arrayContaining([older, newer]));
    expect((await byFilter('pending')).map(([id]) => id)).not.toContain(accepted);

    const bad = await t().app.inject({
      url: '/api/contact/contact-messages?status=interview',
      headers: bearer(supporter.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a reason to reject', async () => {
    const admin = await signIn(t(), 'Admin');
    const id = await newMessageId();
    const res = await decide(admin.token, id, { status: 'rejected', reason: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ msg: AR_CONTACT_REQUESTS.rejectReasonRequired, path: 'reason' });
  });

  it('needs a reason, a date and a time to accept', async () => {
    const admin = await signIn(t(), 'Admin');
    const id = await newMessageId();
    const noReason = await decide(admin.token, id, {
      status: 'accepted',
      interviewDate: '2030-01-15',
      interviewTime: '11:00',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(AR_CONTACT_REQUESTS.acceptReasonRequired);

    const noTime = await decide(admin.token, id, {
      status: 'accepted',
      reason: 'Fit',
      interviewDate: '2030-01-15',
    });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().errors[0]).toEqual({
      msg: AR_CONTACT_REQUESTS.interviewRequired,
      path: 'interviewTime',
    });

    const noDate = await decide(admin.token, id, {
      status: 'interviewScheduled',
      reason: 'Fit',
      interviewTime: '11:00',
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().error).toBe(AR_CONTACT_REQUESTS.interviewRequired);

    const [row] = await t().database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.status).toBe('pending');
  });

  it('accepts as interviewScheduled, queues the email, and refuses a second decision', async () => {
    const admin = await signIn(t(), 'Admin');
    const id = await newMessageId({ email: 'accepted.person@example.com', fullName: 'Karim <b>Nabil</b>' });
    const res = await decide(admin.token, id, {
      status: 'accepted',
      reason: 'Your project fits our team',
      interviewDate: '2030-01-15',
      interviewTime: '14:30',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: AR_CONTACT_REQUESTS.acceptedOk,
      data: {
        _id: id,
        status: 'interviewScheduled',
        reason: 'Your project fits our team',
        interviewDate: '2030-01-15',
        interviewTime: '14:30',
      },
    });

    const mail = (await queuedEmails(t(), eq(emailOutbox.to, 'accepted.person@example.com'))).at(-1);
    expect(mail).toMatchObject({ kind: 'contact-accepted', subject: EN.contact.emailAcceptedSubject });
    expect(mail!.text).toContain('Your project fits our team');
    expect(mail!.text).toContain('Tuesday, 15 January 2030 at 2:30 PM (Cairo time)');
    expect(mail!.html).toContain('2:30 PM');
    expect(mail!.html).toContain('Karim &lt;b&gt;Nabil&lt;/b&gt;');

    const again = await decide(admin.token, id, { status: 'rejected', reason: 'Changed our mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(AR_CONTACT_REQUESTS.alreadyDecided);
    const [row] = await t().database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ status: 'interviewScheduled', reason: 'Your project fits our team' });
  });

  it('rejects with the reason, emails it, and keeps a rejection final', async () => {
    const supporter = await signIn(t(), 'Supporter');
    const id = await newMessageId({ email: 'rejected.person@example.com' });
    const res = await decide(supporter.token, id, {
      status: 'rejected',
      reason: 'We do not offer this service',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: AR_CONTACT_REQUESTS.rejectedOk,
      data: { status: 'rejected', interviewDate: null, interviewTime: null },
    });
    const mails = await queuedEmails(t(), eq(emailOutbox.to, 'rejected.person@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'contact-rejected', subject: EN.contact.emailRejectedSubject });
    expect(mails[0]!.text).toContain('We do not offer this service');

    const again = await decide(supporter.token, id, {
      status: 'accepted',
      reason: 'x',
      interviewDate: '2030-01-15',
      interviewTime: '10:00',
    });
    expect(again.statusCode).toBe(409);
  });

  it('gives one success when two staff decide at the same moment', async () => {
    const admin = await signIn(t(), 'Admin');
    const id = await newMessageId({ email: 'race@example.com' });
    const results = await Promise.all([
      decide(admin.token, id, { status: 'rejected', reason: 'first' }),
      decide(admin.token, id, {
        status: 'accepted',
        reason: 'second',
        interviewDate: '2030-01-15',
        interviewTime: '10:00',
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const mails = await t()
      .database.db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'race@example.com'));
    expect(mails).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await signIn(t(), 'Admin');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await decide(admin.token, id, { status: 'rejected', reason: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(AR_CONTACT_REQUESTS.messageNotFound);
    }
  });

  it('refuses other roles (403) and anonymous callers (401)', async () => {
    const id = await newMessageId();
    for (const role of ['Scanner', 'User', 'Contant'] as const) {
      const user = await signIn(t(), role);
      const list = await t().app.inject({
        url: '/api/contact/contact-messages',
        headers: bearer(user.token),
      });
      expect(list.statusCode).toBe(403);
      const put = await decide(user.token, id, { status: 'rejected', reason: 'x' });
      expect(put.statusCode).toBe(403);
    }
    const anonymous = await t().app.inject({ url: '/api/contact/contact-messages' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPut = await t().app.inject({
      method: 'PUT',
      url: `/api/contact/contact-messages/${id}`,
      payload: { status: 'rejected', reason: 'x' },
    });
    expect(anonymousPut.statusCode).toBe(401);
    const [row] = await t().database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.status).toBe('pending');
  });
});

describe('staff told of a new request (docs/emails.md#who-hears-of-a-contact-request)', () => {
  it('emails every active Admin and Supporter and STAFF_NOTIFY_EMAIL once each, queued with the request', async () => {
    const app = await createTestApp({ STAFF_NOTIFY_EMAIL: 'Desk@Agency.test' });
    try {
      const admin = await signIn(app, 'Admin');
      const supporter = await signIn(app, 'Supporter');
      const suspended = await signIn(app, 'Supporter');
      await app.database.db
        .update(users)
        .set({ isSuspended: true })
        .where(eq(users.username, suspended.username));
      const others = [await signIn(app, 'Scanner'), await signIn(app, 'Contant'), await signIn(app, 'User')];
      // The first start's Admin has a placeholder address no mail server delivers.
      await app.database.db.insert(users).values({
        username: 'firstadmin',
        email: 'firstadmin@localhost',
        role: 'Admin',
        passwordHash: await testPasswordHash('secret-pass'),
      });
      // A Supporter whose address is the shared inbox's, in another case: one email, not two.
      await app.database.db.insert(users).values({
        username: 'deskuser',
        email: 'desk@agency.test',
        role: 'Supporter',
        passwordHash: await testPasswordHash('secret-pass'),
      });
      const notices = () => queuedEmails(app, eq(emailOutbox.kind, 'contact-new'));

      // A refused request tells nobody.
      const refused = await app.app.inject({
        method: 'POST',
        url: '/api/contact/contact-messages',
        payload: { ...valid, phone: '0101' },
      });
      expect(refused.statusCode).toBe(400);
      expect(await notices()).toHaveLength(0);

      const res = await app.app.inject({
        method: 'POST',
        url: '/api/contact/contact-messages',
        payload: { ...valid, fullName: 'Hala Samir', message: 'We need a booking site.\nBudget ready.' },
      });
      expect(res.statusCode).toBe(201);
      const sent = await notices();
      expect(sent.map((m) => m.to.toLowerCase()).sort()).toEqual(
        [`${admin.username}@example.com`, `${supporter.username}@example.com`, 'desk@agency.test'].sort(),
      );
      for (const other of [...others, suspended]) {
        expect(sent.map((m) => m.to)).not.toContain(`${other.username}@example.com`);
      }
      const mail = sent[0]!;
      expect(mail.subject).toContain(AR_CONTACT_REQUESTS.requestTypes['Service Request']!);
      expect(mail.text).toContain('Hala Samir');
      expect(mail.text).toContain('Budget ready.');
      expect(mail.text).toContain(`${app.config.publicUrl}/admin/messages`);
      expect(mail.html).toContain('<html dir="rtl" lang="ar">');
    } finally {
      await app.close();
    }
  });
});

describe('interview dates (docs/api/contact.md#decide)', () => {
  it('refuses an interview date and time already past in Cairo with 400, and accepts one later today', async () => {
    const admin = await signIn(t(), 'Admin');
    const id = await newMessageId({ email: 'interview.when@example.com' });
    const cairo = (at: Date) => cairoFields(at);
    const aMinuteAgo = cairo(new Date(Date.now() - 60_000));
    const yesterday = cairo(new Date(Date.now() - 86_400_000));
    const soon = cairo(new Date(Date.now() + 3 * 60_000));
    for (const past of [
      { interviewDate: `${yesterday.year}-${yesterday.month}-${yesterday.day}`, interviewTime: '23:00' },
      {
        interviewDate: `${aMinuteAgo.year}-${aMinuteAgo.month}-${aMinuteAgo.day}`,
        interviewTime: `${aMinuteAgo.hour}:${aMinuteAgo.minute}`,
      },
      { interviewDate: '2020-01-15', interviewTime: '10:00' },
    ]) {
      const res = await decide(admin.token, id, { status: 'accepted', reason: 'Fit', ...past });
      expect(res.statusCode, JSON.stringify(past)).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'موعد المقابلة يجب أن يكون في المستقبل',
        errors: [{ msg: 'موعد المقابلة يجب أن يكون في المستقبل' }],
      });
    }
    const [row] = await t().database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.status).toBe('pending');
    expect(
      await t()
        .database.db.select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.to, 'interview.when@example.com'), eq(emailOutbox.kind, 'contact-accepted')),
        ),
    ).toHaveLength(0);

    const later = await decide(admin.token, id, {
      status: 'accepted',
      reason: 'Fit',
      interviewDate: `${soon.year}-${soon.month}-${soon.day}`,
      interviewTime: `${soon.hour}:${soon.minute}`,
    });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('still lets staff reject a request without any date', async () => {
    const admin = await signIn(t(), 'Admin');
    const id = await newMessageId();
    expect((await decide(admin.token, id, { status: 'rejected', reason: 'No' })).statusCode).toBe(200);
  });
});

describe('contact rate limit', () => {
  it('answers 429 in English once one address passes the limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SCALE: '1' });
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/contact/contact-messages', payload: {} });
      for (let i = 0; i < CONTACT_REQUESTS_PER_MINUTE; i++) expect((await send()).statusCode).toBe(400);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, error: EN.server.rateLimited });
    } finally {
      await limited.close();
    }
  });
});
