import { describe, expect, it } from 'vitest';
import { rowsToTransfers, statementAmount } from './statement-columns';

describe('the statement import reads amounts by the one amount rule', () => {
  it.each([
    ['150', 150],
    ['1,250.50', 1250.5],
    ['EGP 1,250.50', 1250.5],
    ['300.00 EGP', 300],
    ['٢٥٠ ج.م', 250],
    ['75 جنيه', 75],
  ])('reads %j as %j', (cell, amount) => {
    expect(statementAmount(cell)).toBe(amount);
  });

  it.each(['0x96', '1e2', '-150.00', '150.005', '1,50', '99999999999999', 'EGP', ''])(
    'refuses %j',
    (cell) => {
      expect(statementAmount(cell)).toBeNull();
    },
  );

  it('skips a row whose amount is not one instead of reading another sum', () => {
    const map = { transactionId: 'id', amount: 'amount', receivedAt: 'date' };
    const { transfers, skipped } = rowsToTransfers(
      [
        { id: 'T1', amount: '0x96', date: '2026-01-05' },
        { id: 'T2', amount: '1e2', date: '2026-01-05' },
        { id: 'T3', amount: '150.00', date: '2026-01-05' },
      ],
      map,
      'VodafoneCash',
    );
    expect(skipped).toBe(2);
    expect(transfers.map((t) => [t.transactionId, t.amount])).toEqual([['T3', 150]]);
  });
});
