import { CopyButton } from './copy-button';

/** A value to copy, with its label: wallet numbers and references are always Latin digits, left to right. */
export function CopyRow({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3">
      <div className="min-w-0">
        <p className="text-xs text-slate-600">{label}</p>
        <p className="mt-0.5 font-mono text-lg font-bold tracking-wide break-all text-ink-900">
          <bdi dir="ltr">{value}</bdi>
        </p>
        {hint && <p className="mt-0.5 text-xs text-slate-600">{hint}</p>}
      </div>
      <CopyButton value={value} label={label} />
    </div>
  );
}
