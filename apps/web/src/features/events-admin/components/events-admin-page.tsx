import { AR_EVENTS, AR_EVENTS_ADMIN, type EventDto } from '@app/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError, errorText } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { useAdminEvents } from '../api/get-admin-events';
import { useToggleEvent } from '../api/toggle-event';
import { type EventsDialogState, EventsDialogs } from './events-dialogs';
import { EventsTable } from './events-table';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /admin/events (Admin, Contant): the events table with create, edit, hide/show and delete. */
export function EventsAdminPage() {
  const events = useAdminEvents();
  // Cancelling an event is the Admin's alone (docs/api/events.md#cancel-an-event); a Contant never sees the action.
  const isAdmin = useSession().profile.role === 'Admin';
  const toggle = useToggleEvent();
  const [dialog, setDialog] = useState<EventsDialogState>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const onToggle = (event: EventDto) => {
    setNotice(null);
    toggle.mutate(
      { id: event._id, isShow: !event.isShow },
      { onError: () => setNotice({ tone: 'error', text: AR_EVENTS_ADMIN.toggleFailed }) },
    );
  };

  if (events.isError) {
    // docs/product.md#error-messages: a load error replaces the screen content with the message.
    const error = events.error;
    const text =
      error instanceof ApiError && error.status === 0
        ? AR_EVENTS.fetchFailed
        : error instanceof ApiError && error.serverMessage
          ? AR_EVENTS_ADMIN.fetchError(error.serverMessage)
          : AR_EVENTS.fetchFailed;
    return (
      <section>
        <PageHeader title={AR_EVENTS_ADMIN.adminTitle} />
        <EmptyState
          title={<span role="alert">{text}</span>}
          action={
            <Button variant="secondary" onClick={() => events.refetch()}>
              {AR_EVENTS_ADMIN.retry}
            </Button>
          }
        />
      </section>
    );
  }

  return (
    <section>
      <PageHeader
        title={AR_EVENTS_ADMIN.adminTitle}
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden className="size-4" />
            {AR_EVENTS_ADMIN.add}
          </Button>
        }
      />
      {notice && (
        <AlertBanner tone={notice.tone} onDismiss={() => setNotice(null)} className="mb-4">
          {notice.text}
        </AlertBanner>
      )}
      <EventsTable
        events={events.data}
        loading={events.isPending}
        togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
        onEdit={(event) => setDialog({ kind: 'edit', event })}
        onWaitlist={(event) => setDialog({ kind: 'waitlist', event })}
        messages={isAdmin}
        onSales={(event) => setDialog({ kind: 'sales', event })}
        onToggle={onToggle}
        onDelete={(event) => {
          setNotice(null);
          setDialog({ kind: 'delete', event });
        }}
        onCancel={
          isAdmin
            ? (event) => {
                setNotice(null);
                setDialog({ kind: 'cancel', event });
              }
            : undefined
        }
      />
      <EventsDialogs
        state={dialog}
        onClose={() => setDialog(null)}
        onDone={(text) => {
          setDialog(null);
          setNotice({ tone: 'success', text });
        }}
        onFailed={(error, fallback) => {
          setDialog(null);
          setNotice({ tone: 'error', text: errorText(error, fallback) });
        }}
      />
    </section>
  );
}
