import {
  AR_PRIVACY,
  arabicDigits,
  mailboxKey,
  type PrivacyEraseDto,
  type PrivacySearchDto,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { Conflict } from '../../lib/errors';
import { type PersonKey, personHash, personKey, recordAccessIn } from '../audit';
import { type ErasedEmail, eraseEmails, removeEmlFiles } from '../email';
import { findEmails } from './email-data';
import { eraseRefunds, eraseTransfers, findRefunds, findTransfers } from './payment-data';
import {
  deleteContactRequests,
  eraseBookings,
  eraseTicketIds,
  eraseWaitlistContacts,
  findBookings,
  findContactRequests,
  findTickets,
  findWaitlistEntries,
  phoneKey,
} from './personal-data';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

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

/**
 * Everything held about the person (docs/api/privacy.md; docs/api/privacy.md): the records found by
 * the key, then what those records tell of them (their other addresses and numbers, their bookings'
 * and entries' ids) leads to the payment desk's records and the emails.
 */
async function findPerson(tx: Tx, key: PersonKey) {
  const bookings = await findBookings(tx, key);
  const tickets = await findTickets(tx, key);
  const contacts = await findContactRequests(tx, key);
  const waitlist = await findWaitlistEntries(tx, key);
  const addresses = unique([
    ...bookings.map((b) => b.email),
    ...waitlist.map((w) => w.email),
    ...contacts.map((c) => c.email),
  ]).map((address) => address.toLowerCase());
  const phones = unique([
    key.kind === 'phone' ? phoneKey(key.value) : null,
    ...bookings.flatMap((b) => [phoneKey(b.payment_number), phoneKey(b.proof_sender_number)]),
    ...waitlist.map((w) => phoneKey(w.phone)),
    ...contacts.map((c) => phoneKey(c.phone)),
  ]);
  const bookingIds = bookings.map((b) => b.id);
  const transfers = await findTransfers(tx, { bookingIds, phones });
  const refunds = await findRefunds(tx, { bookingIds, phones });
  const emails = await findEmails(tx, {
    mailboxes: unique([key.kind === 'email' ? key.value : null, ...addresses.map(mailboxKey)]),
    needles: [
      ...addresses,
      ...(key.kind === 'nationalId' ? [key.value] : []),
      // The digits as emails may write them too (Arabic-Indic).
      ...phones.flatMap((phone) => [phone, arabicDigits(phone)]),
      ...bookingIds,
      ...waitlist.map((w) => w.id),
    ],
  });
  return { bookings, tickets, contacts, waitlist, transfers, refunds, emails };
}

type Found = Awaited<ReturnType<typeof findPerson>>;

/** An active booking or ticket of an event to come: the person's data is still in use. */
const activeBooking = (found: Found) =>
  found.bookings.some((b) => b.in_use) || found.tickets.some((t) => t.in_use);
/** A refund still Due needs its number: the money goes there first. */
const refundDue = (found: Found) => found.refunds.some((r) => r.status === 'Due');

function toSearchDto(found: Found): PrivacySearchDto {
  return {
    blocked: activeBooking(found) || refundDue(found),
    bookings: found.bookings.map((b) => ({
      _id: b.id,
      reference: b.reference,
      fullName: b.full_name,
      status: b.status,
      event: eventOf(b),
      createdAt: iso(b.created_at),
      erasedAt: isoOrNull(b.erased_at),
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
    transfers: found.transfers.map((t) => ({
      _id: t.id,
      method: t.method,
      amount: t.amount === null ? null : Number(t.amount),
      receivedAt: iso(t.received_at),
      bookingId: t.booking_id,
    })),
    refunds: found.refunds.map((r) => ({
      _id: r.id,
      bookingId: r.booking_id,
      reference: r.reference,
      amount: Number(r.amount),
      status: r.status,
      createdAt: iso(r.created_at),
      inUse: r.status === 'Due',
    })),
    emails: found.emails.map((e) => ({
      _id: e.id,
      kind: e.kind,
      subject: e.subject,
      state: e.sent_at !== null ? 'sent' : e.failed_at !== null ? 'failed' : 'pending',
      createdAt: iso(e.created_at),
      sentAt: isoOrNull(e.sent_at),
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
        transferIds: found.transfers.map((t) => t.id),
        refundIds: found.refunds.map((r) => r.id),
        emailIds: found.emails.map((e) => e.id),
      },
    });
    return toSearchDto(found);
  });
}

/**
 * POST /api/privacy/erase: erases the person's data everywhere it is past use (bookings of past or
 * cancelled events and their other inactive ones, their tickets' national IDs, contact requests,
 * waiting-list contacts no longer waiting, their transfers' and refunds' numbers, names and texts,
 * and their emails). Refused (409) while they hold an active booking or ticket of an event to come
 * (cancel it first) or a refund still Due (send it first). The erasure and its log entry commit
 * together; the emails' files (no SMTP_URL) go once it has.
 */
export async function erasePerson(
  db: Db,
  config: { jwtSecret: string; dataDir: string },
  request: FastifyRequest,
  q: string,
): Promise<PrivacyEraseDto> {
  const key = personKey(q);
  let emails: ErasedEmail[] = [];
  const erased = await db.transaction(async (tx) => {
    const found = await findPerson(tx, key);
    if (activeBooking(found)) throw new Conflict(AR_PRIVACY.privacy.activeBooking);
    if (refundDue(found)) throw new Conflict(AR_PRIVACY.privacy.refundDue);
    const bookings = await eraseBookings(
      tx,
      found.bookings.map((b) => b.id),
    );
    // Their tickets in other people's bookings: only the national ID is theirs.
    const tickets = found.tickets.map((t) => t.id);
    await eraseTicketIds(tx, tickets);
    const contactRequests = found.contacts.map((c) => c.id);
    await deleteContactRequests(tx, contactRequests);
    const stillWaiting = found.waitlist.some((w) => w.in_use);
    const waitlistEntries = await eraseWaitlistContacts(
      tx,
      found.waitlist.filter((w) => !w.in_use).map((w) => w.id),
    );
    const transfers = await eraseTransfers(
      tx,
      found.transfers.map((t) => t.id),
    );
    const refunds = await eraseRefunds(
      tx,
      found.refunds.map((r) => r.id),
    );
    // One still waiting for seats keeps the emails not yet sent to them (an offer on its way).
    emails = await eraseEmails(
      tx,
      found.emails.map((e) => e.id),
      { dropUnsent: !stillWaiting },
    );
    const result = {
      bookings,
      tickets,
      contactRequests,
      waitlistEntries,
      transfers,
      refunds,
      emails: emails.map((e) => e.id),
    };
    await recordAccessIn(tx, request, {
      action: 'privacy.erase',
      ...subject(config.jwtSecret, key),
      details: { by: key.kind, ...result },
    });
    return result;
  });
  await removeEmlFiles(config.dataDir, emails);
  return erased;
}
