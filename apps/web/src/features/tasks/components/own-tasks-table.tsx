import { AR_TASKS, type TaskDto } from '@app/shared';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format';
import { DueDateCell } from './due-date-cell';

/** docs/product.md#tasks-screen: title, details, delivery date, sender username, action. */
export function OwnTasksTable({
  tasks,
  loading,
  onDeliver,
}: {
  tasks: TaskDto[] | undefined;
  loading: boolean;
  onDeliver: (task: TaskDto) => void;
}) {
  // Below 1280 px the details are two lines under the title (whole in the deliver dialog's), so the
  // deliver button stays in view.
  const columns: Column<TaskDto>[] = [
    {
      key: 'title',
      header: AR_TASKS.taskTitle,
      cell: (task) => (
        <span className="grid max-w-xs gap-0.5">
          <span className="font-semibold break-words text-ink-900">{task.title}</span>
          <span className="line-clamp-2 text-xs whitespace-pre-line text-slate-500 xl:hidden">
            {task.description}
          </span>
        </span>
      ),
    },
    {
      key: 'details',
      header: AR_TASKS.details,
      cell: (task) => (
        <p className="max-w-xs whitespace-pre-line break-words text-slate-600">{task.description}</p>
      ),
      className: 'hidden min-w-48 xl:table-cell',
    },
    { key: 'dueDate', header: AR_TASKS.dueDate, cell: (task) => <DueDateCell task={task} /> },
    {
      key: 'sender',
      header: AR_TASKS.sender,
      cell: (task) => <bdi className="block max-w-[10rem] wrap-anywhere">{task.adminId?.username ?? ''}</bdi>,
    },
    {
      key: 'action',
      header: AR_TASKS.action,
      cell: (task) => <TaskAction task={task} onDeliver={onDeliver} />,
    },
  ];
  return (
    <DataTable
      caption={AR_TASKS.myTasks}
      columns={columns}
      rows={tasks}
      getRowId={(task) => task._id}
      loading={loading}
      emptyText={AR_TASKS.empty}
      cards={{
        title: (task) => task.title,
        fields: (task) => [
          { label: AR_TASKS.details, value: <span className="whitespace-pre-line">{task.description}</span> },
          { label: AR_TASKS.dueDate, value: <DueDateCell task={task} /> },
          { label: AR_TASKS.sender, value: task.adminId?.username },
        ],
        footer: (task) => <TaskAction task={task} onDeliver={onDeliver} />,
      }}
    />
  );
}

/** A deliver button, or the 'delivered' label with its delivery date (docs/product.md#tasks-screen). */
function TaskAction({ task, onDeliver }: { task: TaskDto; onDeliver: (task: TaskDto) => void }) {
  return task.isDone ? (
    <span className="inline-flex flex-col gap-0.5">
      <span className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-emerald-700">
        <CircleCheck aria-hidden="true" className="size-4" />
        {AR_TASKS.delivered}
      </span>
      {task.isDate && (
        <time dateTime={task.isDate} className="text-xs whitespace-nowrap text-slate-500">
          {formatDate(task.isDate)}
        </time>
      )}
    </span>
  ) : (
    <Button size="sm" onClick={() => onDeliver(task)}>
      {AR_TASKS.deliver}
    </Button>
  );
}
