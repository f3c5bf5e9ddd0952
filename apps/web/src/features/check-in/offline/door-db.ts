import { decideAdmission, syncOutcomeOf, type TicketAtDoor } from '@app/shared';

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
  // Keyed by ticket (a scan queued before tickets had ids names the booking's first ticket, same id).
  const pending = new Map<string, string>();
  const byKey = new Map<string, string>();
  for (const scan of queued) {
    if (scan.eventId !== eventId) continue;
    const id = scan.ticketId ?? (scan.key ? undefined : scan.bookingId);
    if (id && !pending.has(id)) pending.set(id, scan.scannedAt);
    if (scan.key && !byKey.has(scan.key)) byKey.set(scan.key, scan.scannedAt);
  }
  const store = tx.objectStore(TICKETS);
  store.clear();
  for (const t of tickets) {
    store.put({
      key: t.key,
      bookingId: t.bookingId,
      ticketId: t.ticketId,
      reference: t.reference,
      fullName: t.fullName,
      checkedInAt: t.checkedInAt ?? pending.get(t.ticketId) ?? byKey.get(t.key) ?? null,
      ...(t.replacedKeys?.length ? { replacedKeys: t.replacedKeys } : {}),
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
 * Decides one scan on the device, in one transaction, by the server's own door rule
 * (`decideAdmission`, docs/api/check-in.md) on what the device knows: the door event's list holds its
 * Accepted tickets only, so a ticket found is of the door's event and Accepted, one not found is
 * unknown. Admitted: marked on the device and its scan queued; already admitted (here, or by the
 * server before the list was taken): a duplicate; anything else: invalid.
 */
export async function decideLocally(
  eventId: string,
  ticket: { key: string } | { ticketId: string },
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
    'key' in ticket ? tickets.get(ticket.key) : tickets.index('ticketId').get(ticket.ticketId),
  );
  // Not listed under this QR: it may be the QR a ticket had before its holder changed.
  const replaced =
    !found && 'key' in ticket
      ? await request<SnapshotTicket | undefined>(tickets.index('replacedKeys').get(ticket.key))
      : undefined;
  const decision = decideAdmission({
    ticket: found
      ? listedTicket(eventId, found)
      : replaced
        ? { ...listedTicket(eventId, replaced), reissued: true }
        : null,
    doorEventId: eventId,
    at: scan.scannedAt,
  });
  const outcome = syncOutcomeOf(decision);
  if (!found || outcome === 'invalid') {
    await finished;
    return decision.outcome === 'reissued' ? { outcome: 'invalid', reissued: true } : { outcome: 'invalid' };
  }
  const group = await groupOf(tickets, found.bookingId);
  if (outcome === 'duplicate') {
    await finished;
    return { outcome: 'duplicate', ticket: found, group };
  }
  const admitted: SnapshotTicket = { ...found, checkedInAt: scan.scannedAt };
  const queued: QueuedScan = {
    scanId: scan.scanId,
    eventId,
    ...('key' in ticket ? { key: ticket.key } : {}),
    bookingId: found.bookingId,
    ticketId: found.ticketId,
    scannedAt: scan.scannedAt,
  };
  tickets.put(admitted);
  tx.objectStore(QUEUE).put(queued);
  await finished;
  return {
    outcome: 'admitted',
    ticket: admitted,
    scan: queued,
    group: { ...group, checkedIn: group.checkedIn + 1 },
  };
}

/** A ticket of the door event's list as the door rule sees it: the list holds Accepted tickets only. */
function listedTicket(eventId: string, ticket: SnapshotTicket): TicketAtDoor {
  return {
    eventId,
    eventName: '',
    status: 'Accepted',
    // Read as before: any time at all is an admission (an empty one is none).
    checkedInAt: ticket.checkedInAt || null,
    checkedInBy: null,
  };
}

/** The booking's tickets on the device and how many are in, as read in the deciding transaction. */
async function groupOf(tickets: IDBObjectStore, bookingId: string): Promise<LocalGroup> {
  const all = await request<SnapshotTicket[]>(tickets.index('bookingId').getAll(bookingId));
  return { quantity: all.length, checkedIn: all.filter((t) => t.checkedInAt).length };
}

/** A booking's tickets on the device (the look-up offline lists every holder), the booker's first. */
export async function bookingTickets(eventId: string, bookingId: string): Promise<SnapshotTicket[]> {
  const db = await open();
  const tx = db.transaction([TICKETS, META], 'readonly');
  const meta = await request<MetaRecord | undefined>(tx.objectStore(META).get(META_KEY));
  if (meta?.eventId !== eventId) return [];
  const all = await request<SnapshotTicket[]>(tx.objectStore(TICKETS).index('bookingId').getAll(bookingId));
  // The booker's ticket has the booking's id (section 13).
  return all.sort((a, b) => Number(b.ticketId === bookingId) - Number(a.ticketId === bookingId));
}

/** Keeps the device's list in step with admissions (or undos) the server just confirmed. */
export async function markTicket(ticketIds: string | string[], checkedInAt: string | null): Promise<void> {
  const db = await open();
  const tx = db.transaction(TICKETS, 'readwrite');
  const finished = done(tx);
  const store = tx.objectStore(TICKETS);
  for (const ticketId of typeof ticketIds === 'string' ? [ticketIds] : ticketIds) {
    const found = await request<SnapshotTicket | undefined>(store.index('ticketId').get(ticketId));
    if (found) store.put({ ...found, checkedInAt });
  }
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
