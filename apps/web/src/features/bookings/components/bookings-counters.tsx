import { AR, type BookingDto } from '@app/shared';
import { CircleCheck, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';

/** docs/product.md#bookings-screen: pending and accepted counts of the list as filtered right now. */
export function BookingsCounters({ bookings }: { bookings: BookingDto[] }) {
  const pending = bookings.filter((b) => b.status === 'Pending').length;
  const accepted = bookings.filter((b) => b.status === 'Accepted').length;
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 sm:max-w-md">
      <Counter
        testId="pending-count"
        label={AR.bookings.pendingCount}
        value={pending}
        icon={<Hourglass aria-hidden className="size-5" />}
        tone="bg-amber-50 text-amber-900 ring-amber-200"
      />
      <Counter
        testId="accepted-count"
        label={AR.bookings.acceptedCount}
        value={accepted}
        icon={<CircleCheck aria-hidden className="size-5" />}
        tone="bg-emerald-50 text-emerald-900 ring-emerald-200"
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
}: {
  label: string;
  value: number;
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
          {formatNumber(value)}
        </p>
      </div>
    </div>
  );
}
