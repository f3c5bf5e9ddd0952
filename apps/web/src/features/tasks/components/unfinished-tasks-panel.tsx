import { AR_TASKS, LIMITS } from '@app/shared';
import { ArrowLeft, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useOwnTasks } from '../api/get-own-tasks';
import { unfinishedTasks } from '../lib/task-state';
import { DueDateCell } from './due-date-cell';

const TASKS_PATH = '/admin/tasks';

/** The home screen of non-admins (docs/product.md#tasks-screen): the first 3 unfinished tasks and a 'more' link. */
export function UnfinishedTasksPanel() {
  const tasks = useOwnTasks();
  const open = unfinishedTasks(tasks.data ?? []);
  const shown = open.slice(0, LIMITS.dashboardTasks);
  const remaining = open.length - shown.length;

  return (
    <section
      aria-labelledby="unfinished-tasks-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="unfinished-tasks-title" className="mb-4 flex items-center gap-2 text-lg font-bold text-ink-900">
        <ClipboardList aria-hidden="true" className="size-5 text-brand-600" />
        {AR_TASKS.unfinishedTitle}
      </h2>
      {tasks.isPending ? (
        <ul className="grid gap-3" aria-busy="true">
          {Array.from({ length: LIMITS.dashboardTasks }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className="grid gap-2 rounded-xl p-4 ring-1 ring-slate-100">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-24" />
            </li>
          ))}
        </ul>
      ) : tasks.isError ? (
        <AlertBanner tone="error">
          {tasks.error instanceof ApiError && tasks.error.serverMessage
            ? AR_TASKS.fetchError(tasks.error.serverMessage)
            : AR_TASKS.fetchFailed}
        </AlertBanner>
      ) : shown.length === 0 ? (
        <EmptyState title={AR_TASKS.allDone} className="py-8" />
      ) : (
        <>
          <ul className="grid gap-3">
            {shown.map((task) => (
              <li key={task._id}>
                <Link
                  to={TASKS_PATH}
                  className="grid gap-1 rounded-xl p-4 ring-1 ring-slate-200 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="font-semibold text-ink-900">{task.title}</span>
                  <span className="line-clamp-2 text-sm text-slate-600">{task.description}</span>
                  <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
                    <span>
                      {AR_TASKS.dueDate}: <DueDateCell task={task} />
                    </span>
                    <span>
                      {AR_TASKS.sender}: {task.adminId?.username}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={TASKS_PATH}
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {remaining > 0 ? AR_TASKS.more(formatNumber(remaining)) : AR_TASKS.viewAll}
            <ArrowLeft aria-hidden="true" className="size-4 ltr:rotate-180" />
          </Link>
        </>
      )}
    </section>
  );
}
