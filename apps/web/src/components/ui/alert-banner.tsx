import { AR_COMMON } from '@app/shared';
import { CircleCheck, CircleExclamationPoint, Info, TriangleExclamationPoint, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  success: { box: 'bg-emerald-50 text-emerald-900 ring-emerald-200', Icon: CircleCheck },
  error: { box: 'bg-red-50 text-red-900 ring-red-200', Icon: CircleExclamationPoint },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-200', Icon: TriangleExclamationPoint },
  info: { box: 'bg-sky-50 text-sky-900 ring-sky-200', Icon: Info },
} as const;

export type AlertTone = keyof typeof TONES;

/**
 * An inline message above a screen's content. Errors are announced at once (role="alert"),
 * the rest politely (role="status"). With onDismiss it gets a close button.
 */
export function AlertBanner({
  tone = 'info',
  children,
  onDismiss,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}) {
  const { box, Icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1 ring-inset', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 text-start">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={AR_COMMON.close}
          className="-m-1 grid place-items-center rounded-md p-1 opacity-70 max-md:-m-3 max-md:size-11 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
