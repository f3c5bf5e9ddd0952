import { AR_PRIVACY, type PrivacyEraseDto, type PrivacySearchDto } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { Conflict } from '../../lib/errors';
import { personHash, recordAccessIn } from '../audit/access-log';
import { personKey } from './person-key';
import {
  deleteContactRequests,
  eraseBookings,
  eraseTicketIds,
  eraseWaitlistContacts,
  findBookings,
  findContactRequests,
  findTickets,
  findWaitlistEntries,
  type PersonKey,
} from './personal-data';

const iso = (value: Date | string) => new Date(value).toISOString();

function eventOf(row: {
  event_id: string;
  event_name: string;
  event_date: Date | string;
  event_cancelled: boolean;
}) {
  return {
    _id: row.event_id,
    name: row.event_name,
    date: iso(row.event_date),
    cancelled: row.event_cancelled,
  };
}

async function findPerson(tx: Tx, key: PersonKey) {
  const [bookings, tickets, contacts, waitlist] = [
    await findBookings(tx, key),
    await findTickets(tx, key),
    await findContactRequests(tx, key),
    await findWaitlistEntries(tx, key),
  ];
  return { bookings, tickets, contacts, waitlist };
}

type Found = Awaited<ReturnType<typeof findPerson>>;

/** An active booking or ticket of an event to come: the person's data is still in use. */
const blocked = (found: Found) => found.bookings.some((b) => b.in_use) || found.tickets.some((t) => t.in_use);

function toSearchDto(found: Found): PrivacySearchDto {
  return {
    blocked: blocked(found),
    bookings: found.bookings.map((b) => ({
      _id: b.id,
      reference: b.reference,
      fullName: b.full_name,
      status: b.status,
      event: eventOf(b),
      createdAt: iso(b.created_at),
      erasedAt: b.erased_at === null ? null : iso(b.erased_at),
      inUse: b.in_use,
    })),
    tickets: found.tickets.map((t) => ({
      _id: t.id,
      bookingId: t.booking_id,
      reference: t.reference,
      fullName: t.full_name,
      event: eventOf(t),
      inUse: t.in_use,
    })),
    waitlist: found.waitlist.map((w) => ({
      _id: w.id,
      fullName: w.full_name,
      status: w.status,
      event: eventOf(w),
      createdAt: iso(w.created_at),
      inUse: w.in_use,
    })),
    contactRequests: found.contacts.map((c) => ({
      _id: c.id,
      fullName: c.full_name,
      requestType: c.request_type,
      status: c.status,
      createdAt: iso(c.created_at),
    })),
  };
}

/** The access log's record of a privacy request: the keyed hash of the key, and the ids it reached. */
function subject(secret: string, key: PersonKey) {
  return { targetType: 'person' as const, targetId: personHash(secret, `${key.kind}:${key.value}`) };
}

/** GET /api/privacy/search: what is held about the person, with the look-up recorded in the same transaction. */
export async function searchPerson(
  db: Db,
  secret: string,
  request: FastifyRequest,
  q: string,
): Promise<PrivacySearchDto> {
  const key = personKey(q);
  return db.transaction(async (tx) => {
    const found = await findPerson(tx, key);
    await recordAccessIn(tx, request, {
      action: 'privacy.search',
      ...subject(secret, key),
      details: {
        by: key.kind,
        bookingIds: found.bookings.map((b) => b.id),
        ticketIds: found.tickets.map((t) => t.id),
        contactRequestIds: found.contacts.map((c) => c.id),
        waitlistEntryIds: found.waitlist.map((w) => w.id),
      },
    });
    return toSearchDto(found);
  });
}

/**
 * POST /api/privacy/erase: erases the person's data everywhere it is past use (bookings of past or
 * cancelled events and their other inactive ones, their tickets' national IDs, contact requests,
 * waiting-list contacts no longer waiting). Refused (409) while they hold an active booking or
 * ticket of an event to come: cancel it first. The erasure and its log entry commit together.
 */
export async function erasePerson(
  db: Db,
  secret: string,
  request: FastifyRequest,
  q: string,
): Promise<PrivacyEraseDto> {
  const key = personKey(q);
  return db.transaction(async (tx) => {
    const found = await findPerson(tx, key);
    if (blocked(found)) throw new Conflict(AR_PRIVACY.privacy.activeBooking);
    const bookings = await eraseBookings(
      tx,
      found.bookings.map((b) => b.id),
    );
    // Their tickets in other people's bookings: only the national ID is theirs.
    const tickets = found.tickets.map((t) => t.id);
    await eraseTicketIds(tx, tickets);
    const contactRequests = found.contacts.map((c) => c.id);
    await deleteContactRequests(tx, contactRequests);
    const waitlistEntries = await eraseWaitlistContacts(
      tx,
      found.waitlist.filter((w) => !w.in_use).map((w) => w.id),
    );
    const erased = { bookings, tickets, contactRequests, waitlistEntries };
    await recordAccessIn(tx, request, {
      action: 'privacy.erase',
      ...subject(secret, key),
      details: { by: key.kind, ...erased },
    });
    return erased;
  });
}
