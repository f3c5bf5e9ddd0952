import {
  AR_TASKS,
  type AssignedTaskDto,
  type CreateTaskBody,
  endOfCairoDay,
  type TaskDto,
} from '@app/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { tasks, users } from '../../db/schema';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors';
import { isId } from '../../lib/ids';

type TaskRow = typeof tasks.$inferSelect;
type Person = { id: string; username: string };

const sender = alias(users, 'sender');
const assignee = alias(users, 'assignee');

function toTaskDto(row: TaskRow, admin: Person): TaskDto {
  return {
    _id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate.toISOString(),
    isDone: row.isDone,
    isDate: row.deliveredAt?.toISOString() ?? null,
    isTitle: row.deliveryText ?? null,
    adminId: { _id: admin.id, username: admin.username },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in account's tasks: undelivered first, then by due date (soonest first). */
export async function listOwnTasks(db: Db, userId: string): Promise<TaskDto[]> {
  const rows = await db
    .select({ task: tasks, admin: { id: sender.id, username: sender.username } })
    .from(tasks)
    .innerJoin(sender, eq(sender.id, tasks.adminId))
    .where(eq(tasks.userId, userId))
    .orderBy(asc(tasks.isDone), asc(tasks.dueDate), desc(tasks.createdAt));
  return rows.map((r) => toTaskDto(r.task, r.admin));
}

/** What one Admin assigned, newest first, with each assignee and the delivery text. */
export async function listAssignedTasks(db: Db, adminId: string): Promise<AssignedTaskDto[]> {
  const rows = await db
    .select({
      task: tasks,
      admin: { id: sender.id, username: sender.username },
      assignee: { id: assignee.id, username: assignee.username },
    })
    .from(tasks)
    .innerJoin(sender, eq(sender.id, tasks.adminId))
    .innerJoin(assignee, eq(assignee.id, tasks.userId))
    .where(eq(tasks.adminId, adminId))
    .orderBy(desc(tasks.createdAt));
  return rows.map((r) => ({
    ...toTaskDto(r.task, r.admin),
    assignee: { _id: r.assignee.id, username: r.assignee.username },
  }));
}

export async function createTask(db: Db, admin: Person, body: CreateTaskBody): Promise<TaskDto> {
  if (!isId(body.userId)) throw new BadRequest(AR_TASKS.assigneeInvalid, 'userId');
  const [target] = await db
    .select({ role: users.role, isSuspended: users.isSuspended })
    .from(users)
    .where(eq(users.id, body.userId))
    .limit(1);
  // docs/product.md#validation: only non-admin, non-suspended accounts can be chosen.
  if (!target || target.role === 'Admin' || target.isSuspended) {
    throw new BadRequest(AR_TASKS.assigneeInvalid, 'userId');
  }
  const [row] = await db
    .insert(tasks)
    .values({
      userId: body.userId,
      adminId: admin.id,
      title: body.title,
      description: body.description,
      // A calendar day means "by the end of that day in Cairo"; a full date-time is taken as it is.
      dueDate: endOfCairoDay(body.dueDate) ?? new Date(body.dueDate),
    })
    .returning();
  return toTaskDto(row!, admin);
}

/** Only the assignee delivers, and only once: the WHERE is_done = false update decides races. */
export async function deliverTask(db: Db, userId: string, taskId: string, text: string): Promise<TaskDto> {
  const [updated] = await db
    .update(tasks)
    .set({ isDone: true, deliveryText: text, deliveredAt: new Date() })
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId), eq(tasks.isDone, false)))
    .returning();
  if (!updated) {
    const [existing] = await db
      .select({ userId: tasks.userId })
      .from(tasks)
      .where(eq(tasks.id, taskId))
      .limit(1);
    if (!existing) throw new NotFound(AR_TASKS.taskNotFound);
    if (existing.userId !== userId) throw new Forbidden(AR_TASKS.notAssignee);
    throw new Conflict(AR_TASKS.alreadyDelivered);
  }
  const [admin] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, updated.adminId))
    .limit(1);
  return toTaskDto(updated, admin!);
}
