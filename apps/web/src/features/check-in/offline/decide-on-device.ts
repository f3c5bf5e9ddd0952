import { decideLocally, type LocalDecision } from './door-db';

/** Lowercase hex SHA-256 of the exact QR text: the snapshot's key (docs/api/check-in.md#snapshot). */
export async function ticketKey(qrText: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(qrText));
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The name of the performance measure each device decision leaves (read by the browser tests). */
export const DECISION_MEASURE = 'door:decide';

function newScan() {
  return { scanId: crypto.randomUUID(), scannedAt: new Date().toISOString() };
}

function measure(started: number) {
  try {
    performance.measure(DECISION_MEASURE, { start: started, end: performance.now() });
  } catch {
    // No User Timing (old browser): nothing to record.
  }
}

/**
 * Decides a scan without the server, from the door event's snapshot: a ticket of the event not yet
 * admitted is admitted here, marked on the device (so a second scan is refused) and queued for the
 * next sync; one already admitted is a duplicate; anything else is not on the list. The server
 * verifies `token.trim()`, and so does the device.
 */
export async function decideOnDevice(eventId: string, qrText: string): Promise<LocalDecision> {
  const started = performance.now();
  const key = await ticketKey(qrText.trim());
  const decision = await decideLocally(eventId, { key }, newScan());
  measure(started);
  return decision;
}

/**
 * An admission by look-up while offline: the same queue, one scan per ticket named. The decision is
 * the first ticket admitted (with every scan queued and the group's count after all of them); a
 * duplicate when each was already in.
 */
export async function admitOnDevice(eventId: string, ticketIds: string[]): Promise<LocalDecision> {
  const decisions: LocalDecision[] = [];
  for (const ticketId of ticketIds) decisions.push(await decideLocally(eventId, { ticketId }, newScan()));
  const admitted = decisions.filter((d) => d.outcome === 'admitted');
  const first = admitted[0];
  if (!first) return decisions[0] ?? { outcome: 'invalid' };
  const last = admitted[admitted.length - 1]!;
  return { ...first, group: last.group, scans: admitted.map((d) => d.scan) };
}
