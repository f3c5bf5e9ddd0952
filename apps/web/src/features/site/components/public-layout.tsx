import { Outlet, useLocation } from 'react-router';
import { HydrateInTurn } from '../../../lib/hydrate-in-turn';
import { useDocumentLanguage } from '../../../lib/use-document-language';
import { SITE } from '../content/site-text';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Shell of the English public pages: header, the page (fading in over 0.5 s on each route), footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  // A visitor may arrive from the Arabic events pages (served with <html lang="ar" dir="rtl">).
  useDocumentLanguage('en', 'ltr');
  return (
    <div
      lang="en"
      dir="ltr"
      className="flex min-h-screen flex-col bg-white font-sans text-ink-900 antialiased"
    >
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {SITE.skipToContent}
      </a>
      <SiteHeader />
      <HydrateInTurn>
        <main id="main" key={pathname} className="page-cover flex-1">
          {/* Each page's code arrives on demand (lazyPage); header and footer stay while it does. */}
          <Outlet />
        </main>
      </HydrateInTurn>
      <HydrateInTurn>
        <SiteFooter />
      </HydrateInTurn>
    </div>
  );
}
