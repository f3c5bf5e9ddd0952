import { AR_SHELL } from '@app/shared';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { navItemsFor } from '../nav-items';

/** The role's menu; onNavigate lets the mobile drawer close itself after a choice. */
export function SidebarNav({ role, onNavigate }: { role: string; onNavigate?: () => void }) {
  return (
    <nav aria-label={AR_SHELL.navigation} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {navItemsFor(role).map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-brand-500',
                  isActive
                    ? 'bg-brand-500 text-ink-900'
                    : 'text-slate-300 hover:bg-white/10 hover:text-white',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
