import { AR_EVENTS } from '@app/shared';
import { CalendarX2, CircleSlash, TicketX } from 'lucide-react';
import { cn } from '../lib/cn';
import { SALES_STATE_LABEL, type SalesState } from '../lib/event-sales';

type Closed = Exclude<SalesState, 'open'>;

const STYLE: Record<Closed, string> = {
  cancelled: 'bg-red-50 text-red-900 ring-red-200',
  ended: 'bg-slate-100 text-slate-700 ring-slate-200',
  closed: 'bg-amber-50 text-amber-950 ring-amber-200',
};

const ICON = { cancelled: CircleSlash, ended: CalendarX2, closed: TicketX } as const;

/**
 * What an event that no longer sells shows in place of its booking action (docs/api/events.md#sales-close):
 * ended, sales closed, or cancelled with the agency's reason.
 */
export function SalesStateNotice({
  state,
  reason,
  className,
}: {
  state: Closed;
  reason?: string | null;
  className?: string;
}) {
  const Icon = ICON[state];
  return (
    <div
      role="status"
      data-testid="sales-state"
      data-state={state}
      className={cn('rounded-xl px-4 py-3 ring-1 ring-inset', STYLE[state], className)}
    >
      <p className="flex items-center gap-2 font-bold">
        <Icon aria-hidden className="size-5 shrink-0" />
        {SALES_STATE_LABEL[state]}
      </p>
      {state === 'cancelled' && reason && (
        <p className="mt-1 text-sm leading-relaxed">{AR_EVENTS.cancelledBecause(reason)}</p>
      )}
    </div>
  );
}

/** The card's corner label for an event that no longer sells (instead of the seats label). */
export function SalesStateBadge({ state }: { state: Closed }) {
  return (
    <span
      data-testid="sales-state"
      data-state={state}
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-bold ring-1 ring-inset',
        STYLE[state],
      )}
    >
      {SALES_STATE_LABEL[state]}
    </span>
  );
}
