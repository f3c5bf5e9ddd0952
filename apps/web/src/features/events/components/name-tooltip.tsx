import { TIMINGS } from '@app/shared';
import * as Tooltip from '@radix-ui/react-tooltip';
import { type ReactNode, useEffect, useState } from 'react';

/** Shows the full text of a truncated title; it closes by itself after 2 s (SPEC.md section 9). */
export function NameTooltip({ full, children }: { full: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => setOpen(false), TIMINGS.tooltipResetMs);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <Tooltip.Root open={open} onOpenChange={setOpen}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          className="z-50 max-w-xs rounded-lg bg-ink-900 px-3 py-2 text-sm text-white shadow-lg"
          dir="rtl"
        >
          {full}
          <Tooltip.Arrow className="fill-ink-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
