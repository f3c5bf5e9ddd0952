import type { ReactNode } from 'react';

/** A centred message for the error, empty and not-found states of the public events pages. */
export function StateMessage({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mx-auto my-10 max-w-lg rounded-2xl border px-6 py-8 text-center text-base font-semibold ${
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-slate-200 bg-white text-slate-700'
      }`}
    >
      {children}
    </div>
  );
}
