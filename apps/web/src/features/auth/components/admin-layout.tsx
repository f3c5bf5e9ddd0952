import { AR_SHELL } from '@app/shared';
import { Outlet } from 'react-router';
import { useSession } from '../hooks/use-session';
import { ArabicRoot } from './arabic-root';
import { MobileDrawer } from './mobile-drawer';
import { ProfileMenu } from './profile-menu';
import { SidebarBrand } from './sidebar-brand';
import { SidebarNav } from './sidebar-nav';

/** The staff shell: sidebar (a drawer on small screens), top bar with the account menu, the screen. */
export function AdminLayout() {
  const { profile, logout } = useSession();
  return (
    <ArabicRoot>
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {AR_SHELL.skipToContent}
      </a>
      <aside className="fixed inset-y-0 start-0 z-30 hidden w-64 flex-col bg-ink-900 lg:flex">
        <SidebarBrand />
        <SidebarNav role={profile.role} />
      </aside>
      <div className="flex min-h-dvh flex-col lg:ps-64">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
          <div className="flex items-center gap-2">
            <MobileDrawer role={profile.role} />
            <p className="text-base font-bold">{AR_SHELL.panelTitle}</p>
          </div>
          <ProfileMenu profile={profile} onLogout={logout} />
        </header>
        <main id="admin-main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </ArabicRoot>
  );
}
