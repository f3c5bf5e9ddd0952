import { AR, type EventDto } from '@app/shared';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatDate, formatNumber, formatShortDate, formatTime } from '../../../lib/format';

const STICKY_ACTIONS = 'sticky end-0 bg-white shadow-[4px_0_8px_-6px_rgb(15_23_42/0.25)]';

type Props = {
  events: EventDto[] | undefined;
  loading: boolean;
  /** Id of the event whose visibility is being changed (its button spins). */
  togglingId: string | null;
  onEdit: (event: EventDto) => void;
  onToggle: (event: EventDto) => void;
  onDelete: (event: EventDto) => void;
};

export function EventsTable({ events, loading, togglingId, onEdit, onToggle, onDelete }: Props) {
  const columns: Column<EventDto>[] = [
    {
      key: 'name',
      header: AR.events.name,
      cell: (e) => (
        <div className="flex w-44 flex-col gap-1">
          <span className="font-semibold whitespace-normal">{e.name}</span>
          {!e.isShow && (
            <Badge tone="neutral" className="self-start">
              {AR.events.hiddenLabel}
            </Badge>
          )}
        </div>
      ),
    },
    {
      key: 'description',
      header: AR.events.description,
      cell: (e) => <p className="line-clamp-2 w-48 whitespace-normal text-slate-600">{e.description}</p>,
    },
    {
      key: 'date',
      header: AR.events.date,
      cell: (e) => (
        <span className="whitespace-nowrap">
          {formatDate(e.date)}
          <span className="block text-xs text-slate-500">{formatTime(e.date)}</span>
        </span>
      ),
    },
    {
      key: 'location',
      header: AR.events.location,
      cell: (e) => <span className="block w-32 whitespace-normal">{e.location}</span>,
    },
    { key: 'totalSeats', header: AR.events.totalSeats, cell: (e) => formatNumber(e.totalSeats) },
    { key: 'availableSeats', header: AR.events.availableSeats, cell: (e) => formatNumber(e.availableSeats) },
    {
      key: 'price',
      header: AR.events.ticketPrice,
      cell: (e) => <span className="whitespace-nowrap">{`${formatNumber(e.ticketPrice)} EGP`}</span>,
    },
    { key: 'createdAt', header: AR.events.createdAt, cell: (e) => formatShortDate(e.createdAt) },
    {
      key: 'checkIns',
      header: AR.events.checkedIn,
      cell: (e) => (
        <span className="block w-16 whitespace-nowrap" title={AR.events.checkInsTitle}>
          {formatNumber(e.checkedInCount ?? 0)} / {formatNumber(e.acceptedCount ?? 0)}
          {/* The door's progress at a glance (DECISIONS.md section 6). */}
          <span aria-hidden="true" className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-100">
            <span
              className="block h-full rounded-full bg-emerald-600"
              style={{
                width: `${e.acceptedCount ? Math.round(((e.checkedInCount ?? 0) / e.acceptedCount) * 100) : 0}%`,
              }}
            />
          </span>
        </span>
      ),
    },
    {
      key: 'actions',
      header: AR.events.actions,
      // Always in view: the table scrolls sideways under it on narrower screens.
      className: STICKY_ACTIONS,
      cell: (e) => (
        <div className="flex items-center gap-1.5">
          <Button
            size="sm"
            variant="secondary"
            className="px-2"
            aria-label={AR.events.edit}
            title={AR.events.edit}
            onClick={() => onEdit(e)}
          >
            <Pencil aria-hidden className="size-4" />
          </Button>
          <Button
            size="sm"
            variant={e.isShow ? 'secondary' : 'success'}
            loading={togglingId === e._id}
            onClick={() => onToggle(e)}
          >
            {e.isShow ? (
              <EyeOff aria-hidden className="size-3.5" />
            ) : (
              <Eye aria-hidden className="size-3.5" />
            )}
            {e.isShow ? AR.events.stop : AR.events.activate}
          </Button>
          <Button
            size="sm"
            variant="danger"
            className="px-2"
            aria-label={AR.events.delete}
            title={AR.events.delete}
            onClick={() => onDelete(e)}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <DataTable
      caption={AR.events.adminTitle}
      columns={columns}
      rows={events}
      getRowId={(e) => e._id}
      loading={loading}
      emptyText={AR.events.empty}
    />
  );
}
