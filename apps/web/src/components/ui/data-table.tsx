import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { useVirtualRows } from '../../lib/use-virtual-rows';
import { type CardsBreakpoint, DataCards, type DataCardsProps } from './data-cards';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';

export type Column<Row> = {
  /** Unique per table (React key). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the column's th and td (width, alignment, hiding on small screens). */
  className?: string;
  /** A short value under a long header (a count, a price): the header wraps instead of widening it. */
  wrapHeader?: boolean;
};

export type DataTableProps<Row> = {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  getRowId: (row: Row) => string;
  /** Shows skeleton rows instead of data. */
  loading?: boolean;
  skeletonRows?: number;
  /** Text shown when there are no rows (after loading). */
  emptyText: ReactNode;
  /** Makes rows clickable (and focusable: Enter or Space opens them too). */
  onRowClick?: (row: Row) => void;
  /** Accessible name of the table (and of the cards' list). */
  caption?: string;
  className?: string;
  /**
   * Phones get cards instead: below the md breakpoint the rows show as DataCards built from these
   * renderers (the same cell components as the columns), and the table only from md up.
   */
  cards?: Pick<DataCardsProps<Row>, 'title' | 'fields' | 'footer' | 'leading' | 'trailing' | 'below'>;
};

/** Whole class names, so Tailwind sees them: the table shows from the cards' breakpoint up. */
const TABLE_FROM: Record<CardsBreakpoint, string> = { md: 'hidden md:block', xl: 'hidden xl:block' };
/** The cards' breakpoints as media queries (Tailwind's md and xl). */
const WIDE_FROM: Record<CardsBreakpoint, string> = { md: '(min-width: 48rem)', xl: '(min-width: 80rem)' };
/** An empty list is said once, by the table at every width: its header only where it would show. */
const HEADER_FROM: Record<CardsBreakpoint, string> = {
  md: 'hidden md:table-header-group',
  xl: 'hidden xl:table-header-group',
};

/**
 * The admin screens' table: header, rows, loading skeleton and empty text.
 * It keeps to its box's width: long texts wrap within their columns (a column's `className` hides a
 * less needed one below a breakpoint, its value then shown in the row's details or the cards), so a
 * row's actions stay in view; it scrolls sideways only when even its narrowest columns do not fit.
 * `cards` turns it into cards below the md (or xl) breakpoint.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  loading = false,
  skeletonRows = 5,
  emptyText,
  onRowClick,
  caption,
  className,
  cards,
}: DataTableProps<Row>) {
  const isEmpty = !loading && (!rows || rows.length === 0);
  // One rendering per viewport (docs/api/big-events.md#the-screens): a list of hundreds of rows is
  // not built twice, once as a table and once as cards, with one of them hidden.
  const wide = useMediaQuery(WIDE_FROM[cards?.below ?? 'md']);
  // Cards in two columns (a wide table's, from md to xl) render whole; a table or one column of cards
  // renders the rows near the screen once the list is long.
  const twoColumns = useMediaQuery(WIDE_FROM.md) && cards?.below === 'xl';
  const asTable = !cards || wide || isEmpty;
  const virtual = useVirtualRows(
    loading ? undefined : rows,
    asTable ? 64 : 280,
    asTable || !twoColumns,
    asTable ? 0 : 12,
  );
  const onKeyDown = (event: KeyboardEvent, row: Row) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  const table = (
    <div
      className={cn(
        'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200',
        cards && !isEmpty && TABLE_FROM[cards.below ?? 'md'],
        className,
      )}
    >
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" aria-busy={loading || undefined}>
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead
            className={cn('bg-slate-50 text-slate-600', cards && isEmpty && HEADER_FROM[cards.below ?? 'md'])}
          >
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn(
                    'px-4 py-3 text-start font-semibold',
                    !column.wrapHeader && 'whitespace-nowrap',
                    column.className,
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={virtual.listRef} className="divide-y divide-slate-100">
            {loading &&
              Array.from({ length: skeletonRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.key} className={cn('px-4 py-3', column.className)}>
                      <Skeleton className="h-4 w-24" />
                    </td>
                  ))}
                </tr>
              ))}
            {virtual.before > 0 && <tr aria-hidden style={{ height: virtual.before }} />}
            {!loading &&
              virtual.items.map(({ row, index }) => (
                <tr
                  key={getRowId(row)}
                  data-index={index}
                  ref={virtual.measure}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (event) => onKeyDown(event, row) : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  className={cn(
                    'text-slate-800',
                    onRowClick &&
                      'cursor-pointer hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:outline-none',
                  )}
                >
                  {columns.map((column) => (
                    <td key={column.key} className={cn('px-4 py-3 align-middle', column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            {virtual.after > 0 && <tr aria-hidden style={{ height: virtual.after }} />}
          </tbody>
        </table>
      </div>
      {isEmpty && <EmptyState title={emptyText} />}
    </div>
  );
  if (asTable) return table;
  return (
    <DataCards
      label={caption ?? ''}
      rows={rows}
      loading={loading}
      getRowId={getRowId}
      onOpen={onRowClick}
      virtual={virtual}
      {...cards}
    />
  );
}
