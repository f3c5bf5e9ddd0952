import { AR_EVENT_PAGE, type EventReportDto } from '@app/shared';
import { useMemo } from 'react';
import { formatNumber, formatPrice, formatShortDate } from '../../../lib/format';
import { type CumulativeDay, cumulativeDays } from '../lib/cumulative';
import { LineChart } from './line-chart';
import { ReportSection, ReportTable } from './report-table';

const D = AR_EVENT_PAGE.daily;

/** A Cairo day "YYYY-MM-DD" as the tables write it, read at Cairo's noon so no zone moves it. */
function dayLabel(date: string): string {
  return formatShortDate(`${date}T12:00:00+02:00`);
}

/** Tickets per day, booked and accepted, as running totals: a chart and, under it, its seven columns. */
export function DailySection({ daily }: { daily: EventReportDto['daily'] }) {
  const days = useMemo(() => cumulativeDays(daily), [daily]);
  const xLabels = useMemo(() => days.map((d) => dayLabel(d.date)), [days]);
  const series = useMemo(
    () => [
      {
        label: D.booked,
        values: days.map((d) => d.bookedTotal),
        color: '#4f46e5',
        fill: 'rgba(79,70,229,0.08)',
      },
      {
        label: D.accepted,
        values: days.map((d) => d.acceptedTotal),
        color: '#059669',
        fill: 'rgba(5,150,105,0.12)',
      },
    ],
    [days],
  );
  return (
    <ReportSection id="daily-title" title={D.title} hint={D.hint}>
      {days.length === 0 ? (
        <p className="text-sm text-slate-500">{D.empty}</p>
      ) : (
        <div className="grid min-w-0 gap-4">
          <LineChart label={AR_EVENT_PAGE.chartOf(D.title)} xLabels={xLabels} series={series} />
          <ReportTable<CumulativeDay>
            caption={AR_EVENT_PAGE.tableOf(D.title)}
            testId="daily-table"
            maxHeight="18rem"
            rows={[...days].reverse()}
            rowKey={(d) => d.date}
            columns={[
              { key: 'date', header: D.columns.date, cell: (d) => dayLabel(d.date) },
              {
                key: 'tickets',
                header: D.columns.tickets,
                cell: (d) => formatNumber(d.tickets),
                numeric: true,
              },
              {
                key: 'accepted',
                header: D.columns.accepted,
                cell: (d) => formatNumber(d.accepted),
                numeric: true,
              },
              {
                key: 'booked-total',
                header: D.columns.bookedTotal,
                cell: (d) => formatNumber(d.bookedTotal),
                numeric: true,
              },
              {
                key: 'accepted-total',
                header: D.columns.acceptedTotal,
                cell: (d) => formatNumber(d.acceptedTotal),
                numeric: true,
              },
              {
                key: 'bookings',
                header: D.columns.bookings,
                cell: (d) => formatNumber(d.bookings),
                numeric: true,
              },
              {
                key: 'revenue',
                header: D.columns.revenue,
                cell: (d) => formatPrice(d.revenue),
                numeric: true,
              },
            ]}
          />
        </div>
      )}
    </ReportSection>
  );
}
