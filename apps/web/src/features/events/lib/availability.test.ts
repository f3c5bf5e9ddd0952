import { AR_EVENTS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_LABEL, availabilityOf } from './availability';

describe('availabilityOf (docs/product.md#states)', () => {
  it('says sold out at 0 seats', () => {
    expect(availabilityOf(0, 100)).toBe('soldOut');
    expect(AVAILABILITY_LABEL.soldOut).toBe(AR_EVENTS.soldOut);
  });

  it('says limited under 25% and hurry under 50%, with the thresholds themselves in the next band', () => {
    expect(availabilityOf(24, 100)).toBe('limited');
    expect(availabilityOf(25, 100)).toBe('hurry');
    expect(availabilityOf(49, 100)).toBe('hurry');
    expect(availabilityOf(50, 100)).toBe('available');
    expect(availabilityOf(1, 4)).toBe('hurry');
  });

  it('treats a missing total as 100 seats', () => {
    expect(availabilityOf(20, undefined)).toBe('limited');
    expect(availabilityOf(60, null)).toBe('available');
  });
});
