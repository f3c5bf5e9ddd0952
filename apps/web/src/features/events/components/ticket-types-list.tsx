import { AR_TYPES_UI, type TicketTypeDto } from '@app/shared';
import { formatDateTime, formatTicketPrice } from '../../../lib/format';
import { AvailabilityBadge } from './availability-badge';

/**
 * The event's public types (docs/api/ticket-types.md#elsewhere): each with its price, what is left
 * (the event's labels, per type) and the end of an early price ('حتى ...'); a sold-out or ended type
 * stays listed as such.
 */
export function TicketTypesList({ types }: { types: TicketTypeDto[] }) {
  return (
    <section aria-labelledby="ticket-types-title" className="grid gap-3">
      <h2 id="ticket-types-title" className="text-lg font-extrabold">
        {AR_TYPES_UI.typesTitle}
      </h2>
      <ul className="grid gap-2" data-testid="ticket-types">
        {types.map((type) => (
          <li
            key={type._id}
            className={`flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3 sm:p-4 ${type.onSale ? 'bg-white' : 'bg-slate-50 text-slate-500'}`}
          >
            <div className="min-w-0">
              <p className="text-base font-bold break-words">{type.name}</p>
              {type.description && <p className="text-sm text-slate-600">{type.description}</p>}
              {type.onSale && type.salesEnd && (
                <p className="text-xs font-semibold text-amber-800">
                  {AR_TYPES_UI.until(formatDateTime(type.salesEnd))}
                </p>
              )}
            </div>
            <div className="flex items-center gap-3">
              {type.onSale ? (
                <AvailabilityBadge availableSeats={type.available} totalSeats={type.quantity} />
              ) : (
                <span className="rounded-full bg-slate-200 px-3 py-1 text-xs font-bold">
                  {AR_TYPES_UI.notOnSale}
                </span>
              )}
              <span className="text-lg font-extrabold">{formatTicketPrice(type.price)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
