import type { ReactNode } from 'react';

export type ReportColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
};

/**
 * A plain table of report figures: a chart's alternative (for screen readers and for copying) or a
 * table of its own. It scrolls inside its box, so a phone's page never scrolls sideways.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  maxHeight,
  testId,
}: {
  caption: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Long tables (days, slots) scroll within this height. */
  maxHeight?: string;
  testId?: string;
}) {
  return (
    <div
      className="max-w-full overflow-auto rounded-xl ring-1 ring-slate-200"
      style={maxHeight ? { maxHeight } : undefined}
      data-testid={testId}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="px-3 py-2 text-start font-semibold whitespace-nowrap"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={
                    column.numeric
                      ? 'px-3 py-2 whitespace-nowrap tabular-nums'
                      : 'px-3 py-2 whitespace-nowrap'
                  }
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A titled block of the page. */
export function ReportSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={id} className="font-bold text-ink-900">
        {title}
      </h2>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      <div className="mt-3 grid min-w-0 gap-4">{children}</div>
    </section>
  );
}
