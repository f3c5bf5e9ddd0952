import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { SITE } from '../content/site-text';

/**
 * Arabic "not available" notice of docs/product.md#header-and-footer: a live region holding exactly its text (so
 * screen readers hear it), and under it, in the same banner, what does exist in Arabic: the events
 * pages, with a link to them (the header and footer link there too, for whoever misses the 3 s).
 */
export function ArabicBanner({ visible }: { visible: boolean }) {
  return (
    <div
      lang="ar"
      dir="rtl"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
    >
      <div
        className={cn(
          visible &&
            'banner-in pointer-events-auto max-w-md rounded-2xl bg-ink-900 px-6 py-3 text-center font-arabic text-white shadow-lg ring-1 ring-brand-500',
        )}
      >
        <p role="status" aria-live="polite" lang="ar" className="text-base font-semibold">
          {visible ? SITE.arabicUnavailable : null}
        </p>
        {visible && (
          <p className="mt-1 text-sm text-slate-300">
            {SITE.arabicAvailable}{' '}
            <Link
              to="/events"
              hrefLang="ar"
              className="rounded font-semibold text-brand-400 underline underline-offset-4 hover:text-brand-300"
            >
              {SITE.arabicEventsLink}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
