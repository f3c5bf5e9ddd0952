import type { BookingDto } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { deskActionsOf } from './desk-actions';

const booking = (fields: Partial<BookingDto>) =>
  ({ status: 'Pending', cause: null, checkedInAt: null, ...fields }) as BookingDto;

describe('deskActionsOf', () => {
  it('a pending booking can be cancelled', () => {
    expect(deskActionsOf(booking({}))).toEqual(['cancel']);
  });
  it('an accepted ticket is resent or cancelled until someone enters with it', () => {
    expect(deskActionsOf(booking({ status: 'Accepted' }))).toEqual(['resend', 'cancel']);
    expect(deskActionsOf(booking({ status: 'Accepted', checkedInAt: '2026-11-20T18:00:00.000Z' }))).toEqual([
      'resend',
    ]);
  });
  it('only a booking rejected by the clock is revived', () => {
    expect(deskActionsOf(booking({ status: 'Rejected', cause: 'expired' }))).toEqual(['revive']);
    expect(deskActionsOf(booking({ status: 'Rejected', cause: 'staff' }))).toEqual([]);
    expect(deskActionsOf(booking({ status: 'Cancelled', cause: 'booker' }))).toEqual([]);
  });
});
