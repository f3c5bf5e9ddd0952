import fs from 'node:fs';
import { sampleNationalId } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createEventViaApi } from '../../test/helpers/events';
import { signIn, useTestApp } from '../../test/test-app';

/**
 * docs/decisions.md#durable-answers, "Durable": an answered write of the embedded database is on disk before
 * the answer, and a booking round flushes once. A power cut cannot be staged here, so what is checked
 * is the flush itself: fsync of the host files (the call PostgreSQL now reaches through NODEFS), and
 * that it happened before the write's promise resolved. Before durable-node-fs.ts there was none.
 */
describe.skipIf(inject('testDb').kind !== 'pglite')('durable writes of the embedded database', () => {
  const t = useTestApp({}, { pgliteOnDisk: true });
  let fsyncs: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    await t().database.db.execute(sql`CREATE TABLE durable_probe (id serial PRIMARY KEY, note text)`);
  });
  afterEach(() => fsyncs?.mockRestore());

  const watchFsync = () => {
    fsyncs = vi.spyOn(fs, 'fsyncSync');
    return () => fsyncs.mock.calls.length;
  };

  it('flushes a write to the disk before it answers', async () => {
    const count = watchFsync();
    await t().database.db.execute(sql`INSERT INTO durable_probe (note) VALUES ('one')`);
    expect(count()).toBeGreaterThanOrEqual(1);
  });

  it('flushes a transaction of many writes once, at its commit', async () => {
    const count = watchFsync();
    await t().database.db.transaction(async (tx) => {
      for (let i = 0; i < 50; i++)
        await tx.execute(sql`INSERT INTO durable_probe (note) VALUES (${`row ${i}`})`);
      // Nothing is flushed before the commit...
      expect(count()).toBe(0);
    });
    // ...and the commit flushes once.
    expect(count()).toBe(1);
  });

  it('flushes a booking round once for all its bookings, before they are answered', async () => {
    const admin = (await signIn(t(), 'Admin')).token;
    const event = await createEventViaApi(t(), admin, { totalSeats: 100, ticketPrice: 0 });
    const count = watchFsync();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t().app.inject({
          method: 'POST',
          url: '/api/events/bookings',
          payload: {
            eventId: event._id,
            nationalId: sampleNationalId(70_000 + i),
            fullName: 'محمد علي',
            email: `durable${i}@example.com`,
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    // 30 bookings arrive together: the batcher books them in a few rounds, each one commit, one flush.
    expect(count()).toBeGreaterThanOrEqual(1);
    expect(count()).toBeLessThanOrEqual(5);
  });
});
