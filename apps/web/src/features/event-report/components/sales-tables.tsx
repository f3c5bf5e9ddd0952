import { AR_EVENT_PAGE, DIRECT_SOURCE, type EventReportDto } from '@app/shared';
import { formatNumber, formatPrice } from '../../../lib/format';
import { ReportSection, ReportTable } from './report-table';

type Report = EventReportDto;
const T = AR_EVENT_PAGE.byType;
const K = AR_EVENT_PAGE.byCode;
const S = AR_EVENT_PAGE.bySource;

/** Sales by ticket type, with a bar of each type's sold share of its seats. */
export function ByTypeSection({ byType }: { byType: Report['byType'] }) {
  return (
    <ReportSection id="by-type-title" title={T.title}>
      <ReportTable<Report['byType'][number]>
        caption={T.title}
        testId="by-type-table"
        rows={byType}
        rowKey={(t) => t._id}
        columns={[
          {
            key: 'name',
            header: T.columns.name,
            cell: (t) => (
              <span className="grid min-w-28 gap-1">
                <span className="font-semibold break-words">{t.name}</span>
                <span className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-brand-600"
                    style={{ width: `${Math.round((t.sold / Math.max(1, t.sold + t.available)) * 100)}%` }}
                  />
                </span>
              </span>
            ),
          },
          { key: 'sold', header: T.columns.sold, cell: (t) => formatNumber(t.sold), numeric: true },
          {
            key: 'available',
            header: T.columns.available,
            cell: (t) => formatNumber(t.available),
            numeric: true,
          },
          { key: 'revenue', header: T.columns.revenue, cell: (t) => formatPrice(t.revenue), numeric: true },
        ]}
      />
    </ReportSection>
  );
}

export function ByCodeSection({ byCode }: { byCode: Report['byCode'] }) {
  return (
    <ReportSection id="by-code-title" title={K.title}>
      {byCode.length === 0 ? (
        <p className="text-sm text-slate-500">{K.empty}</p>
      ) : (
        <ReportTable<Report['byCode'][number]>
          caption={K.title}
          testId="by-code-table"
          rows={byCode}
          rowKey={(c) => c.code}
          columns={[
            {
              key: 'code',
              header: K.columns.code,
              cell: (c) => (
                <bdi dir="ltr" className="wrap-anywhere">
                  {c.code}
                </bdi>
              ),
            },
            { key: 'kind', header: K.columns.kind, cell: (c) => c.kind },
            {
              key: 'tickets',
              header: K.columns.tickets,
              cell: (c) => formatNumber(c.tickets),
              numeric: true,
            },
            {
              key: 'discount',
              header: K.columns.discountGiven,
              cell: (c) => formatPrice(c.discountGiven),
              numeric: true,
            },
            { key: 'revenue', header: K.columns.revenue, cell: (c) => formatPrice(c.revenue), numeric: true },
          ]}
        />
      )}
    </ReportSection>
  );
}

export function BySourceSection({ bySource }: { bySource: Report['bySource'] }) {
  return (
    <ReportSection id="by-source-title" title={S.title}>
      {bySource.length === 0 ? (
        <p className="text-sm text-slate-500">{S.empty}</p>
      ) : (
        <ReportTable<Report['bySource'][number]>
          caption={S.title}
          testId="by-source-table"
          rows={bySource}
          rowKey={(s) => s.source}
          columns={[
            {
              key: 'source',
              header: S.columns.source,
              cell: (s) =>
                s.source === DIRECT_SOURCE ? (
                  S.direct
                ) : (
                  <bdi dir="ltr" className="wrap-anywhere">
                    {s.source}
                  </bdi>
                ),
            },
            { key: 'visits', header: S.columns.visits, cell: (s) => formatNumber(s.visits), numeric: true },
            {
              key: 'bookings',
              header: S.columns.bookings,
              cell: (s) => formatNumber(s.bookings),
              numeric: true,
            },
            {
              key: 'tickets',
              header: S.columns.tickets,
              cell: (s) => formatNumber(s.tickets),
              numeric: true,
            },
            { key: 'revenue', header: S.columns.revenue, cell: (s) => formatPrice(s.revenue), numeric: true },
          ]}
        />
      )}
    </ReportSection>
  );
}
