import { describe, expect, it } from 'vitest';
import { parseDueDate } from './due-date';

describe('parseDueDate', () => {
  it('takes a calendar day as the end of that day in Cairo, winter and summer time alike', () => {
    expect(parseDueDate('2030-01-15').toISOString()).toBe('2030-01-15T21:59:59.999Z');
    expect(parseDueDate('2030-07-15').toISOString()).toBe('2030-07-15T20:59:59.999Z');
  });

  it('keeps a full date-time as given', () => {
    expect(parseDueDate('2030-01-15T08:30:00Z').toISOString()).toBe('2030-01-15T08:30:00.000Z');
  });
});
