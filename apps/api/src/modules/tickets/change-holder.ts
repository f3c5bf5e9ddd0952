import { AR_BOOKING_ERRORS, AR_BOOKINGS, AR_HOLDER, AR_TICKET, type TicketHolderBody } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { Conflict, isUniqueViolation, NotFound } from '../../lib/errors';
import { recordAccessIn } from '../audit';
import {
  bookingWithEvent,
  emailData,
  lockBookingRow,
  lockTicketOf,
  nationalIdHeldElsewhere,
  renameTicketHolder,
  ticketsOf,
} from '../bookings';
import { emailOf, enqueueEmail } from '../email';

const S = AR_HOLDER.server;
const HOUR_MS = 3_600_000;

/** The last moment a guest's ticket may get another holder: CHANGES_UNTIL_HOURS before its event. */
export function holderChangeUntil(config: Config, event: { date: Date }): Date {
  return new Date(event.date.getTime() - config.bookingClock.changesUntilHours * HOUR_MS);
}

/** Who asked: the booker (through their link) or a staff account; the access log says which. */
export type HolderChangeBy = { by: 'booker' | 'staff'; request: FastifyRequest };

/**
 * Names another holder for a guest's ticket (docs/api/ticket-transfer.md#the-rule): while its booking is
 * Pending or Accepted, before CHANGES_UNTIL_HOURS before the event and before the ticket is admitted;
 * never the booker's own ticket (position 0, the booking's name). The new holder follows a guest's
 * rules, one active ticket per national ID per event (the partial unique index is the last word, so
 * two changes at once cannot both take one ID). The ticket's QR version goes up: the old QR is
 * refused at the door. The booker is emailed the new ticket (once Accepted: before that no QR is
 * issued), and the change is recorded in the access log, all in one transaction.
 */
export async function changeTicketHolder(
  db: Db,
  config: Config,
  bookingId: string,
  ticketId: string,
  holder: TicketHolderBody,
  who: HolderChangeBy,
): Promise<void> {
  try {
    await db.transaction((tx) => changeIn(tx, config, bookingId, ticketId, holder, who));
  } catch (error) {
    if (isUniqueViolation(error, 'tickets_active_national_id_idx')) throw personHasTicket(holder);
    throw error;
  }
}

function personHasTicket(holder: TicketHolderBody): Conflict {
  return new Conflict(AR_BOOKING_ERRORS.personHasTicket(holder.fullName), 'nationalId');
}

async function changeIn(
  tx: Tx,
  config: Config,
  bookingId: string,
  ticketId: string,
  holder: TicketHolderBody,
  who: HolderChangeBy,
): Promise<void> {
  if (!(await lockBookingRow(tx, bookingId))) throw new NotFound(AR_BOOKINGS.bookingNotFound);
  const { booking, event } = await bookingWithEvent(tx, bookingId);
  const ticket = await lockTicketOf(tx, bookingId, ticketId);
  if (!ticket) throw new NotFound(AR_TICKET.server.ticketNotFound);
  if (booking.status !== 'Pending' && booking.status !== 'Accepted') throw new Conflict(S.notActive);
  if (Number(ticket.position) === 0) throw new Conflict(S.bookersOwn);
  if (ticket.checked_in_at !== null) throw new Conflict(S.admitted);
  if (Date.now() >= holderChangeUntil(config, event).getTime()) throw new Conflict(S.tooLate);

  if (await nationalIdHeldElsewhere(tx, event.id, holder.nationalId, ticketId)) throw personHasTicket(holder);
  await renameTicketHolder(tx, ticketId, holder);
  const position = Number(ticket.position);
  await recordAccessIn(tx, who.request, {
    action: 'ticket.holder-change',
    targetType: 'booking',
    targetId: bookingId,
    details: { ticketId, position: position + 1, by: who.by },
  });
  if (booking.status === 'Accepted' && booking.email) {
    const facts = emailData(booking, event, await ticketsOf(tx, bookingId));
    await enqueueEmail(
      tx,
      emailOf('ticket-holder-changed', facts.email, { ...facts, changedTicketId: ticketId }),
    );
  }
}
