import { AR_EVENTS, LIMITS } from '@app/shared';

export type Availability = 'soldOut' | 'limited' | 'hurry' | 'available';

/** docs/product.md#states: the label a public card shows for the seats left (totalSeats defaults to 100). */
export function availabilityOf(availableSeats: number, totalSeats: number | null | undefined): Availability {
  const total = totalSeats && totalSeats > 0 ? totalSeats : LIMITS.defaultTotalSeats;
  if (availableSeats <= 0) return 'soldOut';
  const ratio = availableSeats / total;
  if (ratio < LIMITS.seatsLimitedRatio) return 'limited';
  if (ratio < LIMITS.seatsHurryRatio) return 'hurry';
  return 'available';
}

export const AVAILABILITY_LABEL: Record<Availability, string> = {
  soldOut: AR_EVENTS.soldOut,
  limited: AR_EVENTS.limited,
  hurry: AR_EVENTS.hurry,
  available: AR_EVENTS.available,
};

export const AVAILABILITY_STYLE: Record<Availability, string> = {
  soldOut: 'bg-slate-200 text-slate-700',
  limited: 'bg-red-100 text-red-800',
  hurry: 'bg-amber-100 text-amber-900',
  available: 'bg-emerald-100 text-emerald-800',
};
