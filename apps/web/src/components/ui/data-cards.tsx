import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { VirtualRows } from '../../lib/use-virtual-rows';
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
  getRowId: (row: Row) => string;
  /** The card's heading: the row's name (phrasing content only, it sits in an h3). */
  title: (row: Row) => ReactNode;
  fields: (row: Row) => CardField[];
  /** The row's actions, under its fields. */
  footer?: (row: Row) => ReactNode;
  /** Accessible name of the list (the table's caption). */
  label: string;
  /** Before the heading: a control of the row's own (the checkbox that selects it). */
  leading?: (row: Row) => ReactNode;
  /** After the heading: the row's menu. */
  trailing?: (row: Row) => ReactNode;
  /** The heading opens the row (its details), as a click on a table row does. */
  onOpen?: (row: Row) => void;
  /** Up to which width cards replace the table: md (768 px) by default, xl (1280 px) for wide tables. */
  below?: CardsBreakpoint;
  /** The rows to render of a long list (DataTable's window of it); without it, every row. */
  virtual?: VirtualRows<Row>;
};

export type CardsBreakpoint = 'md' | 'xl';

/** Whole class names, so Tailwind sees them: hides the cards from the breakpoint up. */
const HIDDEN_FROM: Record<CardsBreakpoint, string> = { md: 'md:hidden', xl: 'xl:hidden' };

/**
 * The admin lists on phones: one card per row with every column as a labelled field and the actions
 * at the bottom, where a table would hide all but its first column behind a sideways scroll at 360 px.
 * Shown below the md breakpoint (or xl, for a table that needs 1280 px); DataTable renders it for its
 * `cards` option, from the same cell components as its columns.
 */
export function DataCards<Row>({
  rows,
  loading,
  getRowId,
  title,
  fields,
  footer,
  label,
  leading,
  trailing,
  onOpen,
  below = 'md',
  virtual,
}: DataCardsProps<Row>) {
  const hiddenFrom = HIDDEN_FROM[below];
  if (loading) {
    return (
      <ul className={cn('grid gap-3', hiddenFrom)} aria-busy="true" aria-label={label}>
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
  // DataTable says an empty list once, for every width.
  if (!rows || rows.length === 0) return null;
  return (
    <ul
      ref={virtual?.listRef}
      className={cn('grid gap-3', below === 'xl' && 'md:grid-cols-2', hiddenFrom)}
      aria-label={label}
    >
      {virtual && virtual.before > 0 && (
        <li aria-hidden className="col-span-full" style={{ height: virtual.before }} />
      )}
      {(virtual?.items ?? rows.map((row, index) => ({ row, index }))).map(({ row, index }) => (
        <li
          key={getRowId(row)}
          data-index={index}
          ref={virtual?.measure}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex items-start gap-3">
            {leading?.(row)}
            <h3 className="min-w-0 flex-1 font-bold text-ink-900">
              {onOpen ? (
                <button
                  type="button"
                  onClick={() => onOpen(row)}
                  className="w-full rounded-lg text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {title(row)}
                </button>
              ) : (
                title(row)
              )}
            </h3>
            {trailing?.(row)}
          </div>
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
      {virtual && virtual.after > 0 && (
        <li aria-hidden className="col-span-full" style={{ height: virtual.after }} />
      )}
    </ul>
  );
}
