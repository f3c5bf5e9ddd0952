import { AR_BOOKINGS } from '@app/shared';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';

const D = AR_BOOKINGS.desk;

/** Shown while bookings are selected: reject them all at once, or let go of the selection. */
export function BulkBar({
  count,
  onReject,
  onClear,
}: {
  count: number;
  onReject: () => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <section
      aria-label={D.rejectSelected}
      className="sticky bottom-3 z-10 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-ink-900 px-4 py-3 text-white shadow-lg"
    >
      <p className="font-semibold" aria-live="polite">
        {D.selected(formatNumber(count))}
      </p>
      <div className="flex items-center gap-3">
        <Button variant="ghost" className="h-11 text-white hover:bg-white/10 sm:h-10" onClick={onClear}>
          <X aria-hidden className="size-4" />
          {D.clearSelection}
        </Button>
        <Button variant="danger" className="h-11 sm:h-10" onClick={onReject}>
          {D.rejectSelected}
        </Button>
      </div>
    </section>
  );
}
