import type { Tx } from '../../db/client';
import { settleSeats } from '../bookings';

/**
 * `seatsReturned`'s subscriber (app.ts, docs/architecture.md#side-effects-by-events): seats that came
 * back to an event, kept in their types' reserve, are offered to those waiting for each type in
 * joining order, in the transition's transaction (offer and email commit with it); what nobody waiting
 * can use goes to the public (docs/api/waitlist.md#offers).
 */
export async function offerReturnedSeats({ tx, eventId }: { tx: Tx; eventId: string }): Promise<void> {
  await settleSeats(tx, eventId);
}
