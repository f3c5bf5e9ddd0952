import { AR_EVENTS } from '@app/shared';
import { DirectionProvider } from '@radix-ui/react-direction';
import { Outlet } from 'react-router';
import '../../../components/arabic-font.css';
import { formatYear } from '../../../lib/format';
import { HydrateInTurn } from '../../../lib/hydrate-in-turn';
import { useDocumentLanguage } from '../../../lib/use-document-language';
import { EventsHeader } from './events-header';

/**
 * Shell of the Arabic public pages (/events, /booking, /ticket): right-to-left, under the site's brand header.
 * The document's lang/dir follow while it is mounted so screen readers and the browser agree.
 */
export function EventsLayout() {
  useDocumentLanguage('ar', 'rtl');

  return (
    <DirectionProvider dir="rtl">
      <div dir="rtl" lang="ar" className="flex min-h-screen flex-col bg-slate-50 font-arabic text-ink-900">
        <HydrateInTurn>
          <EventsHeader />
        </HydrateInTurn>
        <HydrateInTurn>
          <div className="flex-1">
            <Outlet />
          </div>
        </HydrateInTurn>
        <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-500">
          <span dir="ltr">
            © {formatYear(new Date().getFullYear())} {AR_EVENTS.agencyName}
          </span>
        </footer>
      </div>
    </DirectionProvider>
  );
}
