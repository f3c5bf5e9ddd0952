import type { ReactNode } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';

export type ReportColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
};

/** Tailwind's sm: from here a report's table fits its block; narrower, each row is a small card. */
const TABLE_FROM = '(min-width: 40rem)';

/**
 * A plain table of report figures: a chart's alternative (for screen readers and for copying) or a
 * table of its own. It keeps to its block: texts and headers wrap, figures stay whole on one line.
 * On a phone each row is a card instead, its first column the heading and the others labelled
 * figures, so the page never scrolls sideways and no column hides behind a sideways scroll.
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
  const wide = useMediaQuery(TABLE_FROM);
  const box = maxHeight ? { maxHeight } : undefined;
  if (!wide) {
    const [first, ...rest] = columns;
    return (
      <ul aria-label={caption} className="grid gap-2 overflow-y-auto" style={box} data-testid={testId}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
            {first && <div className="font-semibold break-words text-ink-900">{first.cell(row)}</div>}
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5">
              {rest.map((column) => (
                <div key={column.key} className="grid min-w-0 content-start">
                  <dt className="text-xs text-slate-500">{column.header}</dt>
                  <dd className={column.numeric ? 'tabular-nums' : 'break-words'}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div
      className="max-w-full overflow-auto rounded-xl ring-1 ring-slate-200"
      style={box}
      data-testid={testId}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 text-start align-bottom font-semibold">
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
                      : 'min-w-24 px-3 py-2 break-words'
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
