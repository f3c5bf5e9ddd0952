import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { SnapshotTicketDto } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHANGE_CHUNK,
  STORE_CHUNK,
  snapshotCopy,
  snapshotInfo,
  snapshotTickets,
  wipeDoorData,
} from './door-db';
import { refreshSnapshot } from './door-sync';

/**
 * The door's minute refresh against the server's snapshot (docs/api/big-events.md#snapshot-changes):
 * the whole list once, then `since` the copy's time with its version in If-None-Match, the changes
 * written over the device's list and the removed tickets dropped, and a 304 leaving the copy as it is.
 */
const EVENT = randomUUID();

function ticket(name: string, over: Partial<SnapshotTicketDto> = {}): SnapshotTicketDto {
  const id = randomUUID();
  return {
    key: randomUUID(),
    bookingId: id,
    ticketId: id,
    reference: 'K7M2Q9P',
    fullName: name,
    checkedInAt: null,
    ...over,
  };
}

type Asked = { url: string; ifNoneMatch: string | null };
let asked: Asked[];
/** What the server answers next: a list (whole or changes) with its version, or 304. */
let answer:
  | { status: 200; generatedAt: string; since?: string; tickets: SnapshotTicketDto[]; etag: string }
  | { status: 304 };

beforeEach(async () => {
  await wipeDoorData();
  asked = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    asked.push({ url, ifNoneMatch: headers['if-none-match'] ?? null });
    if (answer.status === 304) return new Response(null, { status: 304 });
    const { generatedAt, since, tickets, etag } = answer;
    const data = { generatedAt, ...(since && { since }), tickets };
    return new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { 'content-type': 'application/json', etag },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

async function firstLoad(tickets: SnapshotTicketDto[]) {
  answer = { status: 200, generatedAt: '2026-05-01T17:00:00.000Z', tickets, etag: '"v1"' };
  return refreshSnapshot(EVENT);
}

const names = async () => (await snapshotTickets(EVENT)).map((t) => t.fullName).sort();

describe('the door keeps its list by changes', () => {
  it('takes the whole list first, and then asks only for what changed since its copy', async () => {
    const tickets = Array.from({ length: STORE_CHUNK * 2 + 17 }, (_, i) => ticket(`ضيف ${i}`));
    expect(await firstLoad(tickets)).toBe('whole');
    expect(asked[0]).toEqual({ url: `/api/events/${EVENT}/check-in/snapshot`, ifNoneMatch: null });
    expect(await snapshotInfo()).toEqual({
      eventId: EVENT,
      generatedAt: '2026-05-01T17:00:00.000Z',
      tickets: 417,
    });

    answer = {
      status: 200,
      generatedAt: '2026-05-01T17:01:00.000Z',
      since: '2026-05-01T17:00:00.000Z',
      tickets: [],
      etag: '"v2"',
    };
    expect(await refreshSnapshot(EVENT)).toBe('changes');
    expect(asked[1]).toEqual({
      url: `/api/events/${EVENT}/check-in/snapshot?since=${encodeURIComponent('2026-05-01T17:00:00.000Z')}`,
      ifNoneMatch: '"v1"',
    });
    expect(await snapshotCopy()).toEqual({
      eventId: EVENT,
      generatedAt: '2026-05-01T17:01:00.000Z',
      etag: '"v2"',
    });
    expect((await snapshotInfo())?.tickets).toBe(417);
  });

  it('writes the added and changed tickets over its list, a holder changed under the new key only', async () => {
    const [ali, mona, omar] = [ticket('علي'), ticket('منى'), ticket('عمر')];
    await firstLoad([ali!, mona!, omar!]);
    const newcomer = ticket('سارة');
    const handedOver = { ...omar!, key: randomUUID(), fullName: 'خالد' };
    answer = {
      status: 200,
      generatedAt: '2026-05-01T17:01:00.000Z',
      since: '2026-05-01T17:00:00.000Z',
      tickets: [{ ...ali!, checkedInAt: '2026-05-01T17:00:30.000Z' }, newcomer, handedOver],
      etag: '"v2"',
    };
    expect(await refreshSnapshot(EVENT)).toBe('changes');

    const held = await snapshotTickets(EVENT);
    expect(await names()).toEqual(['خالد', 'سارة', 'علي', 'منى'].sort());
    expect(held.find((t) => t.fullName === 'علي')?.checkedInAt).toBe('2026-05-01T17:00:30.000Z');
    expect(held.find((t) => t.ticketId === omar!.ticketId)?.key).toBe(handedOver.key);
  });

  it('applies a change of more tickets than one transaction takes, every one of them', async () => {
    const tickets = Array.from({ length: CHANGE_CHUNK * 3 }, (_, i) => ticket(`ضيف ${i}`));
    await firstLoad(tickets);
    answer = {
      status: 200,
      generatedAt: '2026-05-01T17:01:00.000Z',
      since: '2026-05-01T17:00:00.000Z',
      tickets: tickets
        .slice(0, CHANGE_CHUNK * 2 + 1)
        .map((t) => ({ ...t, checkedInAt: '2026-05-01T17:00:40.000Z' })),
      etag: '"v2"',
    };
    await refreshSnapshot(EVENT);
    const admitted = (await snapshotTickets(EVENT)).filter((t) => t.checkedInAt);
    expect(admitted).toHaveLength(CHANGE_CHUNK * 2 + 1);
  });

  it('drops a ticket whose booking left Accepted', async () => {
    const [ali, mona] = [ticket('علي'), ticket('منى')];
    await firstLoad([ali!, mona!]);
    answer = {
      status: 200,
      generatedAt: '2026-05-01T17:01:00.000Z',
      since: '2026-05-01T17:00:00.000Z',
      tickets: [{ ...mona!, removed: true }],
      etag: '"v2"',
    };
    await refreshSnapshot(EVENT);
    expect(await names()).toEqual(['علي']);
  });

  it('keeps its copy as it is when the server answers 304', async () => {
    await firstLoad([ticket('علي'), ticket('منى')]);
    answer = { status: 304 };
    expect(await refreshSnapshot(EVENT)).toBe('unchanged');
    expect(asked[1]?.ifNoneMatch).toBe('"v1"');
    expect(await snapshotCopy()).toEqual({
      eventId: EVENT,
      generatedAt: '2026-05-01T17:00:00.000Z',
      etag: '"v1"',
    });
    expect(await names()).toEqual(['علي', 'منى'].sort());
  });

  it('takes the whole list again for another door event', async () => {
    await firstLoad([ticket('علي')]);
    const other = randomUUID();
    answer = { status: 200, generatedAt: '2026-05-01T18:00:00.000Z', tickets: [ticket('منى')], etag: '"w1"' };
    expect(await refreshSnapshot(other)).toBe('whole');
    expect(asked[1]).toEqual({ url: `/api/events/${other}/check-in/snapshot`, ifNoneMatch: null });
    expect((await snapshotTickets(other)).map((t) => t.fullName)).toEqual(['منى']);
  });

  it('stores a big list in small transactions, not one long one', async () => {
    const opened = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await firstLoad(Array.from({ length: 2_000 }, (_, i) => ticket(`ضيف ${i}`)));
    const writes = opened.mock.calls.filter(([stores, mode]) => mode === 'readwrite' && stores === 'tickets');
    expect(writes.length).toBe(2_000 / STORE_CHUNK);
    expect((await snapshotInfo())?.tickets).toBe(2_000);
  });
});
