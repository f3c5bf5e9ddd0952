import { AR_TYPES_UI, type TicketTypeDto } from '@app/shared';
import { SelectField } from '../../../components/ui/select';
import { formatPrice } from '../../../lib/format';

/** The options of a person's type: its name and price (docs/api/ticket-types.md). */
export function typeOptions(types: TicketTypeDto[]) {
  return types.map((type) => ({ value: type._id, label: `${type.name} · ${formatPrice(type.price)}` }));
}

/** The booking's amount, live: the subtotal, the code's discount and what is owed (docs/api/codes.md). */
export function AmountSummary({
  subtotal,
  discount,
  total,
}: {
  subtotal: number;
  discount: number;
  total: number;
}) {
  return (
    <dl
      className="grid gap-1 rounded-xl bg-brand-50 px-4 py-3 text-ink-900"
      aria-live="polite"
      data-testid="booking-amount"
    >
      {discount > 0 && (
        <>
          <div className="flex justify-between text-sm text-slate-700">
            <dt>{AR_TYPES_UI.subtotal}</dt>
            <dd>{formatPrice(subtotal)}</dd>
          </div>
          <div className="flex justify-between text-sm text-emerald-800">
            <dt>{AR_TYPES_UI.discount}</dt>
            <dd>− {formatPrice(discount)}</dd>
          </div>
        </>
      )}
      <div className="flex justify-between text-lg font-extrabold">
        <dt>{AR_TYPES_UI.total}</dt>
        <dd>{formatPrice(total)}</dd>
      </div>
    </dl>
  );
}

export { SelectField as TypeSelect };
