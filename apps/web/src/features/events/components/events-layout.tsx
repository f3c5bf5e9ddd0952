import { AR } from '@app/shared';
import { DirectionProvider } from '@radix-ui/react-direction';
import { TooltipProvider } from '@radix-ui/react-tooltip';
import { CalendarDays } from 'lucide-react';
import { useEffect } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import '../../../components/arabic-font.css';

/**
 * Shell of the Arabic public pages (/events, /booking, /ticket): right-to-left, with a light header.
 * The document's lang/dir follow while it is mounted so screen readers and the browser agree.
 */
export function EventsLayout() {
  useEffect(() => {
    const html = document.documentElement;
    const previous = { lang: html.lang, dir: html.dir };
    html.lang = 'ar';
    html.dir = 'rtl';
    return () => {
      html.lang = previous.lang;
      html.dir = previous.dir;
    };
  }, []);

  return (
    <DirectionProvider dir="rtl">
      <TooltipProvider delayDuration={200}>
        <div dir="rtl" lang="ar" className="flex min-h-screen flex-col bg-slate-50 font-arabic text-ink-900">
          <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur">
            <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
              <Link to="/" className="text-lg font-bold tracking-tight text-ink-900" dir="ltr">
                {AR.events.agencyName}
              </Link>
              <NavLink
                to="/events"
                end
                className={({ isActive }) =>
                  `inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                    isActive ? 'bg-ink-900 text-white' : 'text-ink-800 hover:bg-brand-50'
                  }`
                }
              >
                <CalendarDays aria-hidden className="size-4" />
                {AR.events.listTitle}
              </NavLink>
            </div>
          </header>
          <div className="flex-1">
            <Outlet />
          </div>
          <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-500">
            <span dir="ltr">
              © {new Date().getFullYear()} {AR.events.agencyName}
            </span>
          </footer>
        </div>
      </TooltipProvider>
    </DirectionProvider>
  );
}
