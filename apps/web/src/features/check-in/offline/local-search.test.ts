import { describe, expect, it } from 'vitest';
import type { SnapshotTicket } from './door-db';
import { LOCAL_SEARCH_LIMIT, searchSnapshot } from './local-search';

const ticket = (fullName: string, reference: string, checkedInAt: string | null = null): SnapshotTicket => ({
  key: `k-${reference}`,
  bookingId: `b-${reference}`,
  ticketId: `t-${reference}-${fullName}`,
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
        ticketId: 't-P3X8ZTA-فاطمة الزهراء',
        status: 'Accepted',
        fullName: 'فاطمة الزهراء',
        reference: 'P3X8ZTA',
        checkedInAt: '2026-03-10T10:00:00.000Z',
      },
    ]);
    expect(searchSnapshot(tickets, '')).toEqual([]);
    expect(searchSnapshot(tickets, '   ')).toEqual([]);
  });

  it("lists every holder of a group's booking by its reference, each with its own ticket", () => {
    const group = [ticket('منى علي', 'G7R2K9M'), ticket('سارة علي', 'G7R2K9M', '2026-03-10T10:00:00.000Z')];
    const found = searchSnapshot([...tickets, ...group], 'g7r2k9m');
    expect(found.map((a) => [a._id, a.ticketId, a.fullName, a.checkedInAt])).toEqual([
      ['b-G7R2K9M', 't-G7R2K9M-منى علي', 'منى علي', null],
      ['b-G7R2K9M', 't-G7R2K9M-سارة علي', 'سارة علي', '2026-03-10T10:00:00.000Z'],
    ]);
    // By a guest's own name: her ticket alone.
    expect(searchSnapshot([...tickets, ...group], 'ساره').map((a) => a.ticketId)).toEqual([
      't-G7R2K9M-سارة علي',
    ]);
  });

  it('stops at the server limit', () => {
    const many = Array.from({ length: 50 }, (_, i) => ticket(`ضيف ${i}`, `R${i}`));
    expect(searchSnapshot(many, 'ضيف')).toHaveLength(LOCAL_SEARCH_LIMIT);
  });
});
