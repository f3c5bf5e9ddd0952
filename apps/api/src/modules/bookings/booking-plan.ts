import { AR_CODES, AR_TYPES, type BookingRequest, discountedPrice } from '@app/shared';
import type { EventCodeRow, TicketTypeRow } from '../../db/schema';
import { BadRequest, Conflict } from '../../lib/errors';
import { codeAppliesTo, codeIsLive, codeUnlocks } from '../codes';
import { isOnSale } from '../ticket-types';

/**
 * What one booking request asks for, read under the event's lock (docs/api/ticket-types.md#booking,
 * docs/api/codes.md): each ticket's type and price after the code, the seats it needs of each type
 * and the code's uses; or why it cannot be had, whatever the seats left.
 */
export type BookingPlan = {
  tickets: { typeId: string; typeName: string; price: number; codeApplied: boolean }[];
  /** Seats needed per type id. */
  need: Map<string, number>;
  subtotal: number;
  discount: number;
  amount: number;
  code: EventCodeRow | null;
  codeUses: number;
};

/** The event's types and the codes the batch names (by their upper-case text), as locked. */
export type SaleState = { types: TicketTypeRow[]; codes: Map<string, EventCodeRow>; now: Date };

const cents = (value: number) => Math.round(value * 100) / 100;

export function planOf(request: BookingRequest, { types, codes, now }: SaleState): BookingPlan | Error {
  let code: EventCodeRow | null = null;
  if (request.code) {
    code = codes.get(request.code.toUpperCase()) ?? null;
    if (!code || !codeIsLive(code, now)) return new BadRequest(AR_CODES.invalid, 'code');
  }
  const byId = new Map(types.map((type) => [type.id, type]));
  // A hidden type is bookable only with a code that unlocks it.
  const visible = (type: TicketTypeRow) => !type.hidden || (code !== null && codeUnlocks(code, type));

  const typeFor = (id: string | undefined, path: string): TicketTypeRow | Error => {
    if (id === undefined) {
      const onSale = types.filter((type) => !type.hidden && isOnSale(type, now));
      if (onSale.length === 1) return onSale[0]!;
      if (onSale.length === 0) return new Conflict(AR_TYPES.typeNotOnSale, path);
      return new BadRequest(AR_TYPES.chooseType, path);
    }
    const type = byId.get(id);
    if (!type) return new BadRequest(AR_TYPES.typeUnknown, path);
    if (!visible(type) || !isOnSale(type, now)) return new Conflict(AR_TYPES.typeNotOnSale, path);
    return type;
  };

  const booker = typeFor(request.ticketTypeId, 'ticketTypeId');
  if (booker instanceof Error) return booker;
  const chosen: TicketTypeRow[] = [booker];
  for (const [i, guest] of (request.guests ?? []).entries()) {
    const type =
      guest.ticketTypeId === undefined ? booker : typeFor(guest.ticketTypeId, `guests.${i}.ticketTypeId`);
    if (type instanceof Error) return type;
    chosen.push(type);
  }

  const need = new Map<string, number>();
  for (const type of chosen) need.set(type.id, (need.get(type.id) ?? 0) + 1);
  for (const [id, count] of need) {
    const type = byId.get(id)!;
    if (count > type.maxPerBooking)
      return new BadRequest(AR_TYPES.tooManyOfType(type.name, type.maxPerBooking), 'guests');
  }

  const tickets = chosen.map((type) => {
    const codeApplied = code !== null && codeAppliesTo(code, type);
    const price = Number(type.price);
    return {
      typeId: type.id,
      typeName: type.name,
      price: codeApplied ? discountedPrice(price, code) : price,
      codeApplied,
    };
  });
  const codeUses = tickets.filter((t) => t.codeApplied).length;
  if (code && codeUses === 0) return new BadRequest(AR_CODES.notForType, 'code');
  const subtotal = cents(chosen.reduce((sum, type) => sum + Number(type.price), 0));
  const amount = cents(tickets.reduce((sum, t) => sum + t.price, 0));
  return { tickets, need, subtotal, discount: cents(subtotal - amount), amount, code, codeUses };
}
