import { decideAdmission, syncOutcomeOf, type TicketAtDoor } from '@app/shared';
import {
  done,
  type LocalDecision,
  type LocalGroup,
  META,
  META_KEY,
  type MetaRecord,
  open,
  QUEUE,
  type QueuedScan,
  request,
  type SnapshotInfo,
  type SnapshotTicket,
  TICKETS,
} from './door-idb';

/**
 * The door's decisions and queue on the device, on the store of door-idb.ts (which the snapshot
 * worker loads alone: it holds nothing of the shared package).
 */
export * from './door-idb';

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
