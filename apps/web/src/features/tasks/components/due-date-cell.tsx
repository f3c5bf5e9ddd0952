import { AR_TASKS, type TaskDto } from '@app/shared';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { isOverdue } from '../lib/task-state';

/** The due date, marked when an undelivered task is past it. */
export function DueDateCell({ task }: { task: Pick<TaskDto, 'isDone' | 'dueDate'> }) {
  const overdue = isOverdue(task);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <time
        dateTime={task.dueDate}
        className={overdue ? 'font-semibold whitespace-nowrap text-red-700' : 'whitespace-nowrap'}
      >
        {formatDate(task.dueDate)}
      </time>
      {overdue && <Badge tone="danger">{AR_TASKS.overdue}</Badge>}
    </span>
  );
}
