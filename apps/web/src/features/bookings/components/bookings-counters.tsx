import { AR_BOOKINGS, type BookingsPageMeta } from '@app/shared';
import { Banknote, CircleCheck, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber, formatPrice } from '../../../lib/format';

/**
 * docs/product.md#bookings-screen: pending and accepted counts of the list as filtered right now,
 * and the money its Pending bookings still owe, all as the server counted them for the whole filter
 * (docs/api/big-events.md#counters-from-the-server), not from the page on screen.
 */
export function BookingsCounters({ meta }: { meta: BookingsPageMeta | undefined }) {
  const pending = meta?.pending ?? 0;
  const accepted = meta?.accepted ?? 0;
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 sm:max-w-2xl sm:grid-cols-3">
      <Counter
        testId="pending-count"
        label={AR_BOOKINGS.pendingCount}
        value={pending}
        icon={<Hourglass aria-hidden className="size-5" />}
        tone="bg-amber-50 text-amber-900 ring-amber-200"
      />
      <Counter
        testId="accepted-count"
        label={AR_BOOKINGS.acceptedCount}
        value={accepted}
        icon={<CircleCheck aria-hidden className="size-5" />}
        tone="bg-emerald-50 text-emerald-900 ring-emerald-200"
      />
      <Counter
        testId="money-expected"
        label={AR_BOOKINGS.moneyExpected}
        value={meta?.moneyExpected ?? 0}
        text={formatPrice(meta?.moneyExpected ?? 0)}
        icon={<Banknote aria-hidden className="size-5" />}
        tone="col-span-2 bg-slate-50 text-slate-900 ring-slate-200 sm:col-span-1"
      />
    </div>
  );
}

function Counter({
  label,
  value,
  icon,
  tone,
  testId,
  text,
}: {
  label: string;
  value: number;
  /** How the value reads, when not as a count (money). */
  text?: string;
  icon: ReactNode;
  tone: string;
  testId: string;
}) {
  return (
    <div
      className={`flex items-center gap-3 rounded-2xl px-4 py-3 ring-1 ring-inset ${tone}`}
      data-testid={testId}
    >
      {icon}
      <div>
        <p className="text-xs font-semibold">{label}</p>
        <p className="text-2xl font-extrabold" data-value={value}>
          {text ?? formatNumber(value)}
        </p>
      </div>
    </div>
  );
}
