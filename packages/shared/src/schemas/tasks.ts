import { z } from 'zod';
import { AR_SERVER } from '../messages/ar/server';
import { AR_TASKS } from '../messages/ar/tasks';
import { text } from './text-rules';
import { personRefSchema } from './users';

/** `YYYY-MM-DD` (a calendar day in Cairo) or a full ISO 8601 date-time. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function isValidDueDate(value: string): boolean {
  if (DATE_ONLY.test(value)) return !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  return !Number.isNaN(Date.parse(value));
}

const requiredText = (message: string, max: number, multiline = false) =>
  text({ error: message, invalid: AR_SERVER.textInvalid, multiline }).trim().min(1, message).max(max);

export const createTaskBodySchema = z.object({
  userId: requiredText(AR_TASKS.userRequired, 100),
  title: requiredText(AR_TASKS.titleRequired, 200),
  description: requiredText(AR_TASKS.descriptionRequired, 5000, true),
  dueDate: requiredText(AR_TASKS.dueDateRequired, 40).refine(isValidDueDate, AR_TASKS.dueDateRequired),
});
export type CreateTaskBody = z.infer<typeof createTaskBodySchema>;

/** Delivery: docs/api/README.md#the-calls sends the delivery details as `isTitle`. */
export const deliverTaskBodySchema = z.object({
  isTitle: requiredText(AR_TASKS.deliveryRequired, 5000, true),
});
export type DeliverTaskBody = z.infer<typeof deliverTaskBodySchema>;

/** A task as the API returns it (docs/api/README.md#field-names field names). */
export const taskDtoSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string(),
  dueDate: z.string(),
  isDone: z.boolean(),
  /** Delivery date, or null while undelivered. */
  isDate: z.string().nullable(),
  /** Delivery text, or null while undelivered. */
  isTitle: z.string().nullable(),
  adminId: personRefSchema,
  createdAt: z.string(),
});
export type TaskDto = z.infer<typeof taskDtoSchema>;

/** A task in the Admin's assigned list, with its assignee. */
export const assignedTaskDtoSchema = taskDtoSchema.extend({ assignee: personRefSchema });
export type AssignedTaskDto = z.infer<typeof assignedTaskDtoSchema>;
