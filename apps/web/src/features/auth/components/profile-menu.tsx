import { AR_AUTH, AR_SHELL, type ProfileDto, roleLabelAr } from '@app/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-slate-100';

/** The top bar's account menu: who is signed in, the account page and logout. */
export function ProfileMenu({ profile, onLogout }: { profile: ProfileDto; onLogout: () => void }) {
  const initial = profile.username.charAt(0).toUpperCase();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={AR_SHELL.profileMenu}
        className="flex items-center gap-2 rounded-xl p-1 pe-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span
          aria-hidden="true"
          className="grid size-9 place-items-center rounded-full bg-ink-900 text-sm font-bold text-brand-500"
        >
          {initial}
        </span>
        <span className="hidden text-start leading-tight sm:block">
          <span className="block max-w-40 truncate text-sm font-semibold">
            <bdi>{profile.username}</bdi>
          </span>
          <span className="block text-xs text-slate-500">{roleLabelAr(profile.role)}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl bg-white p-1.5 text-ink-900 shadow-lg ring-1 ring-slate-200"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-semibold">
              <bdi>{profile.username}</bdi>
            </span>
            <span className="block text-xs text-slate-500">{roleLabelAr(profile.role)}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/admin/profile">
              <UserRound aria-hidden="true" className="size-4" />
              {AR_SHELL.profile}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={onLogout} className={`${itemClasses} text-red-700`}>
            <LogOut aria-hidden="true" className="size-4" />
            {AR_AUTH.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
