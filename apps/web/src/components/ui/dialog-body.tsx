import { AR_COMMON } from '@app/shared';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useDirection } from '@radix-ui/react-direction';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (end-aligned). */
  footer?: ReactNode;
  size?: keyof typeof WIDTHS;
  /** Hide the corner close button (the footer then must offer a way out; Escape still closes). */
  hideClose?: boolean;
  className?: string;
};

/**
 * The modal itself, on Radix (dialog.tsx loads it on demand): focus trap, Escape and outside click close
 * it, the title names it. The portal renders outside the page's dir="rtl" wrapper, so the direction is
 * set again here.
 */
export function DialogBody({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideClose = false,
  className,
}: DialogProps) {
  const dir = useDirection();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          dir={dir}
          lang={dir === 'rtl' ? 'ar' : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            // Centred on both axes: symmetric, so physical left/translate are direction-neutral here.
            'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto',
            '-translate-x-1/2 -translate-y-1/2',
            'rounded-2xl bg-white p-5 text-start text-ink-900 shadow-xl focus:outline-none sm:p-6',
            WIDTHS[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
            {!hideClose && (
              <RadixDialog.Close
                aria-label={AR_COMMON.close}
                className="-me-2 -mt-1 grid place-items-center rounded-lg p-2 text-slate-500 max-md:-mt-2 max-md:size-11 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-500"
              >
                <X aria-hidden="true" className="size-5" />
              </RadixDialog.Close>
            )}
          </div>
          {description && (
            <RadixDialog.Description className="mt-2 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex flex-wrap items-center justify-end gap-2">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
