import type { SyncResultDto } from '@app/shared';
import { apiRequest, apiResponse } from '../../../lib/api-client';
import { dropScans, type QueuedScan, queuedScans, snapshotCopy } from './door-db';
import {
  parseSnapshot,
  type SnapshotJob,
  type SnapshotJobResult,
  type SnapshotRefresh,
  storeSnapshotAnswer,
} from './snapshot-store';

export type { SnapshotRefresh };

const DEVICE_KEY = 'doorDeviceId';
/** Scans per sync request (the server takes up to SYNC_MAX_SCANS): a long queue goes in a few posts. */
const BATCH = 500;

/** One id per device, so staff can tell which phone admitted a ticket twice. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

/**
 * An answer bigger than this is parsed and stored by the snapshot worker: below it (a minute's changes,
 * a small event's whole list) parsing on the page is a matter of milliseconds.
 */
const WORKER_FROM_BYTES = 256 * 1024;

let refreshing: Promise<SnapshotRefresh> | null = null;

/**
 * Keeps the door event's list on the device in step with the server's
 * (docs/api/big-events.md#snapshot-changes): the whole list once, then only what changed since the
 * copy held (`since`), and nothing at all when the server answers 304 to the copy's version. One
 * refresh at a time: a slow phone still storing a list does not start on the next minute's.
 */
export function refreshSnapshot(eventId: string): Promise<SnapshotRefresh> {
  refreshing ??= takeSnapshot(eventId).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function takeSnapshot(eventId: string): Promise<SnapshotRefresh> {
  const path = `/api/events/${encodeURIComponent(eventId)}/check-in/snapshot`;
  const copy = await snapshotCopy();
  const held = copy?.eventId === eventId ? copy : undefined;
  const response = await apiResponse(held ? `${path}?since=${encodeURIComponent(held.generatedAt)}` : path, {
    auth: true,
    headers: held?.etag ? { 'if-none-match': held.etag } : undefined,
  });
  if (response.status === 304) return 'unchanged';
  const etag = response.headers.get('etag') ?? undefined;
  // The bytes only: reading them is no work for the page, parsing 9 MB of JSON is.
  const body = await response.arrayBuffer();
  if (body.byteLength >= WORKER_FROM_BYTES && typeof Worker !== 'undefined') {
    return inWorker({ eventId, held, body, etag });
  }
  return storeSnapshotAnswer(eventId, held, parseSnapshot(body), etag);
}

function inWorker(job: SnapshotJob): Promise<SnapshotRefresh> {
  const worker = new Worker(new URL('./snapshot-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<SnapshotRefresh>((resolve, reject) => {
    worker.onmessage = (message: MessageEvent<SnapshotJobResult>) =>
      message.data.ok ? resolve(message.data.refresh) : reject(new Error(message.data.error));
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage(job, [job.body]);
  }).finally(() => worker.terminate());
}

export type SyncedScan = SyncResultDto & { eventId: string };

/**
 * Sends the scans decided on this device, event by event; the server answers each (idempotent by
 * scan id, so a sync cut off half-way is simply sent again). Answered scans leave the queue. Scans
 * in `held` (an online verification still in flight for them) wait for the next sync.
 */
export async function syncQueue(held: ReadonlySet<string> = new Set()): Promise<SyncedScan[]> {
  const scans = (await queuedScans()).filter((scan) => !held.has(scan.scanId));
  const byEvent = new Map<string, QueuedScan[]>();
  for (const scan of scans) byEvent.set(scan.eventId, [...(byEvent.get(scan.eventId) ?? []), scan]);
  const results: SyncedScan[] = [];
  for (const [eventId, queue] of byEvent) {
    for (let i = 0; i < queue.length; i += BATCH) {
      const batch = queue.slice(i, i + BATCH);
      const answer = await apiRequest<{ results: SyncResultDto[] }>(
        `/api/events/${encodeURIComponent(eventId)}/check-in/sync`,
        {
          method: 'POST',
          auth: true,
          json: {
            deviceId: deviceId(),
            scans: batch.map(({ scanId, key, bookingId, ticketId, scannedAt }) =>
              // A scan read from a QR code goes by its key (the server finds the ticket); a look-up by
              // ticket id (a scan queued before tickets had ids: its booking, whose first ticket it was).
              key
                ? { scanId, key, scannedAt }
                : ticketId
                  ? { scanId, bookingId, ticketId, scannedAt }
                  : { scanId, bookingId, scannedAt },
            ),
          },
        },
      );
      await dropScans(answer.results.map((r) => r.scanId));
      results.push(...answer.results.map((r) => ({ ...r, eventId })));
    }
  }
  return results;
}
