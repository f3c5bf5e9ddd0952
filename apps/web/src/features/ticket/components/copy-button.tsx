import { AR_TICKET } from '@app/shared';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Copies a value a booker must type elsewhere (a wallet number, the reference) and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Older phones without the clipboard API: select a hidden field and copy from it.
      const field = document.createElement('textarea');
      field.value = value;
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    setCopied(true);
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={AR_TICKET.copyLabel(label)}
      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {copied ? (
        <Check aria-hidden className="size-4 text-emerald-600" />
      ) : (
        <Copy aria-hidden className="size-4" />
      )}
      <span aria-live="polite">{copied ? AR_TICKET.copied : AR_TICKET.copy}</span>
    </button>
  );
}
