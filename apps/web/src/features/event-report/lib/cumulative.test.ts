import { describe, expect, it } from 'vitest';
import { campaignLink, cumulativeDays } from './cumulative';

describe('the event page’s figures', () => {
  it('adds the days up: booked and accepted tickets so far, zero days included', () => {
    const day = (date: string, tickets: number, accepted: number) => ({
      date,
      bookings: tickets > 0 ? 1 : 0,
      tickets,
      accepted,
      revenue: accepted * 150,
    });
    const days = cumulativeDays([day('2026-11-20', 3, 0), day('2026-11-21', 0, 0), day('2026-11-22', 2, 4)]);
    expect(days.map((d) => [d.bookedTotal, d.acceptedTotal])).toEqual([
      [3, 0],
      [3, 0],
      [5, 4],
    ]);
  });

  it('builds the campaign link to the public event page', () => {
    expect(campaignLink('https://agency.example', 'abc', 'sponsor-acme')).toBe(
      'https://agency.example/events/abc?src=sponsor-acme',
    );
  });
});
