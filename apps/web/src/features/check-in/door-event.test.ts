import { describe, expect, it } from 'vitest';
import { isCairoToday, orderDoorEvents } from './door-event';

describe('the door event choice', () => {
  // 2026-03-10 12:00 in Cairo (UTC+2 in March).
  const now = new Date('2026-03-10T10:00:00.000Z');
  const event = (name: string, date: string) => ({ name, date });

  it("puts today's events first, the nearest to now first, then coming ones, then past ones", () => {
    const ordered = orderDoorEvents(
      [
        event('past-old', '2026-01-01T10:00:00.000Z'),
        event('next-month', '2026-04-10T10:00:00.000Z'),
        event('today-evening', '2026-03-10T17:00:00.000Z'),
        event('tomorrow', '2026-03-11T10:00:00.000Z'),
        event('today-morning', '2026-03-10T08:30:00.000Z'),
        event('past-recent', '2026-03-01T10:00:00.000Z'),
      ],
      now,
    );
    expect(ordered.map((e) => e.name)).toEqual([
      'today-morning',
      'today-evening',
      'tomorrow',
      'next-month',
      'past-recent',
      'past-old',
    ]);
  });

  it('counts the day in Cairo, not in UTC', () => {
    // 23:30 Cairo on the 10th is 21:30 UTC; 00:30 Cairo on the 11th is 22:30 UTC on the 10th.
    expect(isCairoToday('2026-03-10T21:30:00.000Z', now)).toBe(true);
    expect(isCairoToday('2026-03-10T22:30:00.000Z', now)).toBe(false);
    expect(isCairoToday('not a date', now)).toBe(false);
  });
});
