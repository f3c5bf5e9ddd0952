import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX, parseAmount } from './parse-amount';

describe('parseAmount: the one amount rule of every way in', () => {
  it.each([
    ['150', 150],
    ['150.5', 150.5],
    ['1,250.50', 1250.5],
    ['12,345,678', null],
    ['10,000,000', 10_000_000],
    ['٢٥٠', 250],
    ['١٬٢٥٠٫٥', 1250.5],
    ['  75  ', 75],
  ])('reads %j as %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each([
    '0x96',
    '1e2',
    '1E2',
    '-150',
    '+150',
    '0',
    '0.00',
    '150.005',
    '1,50',
    '1,2345',
    '15,0.00',
    '1.2.3',
    '.5',
    '150.',
    '1 000',
    'Infinity',
    'NaN',
    '',
    '99999999999999',
    '10000000.01',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('takes numbers on the same terms', () => {
    expect(parseAmount(150)).toBe(150);
    expect(parseAmount(0.1 + 0.2)).toBe(0.3);
    expect(parseAmount(AMOUNT_MAX)).toBe(AMOUNT_MAX);
    for (const bad of [0, -1, 1.005, AMOUNT_MAX + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseAmount(bad)).toBeNull();
    }
  });
});
