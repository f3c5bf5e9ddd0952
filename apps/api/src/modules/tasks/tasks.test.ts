import { AR_TASKS } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

const t = useTestApp();

type Account = Awaited<ReturnType<typeof signIn>>;

async function createTask(admin: Account, payload: Record<string, unknown>) {
  return t().app.inject({ method: 'POST', url: '/api/tasks', headers: bearer(admin.token), payload });
}

function taskFor(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    title: 'تصميم إعلان',
    description: 'إعلان فعالية الشهر',
    dueDate: '2030-01-15',
    ...overrides,
  };
}

async function deliver(account: Account, id: string, isTitle: unknown) {
  return t().app.inject({
    method: 'PUT',
    url: `/api/tasks/${id}`,
    headers: bearer(account.token),
    payload: { isTitle },
  });
}

describe('creating tasks', () => {
  it('lets an Admin assign a task that the assignee then lists with the sender', async () => {
    const admin = await signIn(t(), 'Admin');
    const user = await signIn(t(), 'Supporter');
    const res = await createTask(admin, taskFor(user.id));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: AR_TASKS.created });

    const list = await t().app.inject({ url: '/api/tasks/user', headers: bearer(user.token) });
    expect(list.statusCode).toBe(200);
    const tasks = list.json().data;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      _id: res.json().data._id,
      userId: user.id,
      title: 'تصميم إعلان',
      description: 'إعلان فعالية الشهر',
      isDone: false,
      isDate: null,
      isTitle: null,
      adminId: { _id: admin.id, username: admin.username },
    });
    // A calendar day is due at the end of that day in Cairo (UTC+2 in January).
    expect(tasks[0].dueDate).toBe('2030-01-15T21:59:59.999Z');

    const other = await signIn(t(), 'User');
    const otherList = await t().app.inject({ url: '/api/tasks/user', headers: bearer(other.token) });
    expect(otherList.json().data).toEqual([]);
  });

  it('refuses non-admins with 403', async () => {
    const supporter = await signIn(t(), 'Supporter');
    const user = await signIn(t(), 'User');
    const res = await createTask(supporter, taskFor(user.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
  });

  it('answers 400 with each missing field message', async () => {
    const admin = await signIn(t(), 'Admin');
    const res = await createTask(admin, { title: '  ' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { msg: string; path?: string }) => [e.path, e.msg]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['userId', AR_TASKS.userRequired],
        ['title', AR_TASKS.titleRequired],
        ['description', AR_TASKS.descriptionRequired],
        ['dueDate', AR_TASKS.dueDateRequired],
      ]),
    );
    const badDate = await createTask(admin, taskFor((await signIn(t(), 'User')).id, { dueDate: 'tomorrow' }));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toBe(AR_TASKS.dueDateRequired);
  });

  it('refuses an Admin, a suspended or an unknown assignee with 400', async () => {
    const admin = await signIn(t(), 'Admin');
    const otherAdmin = await signIn(t(), 'Admin');
    const suspended = await signIn(t(), 'Scanner');
    await t().database.db.update(users).set({ isSuspended: true }).where(eq(users.id, suspended.id));

    for (const userId of [otherAdmin.id, suspended.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await createTask(admin, taskFor(userId));
      expect(res.statusCode, userId).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ msg: AR_TASKS.assigneeInvalid, path: 'userId' });
    }
  });
});

describe('delivering tasks', () => {
  it('lets only the assignee deliver, once, and shows the text to the Admin', async () => {
    const admin = await signIn(t(), 'Admin');
    const user = await signIn(t(), 'User');
    const stranger = await signIn(t(), 'User');
    const id = (await createTask(admin, taskFor(user.id))).json().data._id as string;

    const byStranger = await deliver(stranger, id, 'ليس لي');
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().error).toBe(AR_TASKS.notAssignee);
    const byAdmin = await deliver(admin, id, 'ليس لي');
    expect(byAdmin.statusCode).toBe(403);

    const empty = await deliver(user, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(AR_TASKS.deliveryRequired);

    const before = Date.now();
    const done = await deliver(user, id, 'رابط التصميم النهائي');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      message: AR_TASKS.delivertedOk,
      data: { _id: id, isDone: true, isTitle: 'رابط التصميم النهائي' },
    });
    expect(Date.parse(done.json().data.isDate)).toBeGreaterThanOrEqual(before - 1000);

    const again = await deliver(user, id, 'مرة ثانية');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(AR_TASKS.alreadyDelivered);

    const own = await t().app.inject({ url: '/api/tasks/user', headers: bearer(user.token) });
    expect(own.json().data[0]).toMatchObject({ isDone: true, isTitle: 'رابط التصميم النهائي' });

    const assigned = await t().app.inject({ url: '/api/tasks/assigned', headers: bearer(admin.token) });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toEqual([
      expect.objectContaining({
        _id: id,
        isDone: true,
        isTitle: 'رابط التصميم النهائي',
        isDate: done.json().data.isDate,
        assignee: { _id: user.id, username: user.username },
      }),
    ]);
  });

  it('delivers exactly once under concurrent requests', async () => {
    const admin = await signIn(t(), 'Admin');
    const user = await signIn(t(), 'User');
    const id = (await createTask(admin, taskFor(user.id))).json().data._id as string;
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => deliver(user, id, `نسخة ${i}`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const user = await signIn(t(), 'User');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await deliver(user, id, 'نص');
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(AR_TASKS.taskNotFound);
    }
  });

  it('keeps the assigned list to the Admin who assigned and away from other roles', async () => {
    const admin = await signIn(t(), 'Admin');
    const otherAdmin = await signIn(t(), 'Admin');
    const user = await signIn(t(), 'User');
    await createTask(admin, taskFor(user.id, { title: 'مهمة أولى' }));
    const mine = await t().app.inject({ url: '/api/tasks/assigned', headers: bearer(admin.token) });
    expect(mine.json().data.map((x: { title: string }) => x.title)).toEqual(['مهمة أولى']);
    const theirs = await t().app.inject({ url: '/api/tasks/assigned', headers: bearer(otherAdmin.token) });
    expect(theirs.json().data).toEqual([]);
    const forbidden = await t().app.inject({ url: '/api/tasks/assigned', headers: bearer(user.token) });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await t().app.inject({ url: '/api/tasks/user' });
    expect(anonymous.statusCode).toBe(401);
  });
});
