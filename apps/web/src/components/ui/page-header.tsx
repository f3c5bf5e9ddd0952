import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A screen's title (the page's h1), an optional line under it and actions at the end. */
export function PageHeader({
  title,
  description,
  actions,
  actionsClassName,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The actions' row, e.g. a line of its own on a phone (`w-full sm:w-auto`). */
  actionsClassName?: string;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className={cn('flex flex-wrap items-center gap-2', actionsClassName)}>{actions}</div>}
    </div>
  );
}
