import { describe, expect, it } from 'vitest';
import { salesStateOf } from './event-sales';

const HOUR = 3_600_000;
const start = Date.parse('2026-12-01T18:00:00.000Z');
const event = {
  date: new Date(start).toISOString(),
  salesCloseAt: new Date(start - 2 * HOUR).toISOString(),
  cancelledAt: null,
};

describe('salesStateOf', () => {
  it('sells until the sales close', () => {
    expect(salesStateOf(event, start - 2 * HOUR - 1)).toBe('open');
  });
  it('is closed from the sales close until the start', () => {
    expect(salesStateOf(event, start - 2 * HOUR)).toBe('closed');
    expect(salesStateOf(event, start - 1)).toBe('closed');
  });
  it('has ended once the event started', () => {
    expect(salesStateOf(event, start)).toBe('ended');
  });
  it('a cancelled event says so, before or after its date', () => {
    const cancelled = { ...event, cancelledAt: new Date(start - 48 * HOUR).toISOString() };
    expect(salesStateOf(cancelled, start - 24 * HOUR)).toBe('cancelled');
    expect(salesStateOf(cancelled, start + HOUR)).toBe('cancelled');
  });
});
