import { AR_EVENT_PAGE, type EventReportDto } from '@app/shared';
import { useMemo } from 'react';
import { formatNumber, formatTime } from '../../../lib/format';
import { LineChart } from './line-chart';
import { ReportSection, ReportTable } from './report-table';

const C = AR_EVENT_PAGE.checkIns;
type Slot = EventReportDto['checkIns'][number];

/** Admissions per 10-minute slot: the door's curve during and after the event, and its table. */
export function CheckInSection({ checkIns }: { checkIns: EventReportDto['checkIns'] }) {
  const xLabels = useMemo(() => checkIns.map((s) => formatTime(s.at)), [checkIns]);
  const series = useMemo(
    () => [
      {
        label: C.series,
        values: checkIns.map((s) => s.count),
        color: '#d97706',
        fill: 'rgba(217,119,6,0.15)',
      },
    ],
    [checkIns],
  );
  return (
    <ReportSection id="check-ins-title" title={C.title} hint={C.hint}>
      {checkIns.length === 0 ? (
        <p className="text-sm text-slate-500">{C.empty}</p>
      ) : (
        <div className="grid min-w-0 gap-4 xl:grid-cols-[3fr_2fr]">
          <LineChart label={AR_EVENT_PAGE.chartOf(C.title)} xLabels={xLabels} series={series} stepped />
          <ReportTable<Slot>
            caption={AR_EVENT_PAGE.tableOf(C.title)}
            testId="check-ins-table"
            maxHeight="18rem"
            rows={checkIns}
            rowKey={(s) => s.at}
            columns={[
              {
                key: 'at',
                header: C.columns.at,
                cell: (s) => <time dateTime={s.at}>{formatTime(s.at)}</time>,
              },
              { key: 'count', header: C.columns.count, cell: (s) => formatNumber(s.count), numeric: true },
            ]}
          />
        </div>
      )}
    </ReportSection>
  );
}
