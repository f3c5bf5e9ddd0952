import { AR, type ContactMessageDto } from '@app/shared';
import { CalendarClock, Check, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { formatInterview, requestTypeLabel, STATUS_LABELS, STATUS_TONES } from '../lib/labels';

type Props = {
  messages: ContactMessageDto[] | undefined;
  loading: boolean;
  onDecide: (message: ContactMessageDto, decision: 'accept' | 'reject') => void;
};

export function MessagesTable({ messages, loading, onDecide }: Props) {
  const columns: Column<ContactMessageDto>[] = [
    {
      key: 'sender',
      header: AR.messages.fullName,
      cell: (m) => (
        <div className="grid gap-0.5">
          <span className="font-semibold text-ink-900">{m.fullName}</span>
          <a href={`mailto:${m.email}`} dir="ltr" className="text-end text-xs text-brand-700 hover:underline">
            {m.email}
          </a>
          <a href={`tel:${m.phone}`} dir="ltr" className="text-end text-xs text-slate-500 hover:underline">
            {m.phone}
          </a>
        </div>
      ),
    },
    {
      key: 'type',
      header: AR.messages.requestType,
      cell: (m) => <Badge tone="info">{requestTypeLabel(m.requestType)}</Badge>,
    },
    {
      key: 'message',
      header: AR.messages.message,
      cell: (m) => (
        // A fixed width lets long messages wrap instead of stretching the table.
        <p dir="auto" className="w-64 whitespace-pre-line break-words text-slate-700 sm:w-80">
          {m.message}
        </p>
      ),
    },
    {
      key: 'createdAt',
      header: AR.messages.createdAt,
      cell: (m) => <span className="whitespace-nowrap text-slate-600">{formatDateTime(m.createdAt)}</span>,
    },
    {
      key: 'status',
      header: AR.messages.status,
      cell: (m) => (
        <div className="grid w-56 gap-1 whitespace-normal">
          <Badge tone={STATUS_TONES[m.status]} className="justify-self-start">
            {STATUS_LABELS[m.status]}
          </Badge>
          {m.interviewDate && (
            <span className="flex items-center gap-1 text-xs text-slate-600">
              <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
              {formatInterview(m.interviewDate, m.interviewTime)}
            </span>
          )}
          {m.reason && (
            <span className="text-xs text-slate-500">
              {AR.messages.reason}: {m.reason}
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'actions',
      header: AR.messages.actions,
      cell: (m) => {
        // Decided requests are final: the buttons stay visible but disabled (SPEC.md section 4).
        const decided = m.status !== 'pending';
        return (
          <div className="flex gap-2">
            <Button size="sm" variant="success" disabled={decided} onClick={() => onDecide(m, 'accept')}>
              <Check aria-hidden="true" className="size-4" />
              {AR.messages.accept}
            </Button>
            <Button size="sm" variant="danger" disabled={decided} onClick={() => onDecide(m, 'reject')}>
              <X aria-hidden="true" className="size-4" />
              {AR.messages.reject}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={AR.messages.title}
      columns={columns}
      rows={messages}
      getRowId={(m) => m._id}
      loading={loading}
      emptyText={AR.messages.empty}
    />
  );
}
