import { nextTask } from '../../../lib/next-task';

/**
 * The door's data on the device (docs/api/check-in.md#snapshot), in IndexedDB: the door event's snapshot
 * (only its fields: key, booking and ticket ids, reference, the holder's name, check-in time), one
 * record per ticket (a group's tickets each have their own, section 13), which event and when it was
 * taken, and the queue of scans decided on the device. Nothing else is stored; logout deletes it all.
 *
 * One ticket per record, keyed by the SHA-256 of its QR text: a scan is decided with one read and
 * two writes in a single transaction, whatever the size of the event, and two tabs of one device
 * cannot admit the same ticket twice (IndexedDB runs overlapping read-write transactions in turn).
 */

export type SnapshotTicket = {
  key: string;
  bookingId: string;
  ticketId: string;
  reference: string;
  fullName: string;
  checkedInAt: string | null;
  /** The keys of the QR codes it had before its holder changed (docs/api/ticket-transfer.md). */
  replacedKeys?: string[];
};

export type SnapshotInfo = { eventId: string; generatedAt: string; tickets: number };

export type QueuedScan = {
  scanId: string;
  eventId: string;
  key?: string;
  bookingId?: string;
  /** Absent only in scans queued before tickets had ids of their own (the booking's first ticket). */
  ticketId?: string;
  scannedAt: string;
};

/** A booking's tickets on the device, and how many of them are in: "2 of 5 of this booking are in". */
export type LocalGroup = { quantity: number; checkedIn: number };

export type LocalDecision =
  | { outcome: 'admitted'; ticket: SnapshotTicket; scan: QueuedScan; group: LocalGroup; scans?: QueuedScan[] }
  | { outcome: 'duplicate'; ticket: SnapshotTicket; group: LocalGroup }
  /** `reissued`: the QR of an earlier holder of a ticket that changed hands. */
  | { outcome: 'invalid'; reissued?: true }
  | { outcome: 'no-snapshot' };

const DB_NAME = 'door';
/**
 * 3: records per ticket with a ticketId index (section 13); 4: a replacedKeys index (a ticket that
 * changed hands). Older lists are simply taken again.
 */
const VERSION = 4;
export const TICKETS = 'tickets';
export const META = 'meta';
export const QUEUE = 'queue';
/** The single record of META: which event the tickets belong to and when the server made the list. */
export const META_KEY = 'snapshot';

let opening: Promise<IDBDatabase> | null = null;

export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
}

export function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      // Version 1 kept the snapshot as one record per event, 2 one per booking; it is simply taken again.
      for (const name of [...db.objectStoreNames]) if (name !== QUEUE) db.deleteObjectStore(name);
      const tickets = db.createObjectStore(TICKETS, { keyPath: 'key' });
      tickets.createIndex('bookingId', 'bookingId');
      tickets.createIndex('ticketId', 'ticketId', { unique: true });
      tickets.createIndex('replacedKeys', 'replacedKeys', { multiEntry: true });
      db.createObjectStore(META, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(QUEUE)) db.createObjectStore(QUEUE, { keyPath: 'scanId' });
    };
    req.onsuccess = () => {
      const db = req.result;
      // Another tab upgrading or wiping (logout) asks this connection to go.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error);
    };
  });
  return opening;
}

/** `etag`: the server's version of the copy, sent back in If-None-Match (an unchanged event costs no bytes). */
export type MetaRecord = { id: typeof META_KEY; eventId: string; generatedAt: string; etag?: string };

export type SnapshotCopy = { eventId: string; generatedAt: string; etag?: string };

/**
 * Tickets per IndexedDB transaction when a list is stored or changed: each transaction is a short
 * task, and the page paints and answers taps between two (docs/api/big-events.md#snapshot-changes).
 */
export const STORE_CHUNK = 200;
/**
 * Changes per transaction: each change also reads the ticket it replaces, so a minute's 100 changes
 * go in two short tasks rather than one of 70 ms on a slow phone.
 */
export const CHANGE_CHUNK = 50;

/** The scans of `eventId` still queued, by ticket id and by QR key: admissions the server has not heard of. */
function queuedAdmissions(queued: QueuedScan[], eventId: string) {
  const byTicket = new Map<string, string>();
  const byKey = new Map<string, string>();
  for (const scan of queued) {
    if (scan.eventId !== eventId) continue;
    // A scan queued before tickets had ids names the booking's first ticket (same id).
    const id = scan.ticketId ?? (scan.key ? undefined : scan.bookingId);
    if (id && !byTicket.has(id)) byTicket.set(id, scan.scannedAt);
    if (scan.key && !byKey.has(scan.key)) byKey.set(scan.key, scan.scannedAt);
  }
  return (t: SnapshotTicket) => byTicket.get(t.ticketId) ?? byKey.get(t.key);
}

function stored(t: SnapshotTicket, queuedAt: string | undefined): SnapshotTicket {
  return {
    key: t.key,
    bookingId: t.bookingId,
    ticketId: t.ticketId,
    reference: t.reference,
    fullName: t.fullName,
    checkedInAt: t.checkedInAt ?? queuedAt ?? null,
    ...(t.replacedKeys?.length ? { replacedKeys: t.replacedKeys } : {}),
  };
}

/** Runs `write` over `items` in transactions of `size`, yielding to the page between two. */
async function inChunks<T>(
  db: IDBDatabase,
  items: readonly T[],
  size: number,
  write: (store: IDBObjectStore, chunk: readonly T[]) => void | Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await nextTask();
    const tx = db.transaction(TICKETS, 'readwrite');
    const finished = done(tx);
    await write(tx.objectStore(TICKETS), items.slice(i, i + size));
    await finished;
  }
}

async function readMeta(db: IDBDatabase): Promise<MetaRecord | undefined> {
  return request<MetaRecord | undefined>(db.transaction(META).objectStore(META).get(META_KEY));
}

/** The copy the device holds (its event, time and version), to ask the server for what changed since. */
export async function snapshotCopy(): Promise<SnapshotCopy | undefined> {
  const meta = await readMeta(await open());
  return meta && { eventId: meta.eventId, generatedAt: meta.generatedAt, etag: meta.etag };
}

/**
 * Replaces the device's list with the server's whole list for `eventId` (only the door event is
 * kept). A ticket this device admitted that the server has not heard of yet (its scan still queued)
 * stays admitted. Stored in small transactions: the list is marked as held only once the last one is
 * in, so a list cut off half-way (the page closed) is never taken for the whole, and is taken again.
 */
export async function replaceSnapshot(
  eventId: string,
  generatedAt: string,
  tickets: SnapshotTicket[],
  etag?: string,
): Promise<void> {
  const db = await open();
  const tx = db.transaction([TICKETS, META, QUEUE], 'readwrite');
  const finished = done(tx);
  const queuedAt = queuedAdmissions(await request<QueuedScan[]>(tx.objectStore(QUEUE).getAll()), eventId);
  tx.objectStore(TICKETS).clear();
  tx.objectStore(META).delete(META_KEY);
  await finished;
  await inChunks(db, tickets, STORE_CHUNK, (store, chunk) => {
    for (const t of chunk) store.put(stored(t, queuedAt(t)));
  });
  await putMeta(db, { id: META_KEY, eventId, generatedAt, etag });
}

async function putMeta(db: IDBDatabase, meta: MetaRecord): Promise<void> {
  const tx = db.transaction(META, 'readwrite');
  const finished = done(tx);
  tx.objectStore(META).put(meta);
  await finished;
}

/**
 * Applies the server's changes since the copy of `since` (docs/api/big-events.md#snapshot-changes):
 * a ticket added or changed is written over the device's, one whose booking left Accepted
 * (`removed`) is deleted. A ticket that changed hands comes under its new QR key: its record under
 * the old key goes. An admission still queued on this device stays. Returns false when the device
 * no longer holds that copy (another tab replaced it): the caller takes the whole list instead.
 */
export async function applySnapshotChanges(
  eventId: string,
  since: string,
  generatedAt: string,
  changes: SnapshotChange[],
  etag?: string,
): Promise<boolean> {
  const db = await open();
  const meta = await readMeta(db);
  if (meta?.eventId !== eventId || meta.generatedAt !== since) return false;
  const queuedAt = queuedAdmissions(
    await request<QueuedScan[]>(db.transaction(QUEUE).objectStore(QUEUE).getAll()),
    eventId,
  );
  await inChunks(db, changes, CHANGE_CHUNK, async (store, chunk) => {
    const held = await Promise.all(
      chunk.map((t) => request<SnapshotTicket | undefined>(store.index('ticketId').get(t.ticketId))),
    );
    chunk.forEach((t, i) => {
      const old = held[i];
      if (old && (t.removed || old.key !== t.key)) store.delete(old.key);
      if (t.removed) store.delete(t.key);
      else store.put(stored(t, queuedAt(t)));
    });
  });
  // Only now is the copy of the new time: changes cut off half-way are asked for again, harmlessly.
  await putMeta(db, { id: META_KEY, eventId, generatedAt, etag });
  return true;
}

export type SnapshotChange = SnapshotTicket & { removed?: true };

/** Logout: nothing of the door stays on the device. */
export async function wipeDoorData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(DB_NAME);
    req.onsuccess = req.onerror = req.onblocked = () => resolve();
  });
}
