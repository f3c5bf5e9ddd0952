import { describe, expect, it } from 'vitest';
import { createBatcher } from './booking-batcher';

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('booking batcher', () => {
  it('takes the requests that arrive while a batch runs together in the next one, per key', async () => {
    const batches: string[][] = [];
    const gate = deferred();
    const submit = createBatcher<string, string>(async (key, items) => {
      batches.push([key, ...items]);
      if (batches.length === 1) await gate.promise;
      return items.map((item) => `${key}:${item}`);
    });
    const first = submit('a', '1');
    await new Promise(setImmediate); // the first batch has started and holds
    const later = ['2', '3', '4'].map((item) => submit('a', item));
    const other = submit('b', '1'); // another key does not wait for key a
    expect(await other).toBe('b:1');
    gate.release();
    expect(await first).toBe('a:1');
    expect(await Promise.all(later)).toEqual(['a:2', 'a:3', 'a:4']);
    expect(batches).toEqual([
      ['a', '1'],
      ['b', '1'],
      ['a', '2', '3', '4'],
    ]);
  });

  it('never puts more than the maximum in one batch', async () => {
    const sizes: number[] = [];
    const submit = createBatcher<number, number>(async (_key, items) => {
      sizes.push(items.length);
      return items;
    }, 3);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => submit('a', i)));
    expect(answers).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(sizes).toEqual([3, 3, 2]);
  });

  it('rejects each request with its own error, and every waiter of a failed batch, then carries on', async () => {
    let calls = 0;
    const submit = createBatcher<number, number>(async (_key, items) => {
      calls++;
      if (calls === 1) throw new Error('database down');
      return items.map((n) => (n < 0 ? new Error(`bad ${n}`) : n * 2));
    });
    const failed = await Promise.allSettled([submit('a', 1), submit('a', 2)]);
    expect(failed.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual([
      'database down',
      'database down',
    ]);
    const mixed = await Promise.allSettled([submit('a', 3), submit('a', -1)]);
    expect(mixed[0]).toEqual({ status: 'fulfilled', value: 6 });
    expect(mixed[1].status === 'rejected' && (mixed[1].reason as Error).message).toBe('bad -1');
  });
});
