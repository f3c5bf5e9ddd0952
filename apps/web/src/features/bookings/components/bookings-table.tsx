import { AR, type BookingDto } from '@app/shared';
import { Check, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatShortDate, formatTime } from '../../../lib/format';
import { paymentMethodLabel } from '../lib/labels';

type Props = {
  bookings: BookingDto[] | undefined;
  loading: boolean;
  onOpen: (booking: BookingDto) => void;
  onDecide: (booking: BookingDto, status: 'Accepted' | 'Rejected') => void;
};

export function BookingsTable({ bookings, loading, onOpen, onDecide }: Props) {
  const columns: Column<BookingDto>[] = [
    {
      key: 'name',
      header: AR.bookings.name,
      cell: (b) => (
        <div className="flex flex-col">
          <span className="font-semibold">{b.fullName}</span>
          <span className="text-xs text-slate-500">{b.event.name}</span>
        </div>
      ),
    },
    { key: 'nationalId', header: AR.bookings.nationalId, cell: (b) => <span dir="ltr">{b.nationalId}</span> },
    { key: 'email', header: AR.bookings.email, cell: (b) => <span dir="ltr">{b.email}</span> },
    { key: 'method', header: AR.bookings.paymentMethod, cell: (b) => paymentMethodLabel(b.paymentMethod) },
    {
      key: 'number',
      header: AR.bookings.paymentNumber,
      cell: (b) => <span dir="ltr">{b.paymentNumber}</span>,
    },
    {
      key: 'reference',
      header: AR.bookings.reference,
      cell: (b) => (
        <span dir="ltr" className="font-mono font-semibold tracking-wider">
          {b.reference}
        </span>
      ),
    },
    {
      key: 'createdAt',
      header: AR.bookings.createdAt,
      cell: (b) => (
        <span className="whitespace-nowrap">
          {formatShortDate(b.createdAt)}
          <span className="block text-xs text-slate-500">{formatTime(b.createdAt)}</span>
        </span>
      ),
    },
    {
      key: 'actions',
      header: AR.bookings.actions,
      // Always in view: the table scrolls sideways under it on narrower screens.
      className: 'sticky end-0 bg-white shadow-[4px_0_8px_-6px_rgb(15_23_42/0.25)]',
      cell: (b) =>
        b.status === 'Pending' ? (
          // The row opens the details on click; the buttons act on their own.
          // biome-ignore lint/a11y/noStaticElementInteractions: stops the row click, not an interaction of its own
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the buttons themselves
          <div className="flex items-center gap-1.5" onClick={(e) => e.stopPropagation()}>
            <Button size="sm" variant="success" onClick={() => onDecide(b, 'Accepted')}>
              <Check aria-hidden className="size-3.5" />
              {AR.bookings.accept}
            </Button>
            <Button size="sm" variant="danger" onClick={() => onDecide(b, 'Rejected')}>
              <X aria-hidden className="size-3.5" />
              {AR.bookings.reject}
            </Button>
          </div>
        ) : b.status === 'Accepted' ? (
          <Badge tone="success">{AR.bookings.acceptedLabel}</Badge>
        ) : (
          <Badge>{AR.bookingStatus[b.status] ?? b.status}</Badge>
        ),
    },
  ];

  return (
    <DataTable
      caption={AR.bookings.title}
      columns={columns}
      rows={bookings}
      getRowId={(b) => b._id}
      loading={loading}
      emptyText={AR.bookings.empty}
      onRowClick={onOpen}
    />
  );
}
