import { TIMINGS } from '@app/shared';
import { cloneElement, type ReactElement, useEffect, useId, useState } from 'react';

type TriggerProps = {
  'aria-describedby'?: string;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onKeyDown?: (event: { key: string }) => void;
};

/**
 * Shows the full text of a truncated title above it, on hover or keyboard focus; it closes by itself
 * after 2 s (docs/product.md#constants), on leave, blur or Escape. Drawn with CSS alone: a positioning library
 * would weigh more than the whole events page's own code on a slow phone.
 */
export function NameTooltip({ full, children }: { full: string; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => setOpen(false), TIMINGS.tooltipResetMs);
    return () => window.clearTimeout(timer);
  }, [open]);

  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return (
    <span className="relative inline-block max-w-full">
      {cloneElement(children, {
        'aria-describedby': open ? id : undefined,
        onPointerEnter: show,
        onPointerLeave: hide,
        onFocus: show,
        onBlur: hide,
        onKeyDown: (event) => {
          if (event.key === 'Escape') hide();
        },
      })}
      {open && (
        <span
          id={id}
          role="tooltip"
          dir="rtl"
          className="absolute bottom-full start-0 z-50 mb-2 w-max max-w-xs rounded-lg bg-ink-900 px-3 py-2 text-sm font-normal text-white shadow-lg"
        >
          {full}
        </span>
      )}
    </span>
  );
}
