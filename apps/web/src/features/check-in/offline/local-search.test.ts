import { describe, expect, it } from 'vitest';
import type { SnapshotTicket } from './door-db';
import { LOCAL_SEARCH_LIMIT, searchSnapshot } from './local-search';

const ticket = (fullName: string, reference: string, checkedInAt: string | null = null): SnapshotTicket => ({
  key: `k-${reference}`,
  bookingId: `b-${reference}`,
  reference,
  fullName,
  checkedInAt,
});

describe('look-up on the device', () => {
  const tickets = [
    ticket('أحمد عبد الله', 'K7M2Q9D'),
    ticket('فاطمة الزهراء', 'P3X8ZTA', '2026-03-10T10:00:00.000Z'),
    ticket('Mona Ibrahim', 'H4N6RSW'),
  ];

  it('finds names without case, diacritics, tatweel or alef forms', () => {
    expect(searchSnapshot(tickets, 'احمد').map((a) => a._id)).toEqual(['b-K7M2Q9D']);
    expect(searchSnapshot(tickets, 'أَحـمد').map((a) => a._id)).toEqual(['b-K7M2Q9D']);
    expect(searchSnapshot(tickets, 'فاطمه').map((a) => a._id)).toEqual(['b-P3X8ZTA']);
    expect(searchSnapshot(tickets, 'mona').map((a) => a._id)).toEqual(['b-H4N6RSW']);
  });

  it('finds a reference as staff type it, and answers in the server look-up shape', () => {
    expect(searchSnapshot(tickets, 'p3x 8zt')).toEqual([
      {
        _id: 'b-P3X8ZTA',
        fullName: 'فاطمة الزهراء',
        reference: 'P3X8ZTA',
        checkedInAt: '2026-03-10T10:00:00.000Z',
      },
    ]);
    expect(searchSnapshot(tickets, '')).toEqual([]);
    expect(searchSnapshot(tickets, '   ')).toEqual([]);
  });

  it('stops at the server limit', () => {
    const many = Array.from({ length: 50 }, (_, i) => ticket(`ضيف ${i}`, `R${i}`));
    expect(searchSnapshot(many, 'ضيف')).toHaveLength(LOCAL_SEARCH_LIMIT);
  });
});
