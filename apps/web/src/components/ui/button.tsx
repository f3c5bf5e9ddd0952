import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  // brand-700 keeps white text above the 4.5:1 contrast ratio.
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'bg-white text-ink-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-slate-500',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
  // A destructive action on every row of a list (delete, suspend): quiet until used, behind a confirmation.
  dangerQuiet:
    'bg-white text-red-700 ring-1 ring-slate-300 hover:bg-red-50 hover:ring-red-300 focus-visible:outline-red-600',
  success: 'bg-emerald-600 text-white hover:bg-emerald-700 focus-visible:outline-emerald-600',
  ghost: 'bg-transparent text-slate-700 hover:bg-slate-100 focus-visible:outline-slate-500',
} as const;

// Below the md breakpoint (phones) every button is at least 44 px tall, a thumb's tap target. A min-height,
// so a caller's own height (h-12) still applies and the desktop sizes stay as they are.
const SIZES = {
  sm: 'h-8 px-3 text-sm gap-1.5 max-md:min-h-11',
  md: 'h-10 px-4 text-sm gap-2 max-md:min-h-11',
  icon: 'size-10 justify-center max-md:min-h-11 max-md:min-w-11',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Shows a spinner and disables the button (while a request is in flight). */
  loading?: boolean;
};

export function buttonClasses(variant: keyof typeof VARIANTS = 'primary', size: keyof typeof SIZES = 'md') {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    >
      {loading && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
