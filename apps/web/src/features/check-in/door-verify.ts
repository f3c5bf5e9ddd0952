import { AR_CHECK_IN, AR_DOOR } from '@app/shared';
import { admitBooking, verifyQrCode } from './api/verify-qr';
import type { DoorEvent } from './door-event';
import { admitOnDevice, decideOnDevice } from './offline/decide-on-device';
import { dropScans, type LocalDecision, markTicket } from './offline/door-db';
import { door } from './offline/door-runtime';
import type { VerifyOutcome } from './verify-response';

/** docs/api/check-in.md#the-door: a verification slower than this is decided on the device. */
export const SLOW_VERIFY_MS = 2_000;
/** A request still unanswered after this is given up (the device's decision stands). */
const GIVE_UP_MS = 15_000;

const isNoAnswer = (outcome: VerifyOutcome) => outcome.kind === 'error' && outcome.status === 0;

/** What the screen shows for a decision made on the device. */
export function deviceOutcome(decision: LocalDecision, event: DoorEvent): VerifyOutcome {
  const refused = (message: string, extra: Partial<Extract<VerifyOutcome, { kind: 'error' }>> = {}) =>
    ({
      kind: 'error',
      status: 400,
      message,
      redirectToLogin: false,
      decidedOnDevice: true,
      ...extra,
    }) as const;
  switch (decision.outcome) {
    case 'admitted':
      return {
        kind: 'success',
        decidedOnDevice: true,
        booking: {
          _id: decision.ticket.bookingId,
          ticketId: decision.ticket.ticketId,
          fullName: decision.ticket.fullName,
          reference: decision.ticket.reference,
          checkedInAt: decision.ticket.checkedInAt,
          event: { _id: event.id, name: event.name },
          ticket: { _id: decision.ticket.ticketId, fullName: decision.ticket.fullName },
          group: decision.group,
          ...(decision.scans ? { admitted: decision.scans.flatMap((scan) => scan.ticketId ?? []) } : {}),
        },
      };
    case 'duplicate':
      return refused(AR_CHECK_IN.alreadyCheckedIn, {
        checkedIn: { at: decision.ticket.checkedInAt, by: null },
        warning: true,
        holder: decision.ticket.fullName,
        group: decision.group,
      });
    case 'invalid':
      // An earlier holder's QR: the same words as the server's (docs/api/ticket-transfer.md).
      return refused(decision.reissued ? AR_CHECK_IN.serverReissued : AR_DOOR.offlineNotOnList);
    default:
      return refused(AR_DOOR.offlineNoList);
  }
}

type Admission = {
  event: DoorEvent;
  /** The server's verification (a scan or a look-up admission). */
  server: (signal: AbortSignal) => Promise<VerifyOutcome>;
  /** The same decision from the device's list. */
  local: () => Promise<LocalDecision>;
  /** The server's answer arriving after the device decided (the screen may still show the result). */
  onLateAnswer?: (outcome: VerifyOutcome) => void;
};

/** After the server answered: keep the device's list in step and note that the server is reachable. */
function serverAnswered(outcome: VerifyOutcome) {
  door.reportNetwork(true);
  if (outcome.kind === 'success') {
    // Every ticket the server admitted now (a look-up may admit several), else the one scanned.
    const admitted = outcome.booking.admitted ?? (outcome.booking.ticketId ? [outcome.booking.ticketId] : []);
    void markTicket(admitted, outcome.booking.checkedInAt ?? new Date().toISOString()).catch(() => undefined);
  }
}

/**
 * One admission at the door (docs/api/check-in.md#the-admission-rule). Offline (the browser says so, or the last
 * call failed on the network) the device decides at once. Online the server decides, unless its
 * answer fails on the network or takes over 2 s: then the device decides, and a late answer is
 * reconciled (an admission the server confirmed leaves the queue, so sync reports no false duplicate).
 */
async function admitAtDoor({ event, server, local, onLateAnswer }: Admission): Promise<VerifyOutcome> {
  const decideHere = async () => {
    const decision = await local();
    if (decision.outcome === 'admitted') void door.refreshQueue();
    return decision;
  };
  if (!door.isOnline()) return deviceOutcome(await decideHere(), event);

  const controller = new AbortController();
  const giveUp = setTimeout(() => controller.abort(), GIVE_UP_MS);
  const answer = server(controller.signal).finally(() => clearTimeout(giveUp));
  const slow = Symbol('slow');
  const first = await Promise.race([
    answer,
    new Promise<typeof slow>((resolve) => setTimeout(() => resolve(slow), SLOW_VERIFY_MS)),
  ]);
  if (first !== slow) {
    if (!isNoAnswer(first)) {
      serverAnswered(first);
      return first;
    }
    door.reportNetwork(false);
    return deviceOutcome(await decideHere(), event);
  }

  const decision = await decideHere();
  if (decision.outcome === 'no-snapshot') {
    // Nothing on the device to decide with: the server's answer is all there is.
    const late = await answer;
    if (isNoAnswer(late)) {
      door.reportNetwork(false);
      return deviceOutcome(decision, event);
    }
    serverAnswered(late);
    return late;
  }
  const scanIds =
    decision.outcome === 'admitted' ? (decision.scans ?? [decision.scan]).map((scan) => scan.scanId) : [];
  for (const scanId of scanIds) door.held.add(scanId);
  void answer
    .then(async (late) => {
      if (isNoAnswer(late)) {
        door.reportNetwork(false);
        return;
      }
      if (late.kind === 'success') await dropScans(scanIds);
      serverAnswered(late);
      onLateAnswer?.(late);
    })
    .catch(() => undefined)
    .finally(() => {
      for (const scanId of scanIds) door.held.delete(scanId);
      void door.refreshQueue();
    });
  return deviceOutcome(decision, event);
}

/**
 * A scanned QR code at the door of `event`; with no door event, docs/product.md's online verification of any
 * event's ticket (nothing on the device to decide with).
 */
export function verifyAtDoor(
  code: string,
  event: DoorEvent | null,
  onLateAnswer?: Admission['onLateAnswer'],
): Promise<VerifyOutcome> {
  if (!event) return verifyQrCode(code);
  return admitAtDoor({
    event,
    server: (signal) => verifyQrCode(code, event.id, signal),
    local: () => decideOnDevice(event.id, code),
    onLateAnswer,
  });
}

/**
 * An admission from the look-up list, after the ID cards were compared: the named tickets of the
 * booking (all or some of a group's, docs/api/check-in.md#groups-at-the-door).
 */
export function admitFromList(bookingId: string, ticketIds: string[], event: DoorEvent) {
  return admitAtDoor({
    event,
    server: (signal) => admitBooking(bookingId, event.id, ticketIds, signal),
    local: () => admitOnDevice(event.id, ticketIds),
  });
}
