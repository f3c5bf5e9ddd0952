import type { TaskDto } from '@app/shared';

/** An undelivered task whose due date has passed. */
export function isOverdue(task: Pick<TaskDto, 'isDone' | 'dueDate'>, now: number = Date.now()): boolean {
  return !task.isDone && Date.parse(task.dueDate) < now;
}

/** Unfinished tasks, soonest due first (the dashboard shows the first few). */
export function unfinishedTasks<T extends Pick<TaskDto, 'isDone' | 'dueDate'>>(tasks: T[]): T[] {
  return tasks.filter((t) => !t.isDone).sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate));
}
