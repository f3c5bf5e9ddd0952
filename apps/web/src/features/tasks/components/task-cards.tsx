import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';

export type CardField = { label: string; value: ReactNode };

/**
 * Phones get the task lists as cards: a five-column table would hide the action off-screen
 * behind a sideways scroll at 360 px. Shown below the md breakpoint only.
 */
export function TaskCards<Row>({
  rows,
  loading,
  emptyText,
  getRowId,
  title,
  fields,
  footer,
  label,
}: {
  rows: Row[] | undefined;
  loading: boolean;
  emptyText: ReactNode;
  getRowId: (row: Row) => string;
  title: (row: Row) => ReactNode;
  fields: (row: Row) => CardField[];
  footer?: (row: Row) => ReactNode;
  label: string;
}) {
  if (loading) {
    return (
      <ul className="grid gap-3 md:hidden" aria-busy="true" aria-label={label}>
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="grid gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
            <Skeleton className="h-3 w-24" />
          </li>
        ))}
      </ul>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:hidden">
        <EmptyState title={emptyText} />
      </div>
    );
  }
  return (
    <ul className="grid gap-3 md:hidden" aria-label={label}>
      {rows.map((row) => (
        <li key={getRowId(row)} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-bold text-ink-900">{title(row)}</h3>
          <dl className="mt-2 grid gap-2 text-sm">
            {fields(row).map((field) => (
              <div key={field.label} className="grid gap-0.5">
                <dt className="text-xs font-semibold text-slate-500">{field.label}</dt>
                <dd className="text-slate-800">{field.value}</dd>
              </div>
            ))}
          </dl>
          {footer && <div className="mt-3 flex flex-wrap items-center justify-end gap-2">{footer(row)}</div>}
        </li>
      ))}
    </ul>
  );
}
