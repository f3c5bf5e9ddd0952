import { SITE } from '../content/site-text';

/** Arabic "not available" notice of SPEC.md section 2; a live region so screen readers hear it. */
export function ArabicBanner({ visible }: { visible: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      lang="ar"
      dir="rtl"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
    >
      {visible ? (
        <p className="banner-in rounded-full bg-ink-900 px-6 py-3 font-arabic text-base font-semibold text-white shadow-lg ring-1 ring-brand-500">
          {SITE.arabicUnavailable}
        </p>
      ) : null}
    </div>
  );
}
