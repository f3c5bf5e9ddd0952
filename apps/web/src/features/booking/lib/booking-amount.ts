import { type CodeCheck, discountedPrice, type TicketTypeDto } from '@app/shared';

/**
 * What the booking will cost, as the server will count it (docs/api/codes.md): each person's type's
 * price, less the code's discount on the types it applies to (never below 0). `typeIds` has one
 * entry per person, the booker's first; a person without a type yet counts nothing.
 */
export function bookingAmount(
  typeIds: (string | undefined)[],
  types: TicketTypeDto[],
  check: CodeCheck | null,
): { subtotal: number; discount: number; total: number } {
  const byId = new Map(types.map((type) => [type._id, type]));
  for (const type of check?.ticketTypes ?? []) byId.set(type._id, type);
  const applies = new Set(check?.ticketTypes.map((type) => type._id) ?? []);
  let subtotal = 0;
  let total = 0;
  for (const id of typeIds) {
    const type = id ? byId.get(id) : undefined;
    if (!type) continue;
    subtotal += type.price;
    total += check && applies.has(type._id) ? discountedPrice(type.price, check) : type.price;
  }
  const cents = (v: number) => Math.round(v * 100) / 100;
  return { subtotal: cents(subtotal), discount: cents(subtotal - total), total: cents(total) };
}

/** The types a person may pick: the public ones on sale, and the hidden ones the code unlocks. */
export function bookableTypes(types: TicketTypeDto[], check: CodeCheck | null): TicketTypeDto[] {
  const unlocked = (check?.ticketTypes ?? []).filter((type) => type.hidden && type.onSale);
  return [...types.filter((type) => !type.hidden && type.onSale && type.available > 0), ...unlocked];
}
