import { describe, expect, it } from 'vitest';
import { isEgyptianNationalId, sampleNationalId } from './national-id';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('Egyptian national ID structure', () => {
  it('accepts real IDs of both centuries and every governorate range', () => {
    for (const id of [
      '29901011234567',
      '30502152112345',
      '28512310112345',
      '30001018812345',
      '29902283512345',
    ]) {
      expect(isEgyptianNationalId(id, NOW), id).toBe(true);
    }
  });

  it('refuses a wrong century digit, an impossible or future birth date, or an unknown governorate', () => {
    for (const id of [
      '19901011234567', // century 1
      '49901011234567', // century 4
      '29913011234567', // month 13
      '29902301234567', // 30 February
      '30102291234567', // 29 February 2001
      '32701011234567', // born 2027
      '30001010512345', // governorate 05
      '29901014012345', // governorate 40
      '2990101123456', // 13 digits
      '2990101123456a',
    ]) {
      expect(isEgyptianNationalId(id, NOW), id).toBe(false);
    }
    expect(isEgyptianNationalId('30002291234567', NOW)).toBe(true); // 29 February 2000
  });

  it('makes distinct valid sample IDs for tests and benchmarks', () => {
    const ids = [0, 1, 99_999, 100_000, 2_799_999].map((n) => sampleNationalId(n));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isEgyptianNationalId(id, NOW), id).toBe(true);
  });
});
