import { AR_TASKS, type TaskDto } from '@app/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { useAssignedTasks } from '../api/get-assigned-tasks';
import { useOwnTasks } from '../api/get-own-tasks';
import { AssignedTasksTable } from './assigned-tasks-table';
import { CreateTaskDialog } from './create-task-dialog';
import { DeliverTaskDialogs } from './deliver-task-dialogs';
import { OwnTasksTable } from './own-tasks-table';
import { ViewTabs } from './view-tabs';

type View = 'mine' | 'assigned';

/** docs/product.md#error-messages: 'failed to fetch tasks', or 'error: {message}' when the server said why. */
function loadError(error: unknown): string {
  return error instanceof ApiError && error.serverMessage
    ? AR_TASKS.fetchError(error.serverMessage)
    : AR_TASKS.fetchFailed;
}

export function TasksPage() {
  const { profile } = useSession();
  const isAdmin = profile.role === 'Admin';
  // The view lives in the URL so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const view: View = isAdmin && params.get('view') === 'assigned' ? 'assigned' : 'mine';
  const setView = (next: View) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'mine') copy.delete('view');
        else copy.set('view', next);
        return copy;
      },
      { replace: true },
    );

  const own = useOwnTasks({ enabled: view === 'mine' });
  const assigned = useAssignedTasks({ enabled: isAdmin && view === 'assigned' });
  const [delivering, setDelivering] = useState<TaskDto | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const active = view === 'mine' ? own : assigned;

  return (
    <div>
      <PageHeader
        title={AR_TASKS.title}
        description={AR_TASKS.subtitle}
        actions={
          isAdmin && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {AR_TASKS.create}
            </Button>
          )
        }
      />

      {notice && (
        <AlertBanner tone="success" onDismiss={() => setNotice(null)} className="mb-4">
          {notice}
        </AlertBanner>
      )}

      {isAdmin && (
        <ViewTabs<View>
          label={AR_TASKS.views}
          value={view}
          onChange={setView}
          tabs={[
            { id: 'mine', label: AR_TASKS.myTasks, panelId: 'tasks-mine' },
            { id: 'assigned', label: AR_TASKS.assigned, panelId: 'tasks-assigned' },
          ]}
        />
      )}

      <section
        id={`tasks-${view}`}
        role={isAdmin ? 'tabpanel' : undefined}
        aria-labelledby={isAdmin ? `tasks-${view}-tab` : undefined}
      >
        {active.isError ? (
          <AlertBanner tone="error">{loadError(active.error)}</AlertBanner>
        ) : view === 'mine' ? (
          <OwnTasksTable
            tasks={own.data}
            loading={own.isPending}
            onDeliver={(task) => {
              setNotice(null);
              setDelivering(task);
            }}
          />
        ) : (
          <AssignedTasksTable tasks={assigned.data} loading={assigned.isPending} />
        )}
      </section>

      <DeliverTaskDialogs
        task={delivering}
        onClose={() => setDelivering(null)}
        onDelivered={() => {
          setDelivering(null);
          setNotice(AR_TASKS.delivertedOk);
        }}
      />
      {isAdmin && (
        <CreateTaskDialog
          open={creating}
          onOpenChange={setCreating}
          onCreated={() => {
            setCreating(false);
            setNotice(AR_TASKS.created);
            setView('assigned');
          }}
        />
      )}
    </div>
  );
}
