import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';

export type CardField = {
  label: string;
  value: ReactNode;
  /** A short value (a count, a price, a date): two of them share a line. */
  short?: boolean;
};

export type DataCardsProps<Row> = {
  rows: Row[] | undefined;
  loading: boolean;
  emptyText: ReactNode;
  getRowId: (row: Row) => string;
  /** The card's heading: the row's name (phrasing content only, it sits in an h3). */
  title: (row: Row) => ReactNode;
  fields: (row: Row) => CardField[];
  /** The row's actions, under its fields. */
  footer?: (row: Row) => ReactNode;
  /** Accessible name of the list (the table's caption). */
  label: string;
};

/**
 * The admin lists on phones: one card per row with every column as a labelled field and the actions
 * at the bottom, where a table would hide all but its first column behind a sideways scroll at 360 px.
 * Shown below the md breakpoint only; DataTable renders it for its `cards` option, from the same cell
 * components as its columns.
 */
export function DataCards<Row>({
  rows,
  loading,
  emptyText,
  getRowId,
  title,
  fields,
  footer,
  label,
}: DataCardsProps<Row>) {
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
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            {fields(row).map((field) => (
              <div
                key={field.label}
                className={cn('grid min-w-0 content-start gap-0.5', !field.short && 'col-span-2')}
              >
                <dt className="text-xs font-semibold text-slate-500">{field.label}</dt>
                <dd className="min-w-0 break-words text-slate-800">{field.value}</dd>
              </div>
            ))}
          </dl>
          {footer && <div className="mt-4 flex flex-wrap items-center justify-end gap-2">{footer(row)}</div>}
        </li>
      ))}
    </ul>
  );
}
