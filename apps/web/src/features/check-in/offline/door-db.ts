/**
 * The door's data on the device (DECISIONS.md section 6), in IndexedDB: the door event's snapshot
 * (only its fields: key, booking id, reference, name, check-in time), which event and when it was
 * taken, and the queue of scans decided on the device. Nothing else is stored; logout deletes it all.
 *
 * One ticket per record, keyed by the SHA-256 of its QR text: a scan is decided with one read and
 * two writes in a single transaction, whatever the size of the event, and two tabs of one device
 * cannot admit the same ticket twice (IndexedDB runs overlapping read-write transactions in turn).
 */

export type SnapshotTicket = {
  key: string;
  bookingId: string;
  reference: string;
  fullName: string;
  checkedInAt: string | null;
};

export type SnapshotInfo = { eventId: string; generatedAt: string; tickets: number };

export type QueuedScan = {
  scanId: string;
  eventId: string;
  key?: string;
  bookingId?: string;
  scannedAt: string;
};

export type LocalDecision =
  | { outcome: 'admitted'; ticket: SnapshotTicket; scan: QueuedScan }
  | { outcome: 'duplicate'; ticket: SnapshotTicket }
  | { outcome: 'invalid' }
  | { outcome: 'no-snapshot' };

const DB_NAME = 'door';
const VERSION = 2;
const TICKETS = 'tickets';
const META = 'meta';
const QUEUE = 'queue';
/** The single record of META: which event the tickets belong to and when the server made the list. */
const META_KEY = 'snapshot';

let opening: Promise<IDBDatabase> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
}

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      // Version 1 kept the snapshot as one record per event; it is simply taken again.
      for (const name of [...db.objectStoreNames]) if (name !== QUEUE) db.deleteObjectStore(name);
      db.createObjectStore(TICKETS, { keyPath: 'key' }).createIndex('bookingId', 'bookingId');
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

type MetaRecord = { id: typeof META_KEY; eventId: string; generatedAt: string };

/**
 * Replaces the device's list with the server's for `eventId` (only the door event is kept). A ticket
 * this device admitted that the server has not heard of yet (its scan still queued) stays admitted.
 */
export async function replaceSnapshot(
  eventId: string,
  generatedAt: string,
  tickets: SnapshotTicket[],
): Promise<void> {
  const db = await open();
  const tx = db.transaction([TICKETS, META, QUEUE], 'readwrite');
  const finished = done(tx);
  const queued = await request<QueuedScan[]>(tx.objectStore(QUEUE).getAll());
  const pending = new Map<string, string>();
  for (const scan of queued) {
    if (scan.eventId === eventId && scan.bookingId && !pending.has(scan.bookingId)) {
      pending.set(scan.bookingId, scan.scannedAt);
    }
  }
  const store = tx.objectStore(TICKETS);
  store.clear();
  for (const t of tickets) {
    store.put({
      key: t.key,
      bookingId: t.bookingId,
      reference: t.reference,
      fullName: t.fullName,
      checkedInAt: t.checkedInAt ?? pending.get(t.bookingId) ?? null,
    } satisfies SnapshotTicket);
  }
  tx.objectStore(META).put({ id: META_KEY, eventId, generatedAt } satisfies MetaRecord);
  await finished;
}

export async function snapshotInfo(): Promise<SnapshotInfo | undefined> {
  const db = await open();
  const tx = db.transaction([TICKETS, META], 'readonly');
  const meta = await request<MetaRecord | undefined>(tx.objectStore(META).get(META_KEY));
  if (!meta) return undefined;
  const count = await request(tx.objectStore(TICKETS).count());
  return { eventId: meta.eventId, generatedAt: meta.generatedAt, tickets: count };
}

/** The door event's tickets (for the look-up while offline); empty when the list is of another event. */
export async function snapshotTickets(eventId: string): Promise<SnapshotTicket[]> {
  const db = await open();
  const tx = db.transaction([TICKETS, META], 'readonly');
  const meta = await request<MetaRecord | undefined>(tx.objectStore(META).get(META_KEY));
  if (meta?.eventId !== eventId) return [];
  return request<SnapshotTicket[]>(tx.objectStore(TICKETS).getAll());
}

/**
 * Decides one scan on the device, in one transaction: a ticket of the door event's list not yet
 * admitted is marked admitted and its scan queued; one already admitted (here, or by the server
 * before the list was taken) is a duplicate; anything else is not on the list.
 */
export async function decideLocally(
  eventId: string,
  ticket: { key: string } | { bookingId: string },
  scan: { scanId: string; scannedAt: string },
): Promise<LocalDecision> {
  const db = await open();
  const tx = db.transaction([TICKETS, META, QUEUE], 'readwrite');
  const finished = done(tx);
  const meta = await request<MetaRecord | undefined>(tx.objectStore(META).get(META_KEY));
  if (meta?.eventId !== eventId) {
    tx.abort();
    await finished.catch(() => undefined);
    return { outcome: 'no-snapshot' };
  }
  const tickets = tx.objectStore(TICKETS);
  const found = await request<SnapshotTicket | undefined>(
    'key' in ticket ? tickets.get(ticket.key) : tickets.index('bookingId').get(ticket.bookingId),
  );
  if (!found) {
    await finished;
    return { outcome: 'invalid' };
  }
  if (found.checkedInAt) {
    await finished;
    return { outcome: 'duplicate', ticket: found };
  }
  const admitted: SnapshotTicket = { ...found, checkedInAt: scan.scannedAt };
  const queued: QueuedScan = {
    scanId: scan.scanId,
    eventId,
    ...('key' in ticket ? { key: ticket.key } : {}),
    bookingId: found.bookingId,
    scannedAt: scan.scannedAt,
  };
  tickets.put(admitted);
  tx.objectStore(QUEUE).put(queued);
  await finished;
  return { outcome: 'admitted', ticket: admitted, scan: queued };
}

/** Keeps the device's list in step with an admission (or an undo) the server just confirmed. */
export async function markTicket(bookingId: string, checkedInAt: string | null): Promise<void> {
  const db = await open();
  const tx = db.transaction(TICKETS, 'readwrite');
  const finished = done(tx);
  const store = tx.objectStore(TICKETS);
  const found = await request<SnapshotTicket | undefined>(store.index('bookingId').get(bookingId));
  if (found) store.put({ ...found, checkedInAt });
  await finished;
}

export async function queuedScans(): Promise<QueuedScan[]> {
  const all = await request<QueuedScan[]>((await open()).transaction(QUEUE).objectStore(QUEUE).getAll());
  return all.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

export async function queueLength(): Promise<number> {
  return request((await open()).transaction(QUEUE).objectStore(QUEUE).count());
}

export async function dropScans(scanIds: string[]): Promise<void> {
  if (scanIds.length === 0) return;
  const tx = (await open()).transaction(QUEUE, 'readwrite');
  const finished = done(tx);
  const queue = tx.objectStore(QUEUE);
  for (const id of scanIds) queue.delete(id);
  await finished;
}

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
