import type { TransferDto } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { nextActionsOf } from './transfer-next-actions';

const booking = (status: NonNullable<TransferDto['booking']>['status']) => ({
  _id: 'b1',
  reference: 'ABCDEFG',
  fullName: 'منى',
  status,
  amount: 750,
});
const transfer = (fields: Partial<TransferDto>) =>
  ({ state: 'unmatched', booking: null, difference: null, ...fields }) as TransferDto;

describe('nextActionsOf: every transfer row has its next action', () => {
  it('unmatched: link by hand or not ours', () => {
    expect(nextActionsOf(transfer({}))).toEqual(['link', 'notOurs']);
  });
  it('short: accept anyway or reject and refund; over: refund the excess or accept', () => {
    const pending = booking('Pending');
    expect(nextActionsOf(transfer({ state: 'mismatch', booking: pending, difference: -500 }))).toEqual([
      'acceptAnyway',
      'rejectAndRefund',
    ]);
    expect(nextActionsOf(transfer({ state: 'mismatch', booking: pending, difference: 250 }))).toEqual([
      'refundExcess',
      'accept',
    ]);
  });
  it('matched: accept; settled over: refund the excess; late: revive; the rest: nothing', () => {
    expect(
      nextActionsOf(transfer({ state: 'matched', booking: booking('Pending'), difference: null })),
    ).toEqual(['accept']);
    expect(
      nextActionsOf(transfer({ state: 'settled', booking: booking('Accepted'), difference: 250 })),
    ).toEqual(['refundExcess']);
    expect(
      nextActionsOf(transfer({ state: 'settled', booking: booking('Accepted'), difference: null })),
    ).toEqual([]);
    expect(nextActionsOf(transfer({ state: 'late', booking: booking('Rejected') }))).toEqual(['revive']);
    expect(nextActionsOf(transfer({ state: 'dismissed' }))).toEqual([]);
    expect(nextActionsOf(transfer({ state: 'ignored' }))).toEqual([]);
  });
});
