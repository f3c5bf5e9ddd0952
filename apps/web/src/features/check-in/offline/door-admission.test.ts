import 'fake-indexeddb/auto';
import { createHash, randomUUID } from 'node:crypto';
import { ADMISSION_CASES, type AdmissionCase, OFFLINE_OUTCOMES } from '@app/shared/admission-cases';
import { beforeEach, describe, expect, it } from 'vitest';
import { admitOnDevice, decideOnDevice } from './decide-on-device';
import { queuedScans, replaceSnapshot, type SnapshotTicket, wipeDoorData } from './door-db';

/**
 * The door rule's table (packages/shared/src/admission-cases.ts) on the door's device: its own
 * decision (decideOnDevice for a scanned QR, admitOnDevice for a look-up) on IndexedDB, with only
 * what the device holds, the door event's list as the server makes it (its Accepted tickets, each
 * keyed by the SHA-256 of its QR text). Each outcome is heard as sync hears it: admitted, duplicate
 * or invalid.
 */
const DOOR_EVENT = randomUUID();
const ADMITTED_AT = '2026-05-01T17:02:00.000Z';

const keyOf = (qrText: string) => createHash('sha256').update(qrText, 'utf8').digest('hex');
const tokenOf = (ticketId: string) => `T1.${ticketId}.${randomUUID().replaceAll('-', '')}`;

type Built = { qr: string; ticketId: string };

/** The case's ticket, and the device's list with it when the server's list would hold it. */
async function build(c: AdmissionCase): Promise<Built> {
  const bookingId = randomUUID();
  const booker: SnapshotTicket = {
    key: keyOf(tokenOf(bookingId)),
    bookingId,
    ticketId: bookingId,
    reference: 'K7M2Q9P',
    fullName: 'أحمد محمد',
    checkedInAt: null,
  };
  const ticketId = randomUUID();
  const built = { qr: c.ticket === 'invalid-token' ? 'not a ticket' : tokenOf(ticketId), ticketId };
  const list = [booker];
  if (typeof c.ticket === 'object' && c.ticket?.event === 'door' && c.ticket.status === 'Accepted') {
    list.push({
      ...booker,
      // A ticket that changed hands is listed under its new QR, the scanned one among those replaced.
      key: keyOf(c.ticket.reissued ? tokenOf(ticketId) : built.qr),
      ...(c.ticket.reissued ? { replacedKeys: [keyOf(built.qr)] } : {}),
      ticketId,
      fullName: 'سارة علي',
      checkedInAt: c.ticket.admitted ? ADMITTED_AT : null,
    });
  }
  await replaceSnapshot(DOOR_EVENT, new Date().toISOString(), list);
  return built;
}

async function expectDecision(
  c: AdmissionCase,
  built: Built,
  decision: Awaited<ReturnType<typeof decideOnDevice>>,
) {
  expect(decision.outcome).toBe(OFFLINE_OUTCOMES[c.expected]);
  const queued = await queuedScans();
  if (decision.outcome === 'admitted') {
    expect(decision.ticket.ticketId).toBe(built.ticketId);
    expect(queued.map((scan) => scan.ticketId)).toEqual([built.ticketId]);
    expect(decision.group).toEqual({ quantity: 2, checkedIn: 1 });
    return;
  }
  if (decision.outcome === 'duplicate') {
    expect(decision.ticket).toMatchObject({ ticketId: built.ticketId, checkedInAt: ADMITTED_AT });
  }
  expect(queued).toEqual([]);
}

// The device always works at its door's event.
const atTheDoor = ADMISSION_CASES.filter((c) => c.doorEvent);

describe('the door rule on the device, a scanned QR', () => {
  beforeEach(wipeDoorData);

  it.each(atTheDoor)('$name: $expected', async (c) => {
    const built = await build(c);
    const decision = await decideOnDevice(DOOR_EVENT, built.qr);
    await expectDecision(c, built, decision);
    // The device says why an earlier holder's QR does not admit, as the server does.
    expect(decision.outcome === 'invalid' && decision.reissued === true).toBe(c.expected === 'reissued');
  });

  it('admits once: the same QR again is a duplicate, and only the first is queued', async () => {
    const admit = atTheDoor.find((c) => c.expected === 'admit')!;
    const built = await build(admit);
    expect((await decideOnDevice(DOOR_EVENT, built.qr)).outcome).toBe('admitted');
    expect((await decideOnDevice(DOOR_EVENT, built.qr)).outcome).toBe('duplicate');
    expect(await queuedScans()).toHaveLength(1);
  });
});

describe('the door rule on the device, a look-up', () => {
  beforeEach(wipeDoorData);

  // A look-up names a ticket, never a token.
  const cases = atTheDoor.filter(
    (c) => c.ticket !== 'invalid-token' && !(typeof c.ticket === 'object' && c.ticket?.reissued),
  );
  it.each(cases)('$name: $expected', async (c) => {
    const built = await build(c);
    await expectDecision(c, built, await admitOnDevice(DOOR_EVENT, [built.ticketId]));
  });
});
