import { AR_BOOKINGS } from '@app/shared';
import { type KeyboardEvent, useRef } from 'react';
import { cn } from '../../../lib/cn';
import type { DeskStatus } from '../api/get-bookings';
import { DESK_STATUSES } from '../lib/use-bookings-params';

const D = AR_BOOKINGS.desk;

export const STATUS_TAB_LABEL: Record<DeskStatus, string> = {
  Pending: D.tabPending,
  Accepted: D.tabAccepted,
  Rejected: D.tabRejected,
  Cancelled: D.tabCancelled,
  all: D.tabAll,
};

/** Which bookings the desk lists: the pending queue first, the other statuses a tap away. */
export function StatusTabs({
  value,
  onChange,
  controls,
}: {
  value: DeskStatus;
  onChange: (status: DeskStatus) => void;
  /** The id of the list the tabs filter. */
  controls: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // Arrow keys move between the tabs (and choose), as a tab list does.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowLeft: 1, ArrowRight: -1, Home: -index, End: DESK_STATUSES.length - 1 - index }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    // The page is right-to-left: the left arrow goes to the next tab.
    const next = (index + step + DESK_STATUSES.length) % DESK_STATUSES.length;
    refs.current[next]?.focus();
    onChange(DESK_STATUSES[next]!);
  };
  return (
    <div
      role="tablist"
      aria-label={D.statusFilter}
      className="mb-4 flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
    >
      {DESK_STATUSES.map((status, index) => {
        const selected = status === value;
        return (
          <button
            key={status}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(status)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'h-9 flex-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
              selected ? 'bg-white text-ink-900 shadow-sm' : 'text-slate-600 hover:bg-white/60',
            )}
          >
            {STATUS_TAB_LABEL[status]}
          </button>
        );
      })}
    </div>
  );
}
