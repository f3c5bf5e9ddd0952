import { AR_CONTACT_REQUESTS, type ContactFilter } from '@app/shared';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const FILTERS: { value: ContactFilter; label: string }[] = [
  { value: 'pending', label: AR_CONTACT_REQUESTS.pending },
  { value: 'accepted', label: AR_CONTACT_REQUESTS.accepted },
  { value: 'rejected', label: AR_CONTACT_REQUESTS.rejected },
];

type Props = { status: ContactFilter | null; onChange: (status: ContactFilter | null) => void };

/** Pending / accepted (accepted + interviewScheduled) / rejected, and a reset to everything. */
export function MessagesFilters({ status, onChange }: Props) {
  return (
    <fieldset className="mb-4 flex flex-wrap items-center gap-2">
      <legend className="sr-only">{AR_CONTACT_REQUESTS.filterLabel}</legend>
      {FILTERS.map((filter) => {
        const active = status === filter.value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(active ? null : filter.value)}
            className={cn(
              'h-9 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              active
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {filter.label}
          </button>
        );
      })}
      <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={status === null}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {AR_CONTACT_REQUESTS.reset}
      </Button>
    </fieldset>
  );
}
