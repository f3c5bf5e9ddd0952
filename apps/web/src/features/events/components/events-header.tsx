import { AR_EVENTS } from '@app/shared';
import { CalendarDays, House } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';

/**
 * Header of the Arabic events pages in the English site's header language: the same word mark, white bar,
 * 16-unit height and pill links, mirrored for right to left, with a way back to the (English) main site.
 * Deliberately small: no menus or scroll handling, so these pages' first load stays light.
 */
export function EventsHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-4">
        {/* The Arabic pages' home is the events list; the English site is the labelled link beside it. */}
        <BrandLogo name={AR_EVENTS.agencyName} to="/events" />
        <nav
          aria-label={AR_EVENTS.headerNav}
          className="flex flex-1 items-center justify-end gap-1 sm:justify-between sm:ps-6"
        >
          <NavLink
            to="/events"
            end
            className={({ isActive }) =>
              `inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold transition-colors hover:text-brand-700 ${
                isActive ? 'text-brand-700' : 'text-ink-800'
              }`
            }
          >
            <CalendarDays aria-hidden="true" className="hidden size-4 sm:block" />
            {AR_EVENTS.listTitle}
          </NavLink>
          <Link
            to="/"
            hrefLang="en"
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink-900 transition-colors hover:border-brand-500"
          >
            <House aria-hidden="true" className="hidden size-4 sm:block" />
            {AR_EVENTS.mainSite}
          </Link>
        </nav>
      </div>
    </header>
  );
}
