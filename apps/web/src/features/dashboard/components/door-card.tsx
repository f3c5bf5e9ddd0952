import { AR_DASHBOARD } from '@app/shared';
import { ArrowLeft, ScanQrCode } from 'lucide-react';
import { Link } from 'react-router';

/** A Scanner's way from the home to the door (docs/product.md#staff-home): one large, obvious button. */
export function DoorCard() {
  return (
    <section
      aria-labelledby="door-title"
      className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
        <ScanQrCode aria-hidden="true" className="size-6" />
      </span>
      <div className="grid min-w-0 flex-1 basis-48 gap-1">
        <h2 id="door-title" className="text-lg font-bold text-ink-900">
          {AR_DASHBOARD.doorTitle}
        </h2>
        <p className="text-sm text-slate-600">{AR_DASHBOARD.doorHint}</p>
      </div>
      <Link
        to="/admin/check"
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-bold text-white transition-colors hover:bg-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
      >
        {AR_DASHBOARD.doorAction}
        <ArrowLeft aria-hidden="true" className="size-4 ltr:rotate-180" />
      </Link>
    </section>
  );
}
