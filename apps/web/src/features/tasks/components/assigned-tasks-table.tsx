import { AR_TASKS, type AssignedTaskDto } from '@app/shared';
import { Badge } from '../../../components/ui/badge';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { DueDateCell } from './due-date-cell';

/** The Admin's view of what they assigned: who delivered what, and when (docs/api/tasks.md). */
export function AssignedTasksTable({
  tasks,
  loading,
}: {
  tasks: AssignedTaskDto[] | undefined;
  loading: boolean;
}) {
  const columns: Column<AssignedTaskDto>[] = [
    {
      key: 'title',
      header: AR_TASKS.taskTitle,
      cell: (task) => (
        <div className="grid max-w-xs gap-0.5">
          <span className="font-semibold break-words text-ink-900">{task.title}</span>
          <span className="line-clamp-2 whitespace-pre-line text-xs text-slate-500">{task.description}</span>
        </div>
      ),
    },
    {
      key: 'assignee',
      header: AR_TASKS.assignee,
      cell: (task) => <bdi className="block max-w-[10rem] wrap-anywhere">{task.assignee.username}</bdi>,
    },
    { key: 'dueDate', header: AR_TASKS.dueDate, cell: (task) => <DueDateCell task={task} /> },
    // The delivery column says as much below 1280 px: 'not delivered yet', or what was delivered.
    {
      key: 'status',
      header: AR_TASKS.status,
      cell: (task) => <TaskStatus task={task} />,
      className: 'hidden xl:table-cell',
    },
    {
      key: 'delivery',
      header: AR_TASKS.deliveryDetails,
      className: 'min-w-56',
      cell: (task) => <Delivery task={task} />,
    },
  ];
  return (
    <DataTable
      caption={AR_TASKS.assigned}
      columns={columns}
      rows={tasks}
      getRowId={(task) => task._id}
      loading={loading}
      emptyText={AR_TASKS.assignedEmpty}
      cards={{
        title: (task) => task.title,
        fields: (task) => [
          { label: AR_TASKS.assignee, value: task.assignee.username },
          { label: AR_TASKS.dueDate, value: <DueDateCell task={task} /> },
          { label: AR_TASKS.status, value: <TaskStatus task={task} /> },
          { label: AR_TASKS.deliveryDetails, value: <Delivery task={task} /> },
        ],
      }}
    />
  );
}

function TaskStatus({ task }: { task: AssignedTaskDto }) {
  return task.isDone ? (
    <Badge tone="success">{AR_TASKS.delivered}</Badge>
  ) : (
    <Badge tone="warning">{AR_TASKS.inProgress}</Badge>
  );
}

function Delivery({ task }: { task: AssignedTaskDto }) {
  if (!task.isDone) return <span className="text-slate-400">{AR_TASKS.notDeliveredYet}</span>;
  return (
    <div className="grid max-w-sm gap-0.5">
      <p className="whitespace-pre-line break-words text-ink-900">{task.isTitle}</p>
      {task.isDate && (
        <time dateTime={task.isDate} className="text-xs text-slate-500">
          {formatDateTime(task.isDate)}
        </time>
      )}
    </div>
  );
}
