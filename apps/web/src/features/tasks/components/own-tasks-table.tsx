import { AR, type TaskDto } from '@app/shared';
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
  const columns: Column<TaskDto>[] = [
    {
      key: 'title',
      header: AR.tasks.taskTitle,
      cell: (task) => <span className="font-semibold text-ink-900">{task.title}</span>,
    },
    {
      key: 'details',
      header: AR.tasks.details,
      cell: (task) => <p className="max-w-xs whitespace-pre-line text-slate-600">{task.description}</p>,
      className: 'min-w-48',
    },
    { key: 'dueDate', header: AR.tasks.dueDate, cell: (task) => <DueDateCell task={task} /> },
    { key: 'sender', header: AR.tasks.sender, cell: (task) => task.adminId?.username ?? '' },
    {
      key: 'action',
      header: AR.tasks.action,
      cell: (task) => <TaskAction task={task} onDeliver={onDeliver} />,
    },
  ];
  return (
    <DataTable
      caption={AR.tasks.myTasks}
      columns={columns}
      rows={tasks}
      getRowId={(task) => task._id}
      loading={loading}
      emptyText={AR.tasks.empty}
      cards={{
        title: (task) => task.title,
        fields: (task) => [
          { label: AR.tasks.details, value: <span className="whitespace-pre-line">{task.description}</span> },
          { label: AR.tasks.dueDate, value: <DueDateCell task={task} /> },
          { label: AR.tasks.sender, value: task.adminId?.username },
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
      <span className="inline-flex items-center gap-1 font-semibold text-emerald-700">
        <CircleCheck aria-hidden="true" className="size-4" />
        {AR.tasks.delivered}
      </span>
      {task.isDate && (
        <time dateTime={task.isDate} className="text-xs text-slate-500">
          {formatDate(task.isDate)}
        </time>
      )}
    </span>
  ) : (
    <Button size="sm" onClick={() => onDeliver(task)}>
      {AR.tasks.deliver}
    </Button>
  );
}
