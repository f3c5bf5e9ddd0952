import { AR_BACKUPS, type BackupItem } from '@app/shared';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatDateTime, formatNumber } from '../../../lib/format';

/** 4.7 ميجابايت: sizes in the unit that reads best. */
function formatSize(bytes: number): string {
  const units = ['بايت', 'كيلوبايت', 'ميجابايت', 'جيجابايت'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(Math.round(value * 10) / 10)} ${units[unit]}`;
}

type Props = { backups: BackupItem[] | undefined; loading: boolean };

/** The backups, newest first: a table from the md breakpoint up, cards below it. */
export function BackupsTable({ backups, loading }: Props) {
  const columns: Column<BackupItem>[] = [
    { key: 'createdAt', header: AR_BACKUPS.createdAt, cell: (b) => formatDateTime(b.createdAt) },
    { key: 'size', header: AR_BACKUPS.size, cell: (b) => formatSize(b.size) },
    {
      key: 'name',
      header: AR_BACKUPS.name,
      cell: (b) => (
        <span dir="ltr" className="font-mono text-xs break-all">
          {b.name}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={AR_BACKUPS.title}
      columns={columns}
      rows={backups}
      getRowId={(b) => b.name}
      loading={loading}
      emptyText={AR_BACKUPS.empty}
      cards={{
        title: (b) => formatDateTime(b.createdAt),
        fields: (b) => [
          { label: AR_BACKUPS.size, value: formatSize(b.size), short: true },
          {
            label: AR_BACKUPS.name,
            value: (
              <span dir="ltr" className="font-mono text-xs break-all">
                {b.name}
              </span>
            ),
          },
        ],
      }}
    />
  );
}
