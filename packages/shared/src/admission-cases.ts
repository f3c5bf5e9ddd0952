import type { AdmissionInput, AdmissionOutcome } from './admission';
import type { BookingStatus } from './schemas/bookings';
import type { SyncOutcome } from './schemas/check-in';

/**
 * The door rule's cases, each listed once (docs/api/check-in.md). One table, run against the rule
 * itself (admission.test.ts), the server's three ways in (apps/api .../admission-table.test.ts) and
 * the door device's decision (apps/web .../door-admission.test.ts): each builds the world a case
 * describes its own way and checks the outcome in its own words.
 */
export type AdmissionCase = {
  name: string;
  /**
   * What was scanned: a ticket (of the door's event or another, its booking's status, admitted or
   * not, scanned with a replaced token), a genuine token of no ticket (`null`), or a text that is no
   * ticket token.
   */
  ticket:
    | { event: 'door' | 'other'; status: BookingStatus; admitted: boolean; reissued?: boolean }
    | null
    | 'invalid-token';
  /** Whether the door names its event (sync and the device always do). */
  doorEvent: boolean;
  expected: AdmissionOutcome;
};

const ticket = (
  status: BookingStatus,
  more: { event?: 'door' | 'other'; admitted?: boolean; reissued?: boolean } = {},
) => ({ event: more.event ?? 'door', status, admitted: more.admitted ?? false, reissued: more.reissued });

export const ADMISSION_CASES: AdmissionCase[] = [
  { name: 'an Accepted ticket not yet in', ticket: ticket('Accepted'), doorEvent: true, expected: 'admit' },
  {
    name: 'an Accepted ticket at a door that names no event',
    ticket: ticket('Accepted', { event: 'other' }),
    doorEvent: false,
    expected: 'admit',
  },
  {
    name: 'a text that is no ticket token',
    ticket: 'invalid-token',
    doorEvent: true,
    expected: 'invalid-token',
  },
  { name: 'a genuine token of no ticket', ticket: null, doorEvent: true, expected: 'unknown' },
  {
    name: 'an old token of a ticket that changed hands',
    ticket: ticket('Accepted', { reissued: true }),
    doorEvent: true,
    expected: 'reissued',
  },
  {
    name: "another event's ticket",
    ticket: ticket('Accepted', { event: 'other' }),
    doorEvent: true,
    expected: 'other-event',
  },
  {
    name: "another event's cancelled ticket (the event is said first)",
    ticket: ticket('Cancelled', { event: 'other' }),
    doorEvent: true,
    expected: 'other-event',
  },
  { name: 'a Pending booking', ticket: ticket('Pending'), doorEvent: true, expected: 'not-confirmed' },
  {
    name: 'a Pending booking at a door that names no event',
    ticket: ticket('Pending'),
    doorEvent: false,
    expected: 'not-confirmed',
  },
  { name: 'a Rejected booking', ticket: ticket('Rejected'), doorEvent: true, expected: 'cancelled' },
  { name: 'a Cancelled booking', ticket: ticket('Cancelled'), doorEvent: true, expected: 'cancelled' },
  {
    name: 'a booking cancelled after its ticket was admitted (the status is said first)',
    ticket: ticket('Cancelled', { admitted: true }),
    doorEvent: true,
    expected: 'cancelled',
  },
  {
    name: 'a ticket already admitted',
    ticket: ticket('Accepted', { admitted: true }),
    doorEvent: true,
    expected: 'already-admitted',
  },
  {
    name: 'a ticket already admitted, at a door that names no event',
    ticket: ticket('Accepted', { admitted: true }),
    doorEvent: false,
    expected: 'already-admitted',
  },
];

/** How an offline scan (sync, the device) hears each outcome, as docs/api/check-in.md says. */
export const OFFLINE_OUTCOMES: Record<AdmissionOutcome, SyncOutcome> = {
  admit: 'admitted',
  'already-admitted': 'duplicate',
  'invalid-token': 'invalid',
  unknown: 'invalid',
  reissued: 'invalid',
  'other-event': 'invalid',
  cancelled: 'invalid',
  'not-confirmed': 'invalid',
};

/** The ids, names and times a way in gives a case when it builds its world. */
export type AdmissionWorld = {
  doorEvent: { id: string; name: string };
  otherEvent: { id: string; name: string };
  /** The earlier admission of a ticket the case says is admitted. */
  admission: { at: string; by: { username: string } };
  at: string;
};

/** A case as the rule's input, in a given world. */
export function admissionInputOf(c: AdmissionCase, world: AdmissionWorld): AdmissionInput {
  const doorEventId = c.doorEvent ? world.doorEvent.id : undefined;
  if (c.ticket === null || c.ticket === 'invalid-token')
    return { ticket: c.ticket, doorEventId, at: world.at };
  const event = c.ticket.event === 'door' ? world.doorEvent : world.otherEvent;
  return {
    ticket: {
      eventId: event.id,
      eventName: event.name,
      status: c.ticket.status,
      checkedInAt: c.ticket.admitted ? world.admission.at : null,
      checkedInBy: c.ticket.admitted ? world.admission.by : null,
      reissued: c.ticket.reissued,
    },
    doorEventId,
    at: world.at,
  };
}
