import { AVAILABILITY_LABEL, AVAILABILITY_STYLE, availabilityOf } from '../lib/availability';

export function AvailabilityBadge({
  availableSeats,
  totalSeats,
}: {
  availableSeats: number;
  totalSeats: number;
}) {
  const availability = availabilityOf(availableSeats, totalSeats);
  return (
    <span
      data-testid="availability"
      data-availability={availability}
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-bold ${AVAILABILITY_STYLE[availability]}`}
    >
      {AVAILABILITY_LABEL[availability]}
    </span>
  );
}
