import { AR, type AssignedTaskDto } from '@app/shared';
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
      header: AR.tasks.taskTitle,
      cell: (task) => (
        <div className="grid max-w-xs gap-0.5">
          <span className="font-semibold text-ink-900">{task.title}</span>
          <span className="line-clamp-2 whitespace-pre-line text-xs text-slate-500">{task.description}</span>
        </div>
      ),
    },
    { key: 'assignee', header: AR.tasks.assignee, cell: (task) => task.assignee.username },
    { key: 'dueDate', header: AR.tasks.dueDate, cell: (task) => <DueDateCell task={task} /> },
    { key: 'status', header: AR.tasks.status, cell: (task) => <TaskStatus task={task} /> },
    {
      key: 'delivery',
      header: AR.tasks.deliveryDetails,
      className: 'min-w-56',
      cell: (task) => <Delivery task={task} />,
    },
  ];
  return (
    <DataTable
      caption={AR.tasks.assigned}
      columns={columns}
      rows={tasks}
      getRowId={(task) => task._id}
      loading={loading}
      emptyText={AR.tasks.assignedEmpty}
      cards={{
        title: (task) => task.title,
        fields: (task) => [
          { label: AR.tasks.assignee, value: task.assignee.username },
          { label: AR.tasks.dueDate, value: <DueDateCell task={task} /> },
          { label: AR.tasks.status, value: <TaskStatus task={task} /> },
          { label: AR.tasks.deliveryDetails, value: <Delivery task={task} /> },
        ],
      }}
    />
  );
}

function TaskStatus({ task }: { task: AssignedTaskDto }) {
  return task.isDone ? (
    <Badge tone="success">{AR.tasks.delivered}</Badge>
  ) : (
    <Badge tone="warning">{AR.tasks.inProgress}</Badge>
  );
}

function Delivery({ task }: { task: AssignedTaskDto }) {
  if (!task.isDone) return <span className="text-slate-400">{AR.tasks.notDeliveredYet}</span>;
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
