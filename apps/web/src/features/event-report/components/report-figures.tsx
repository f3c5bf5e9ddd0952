import { AR_EVENT_PAGE, type EventReportDto } from '@app/shared';
import { Banknote, Hourglass, ScanLine, Ticket, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';

const F = AR_EVENT_PAGE.figures;

function Figure({
  label,
  value,
  hint,
  icon,
  tone,
  testId,
  children,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: ReactNode;
  tone: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <li
      className="flex min-w-0 items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid={testId}
    >
      <span className={cn('grid size-10 shrink-0 place-items-center rounded-xl', tone)}>{icon}</span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="text-sm text-slate-600">{label}</span>
        <span className="text-lg font-bold break-words text-ink-900 tabular-nums">{value}</span>
        {hint && <span className="text-xs text-slate-500">{hint}</span>}
        {children}
      </span>
    </li>
  );
}

/** The page's first glance: sold of capacity, money received, pending and owed back, checked in. */
export function ReportFigures({ report, capacity }: { report: EventReportDto; capacity: number }) {
  const { tickets, money } = report;
  const sold = tickets.accepted + tickets.pending;
  const share = capacity > 0 ? Math.min(1, sold / capacity) : 0;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Figure
        label={F.sold}
        value={F.soldOf(sold, capacity)}
        hint={F.soldHint(tickets.accepted, tickets.pending)}
        icon={<Ticket aria-hidden="true" className="size-5" />}
        tone="bg-brand-50 text-brand-700"
        testId="figure-sold"
      >
        <span className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <span
            className="block h-full rounded-full bg-brand-600"
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </span>
      </Figure>
      <Figure
        label={F.received}
        value={formatPrice(money.received)}
        icon={<Banknote aria-hidden="true" className="size-5" />}
        tone="bg-emerald-50 text-emerald-700"
        testId="figure-received"
      />
      <Figure
        label={F.pending}
        value={formatPrice(money.pending)}
        icon={<Hourglass aria-hidden="true" className="size-5" />}
        tone="bg-amber-50 text-amber-700"
        testId="figure-pending"
      />
      <Figure
        label={F.refundsDue}
        value={formatPrice(money.refundsDue)}
        hint={money.refunded > 0 ? F.refunded(formatPrice(money.refunded)) : undefined}
        icon={<Undo2 aria-hidden="true" className="size-5" />}
        tone="bg-red-50 text-red-700"
        testId="figure-refunds"
      />
      <Figure
        label={F.checkedIn}
        value={F.checkedInOf(tickets.checkedIn, tickets.accepted)}
        icon={<ScanLine aria-hidden="true" className="size-5" />}
        tone="bg-sky-50 text-sky-700"
        testId="figure-checked-in"
      />
    </ul>
  );
}
