import type { CheckInSnapshotDto } from '@app/shared';
import { applySnapshotChanges, replaceSnapshot, type SnapshotCopy } from './door-idb';

export type SnapshotRefresh = 'whole' | 'changes' | 'unchanged';

/**
 * Keeps the server's answer on the device: changes over the copy they were asked against, or the
 * whole list in its place. Runs in the snapshot worker for a big answer, on the page for a small one.
 */
export async function storeSnapshotAnswer(
  eventId: string,
  held: SnapshotCopy | undefined,
  fresh: CheckInSnapshotDto,
  etag: string | undefined,
): Promise<SnapshotRefresh> {
  if (held && fresh.since) {
    // The copy changed under this refresh (another tab replaced it): the next minute's refresh starts over.
    const applied = await applySnapshotChanges(
      eventId,
      held.generatedAt,
      fresh.generatedAt,
      fresh.tickets,
      etag,
    );
    return applied ? 'changes' : 'unchanged';
  }
  await replaceSnapshot(eventId, fresh.generatedAt, fresh.tickets, etag);
  return 'whole';
}

/** What the page sends the snapshot worker: the answer's bytes, moved, not copied. */
export type SnapshotJob = {
  eventId: string;
  held: SnapshotCopy | undefined;
  body: ArrayBuffer;
  etag: string | undefined;
};

export type SnapshotJobResult = { ok: true; refresh: SnapshotRefresh } | { ok: false; error: string };

export function parseSnapshot(body: ArrayBuffer): CheckInSnapshotDto {
  return (JSON.parse(new TextDecoder().decode(body)) as { data: CheckInSnapshotDto }).data;
}
