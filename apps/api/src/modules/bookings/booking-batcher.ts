type Waiter<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

/** What a batch answers for each of its items, in order: a value, or the error that item gets. */
export type BatchRun<I, O> = (key: string, items: I[]) => Promise<(O | Error)[]>;

/**
 * Group commit per key. Requests for one key (an event) that arrive while a batch for that key is
 * running wait, and all go together in the next batch (up to `maxBatch`): one transaction and one
 * commit serve them all, instead of each waiting for the previous one's commit on the same row.
 * A failed batch rejects every one of its waiters; the queue carries on with the next batch.
 */
export function createBatcher<I, O>(
  run: BatchRun<I, O>,
  maxBatch = 100,
): (key: string, item: I) => Promise<O> {
  /** A key is present while its batches run; its array holds the requests waiting for the next one. */
  const queues = new Map<string, Waiter<I, O>[]>();

  async function drain(key: string, queue: Waiter<I, O>[]) {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await run(
          key,
          batch.map((w) => w.item),
        );
        batch.forEach((w, i) => {
          const result = results[i];
          if (result === undefined) w.reject(new Error('the batch gave no answer for this request'));
          else if (result instanceof Error) w.reject(result);
          else w.resolve(result);
        });
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    queues.delete(key);
  }

  return (key, item) =>
    new Promise<O>((resolve, reject) => {
      const waiting = queues.get(key);
      if (waiting) {
        waiting.push({ item, resolve, reject });
        return;
      }
      const queue = [{ item, resolve, reject }];
      queues.set(key, queue);
      // One turn of the event loop first, so requests read from the sockets together share the first batch.
      setImmediate(() => void drain(key, queue));
    });
}
