import { describe, expect, it } from 'vitest';
import { isOverdue, unfinishedTasks } from './task-state';

const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('task state', () => {
  it('marks only undelivered tasks past their due date as overdue', () => {
    expect(isOverdue({ isDone: false, dueDate: '2026-11-22T09:59:59Z' }, NOW)).toBe(true);
    expect(isOverdue({ isDone: false, dueDate: '2026-11-22T10:00:01Z' }, NOW)).toBe(false);
    expect(isOverdue({ isDone: true, dueDate: '2026-11-01T00:00:00Z' }, NOW)).toBe(false);
  });

  it('keeps unfinished tasks, soonest due first', () => {
    const tasks = [
      { id: 'late', isDone: false, dueDate: '2026-12-01T00:00:00Z' },
      { id: 'done', isDone: true, dueDate: '2026-11-01T00:00:00Z' },
      { id: 'soon', isDone: false, dueDate: '2026-11-23T00:00:00Z' },
    ];
    expect(unfinishedTasks(tasks).map((t) => t.id)).toEqual(['soon', 'late']);
  });
});
