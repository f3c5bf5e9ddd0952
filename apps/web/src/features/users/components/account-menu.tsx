import { AR_PRIVACY, AR_USERS, type UserDto } from '@app/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { KeyRound, LogOut, MoreHorizontal, UserCog } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const S = AR_PRIVACY.staff;
const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-slate-100';

export type AccountAction = 'role' | 'password' | 'sessions';

/** An account's staff actions (docs/api/accounts.md#staff-account-changes): change role, set password, end sessions. */
export function AccountMenu({
  user,
  disabled,
  onAction,
  layout,
}: {
  user: UserDto;
  disabled: boolean;
  onAction: (action: AccountAction, user: UserDto) => void;
  layout: 'row' | 'card';
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        disabled={disabled}
        aria-label={`${S.changeRole}، ${S.setPassword}، ${S.endSessions}: ${user.username}`}
        className={cn(
          buttonClasses('secondary', layout === 'card' ? 'md' : 'sm'),
          layout === 'card' && 'w-full',
        )}
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
        {layout === 'card' && <span>{AR_USERS.actions}</span>}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-xl bg-white p-1.5 text-ink-900 shadow-lg ring-1 ring-slate-200"
        >
          <DropdownMenu.Item className={itemClasses} onSelect={() => onAction('role', user)}>
            <UserCog aria-hidden="true" className="size-4" />
            {S.changeRole}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => onAction('password', user)}>
            <KeyRound aria-hidden="true" className="size-4" />
            {S.setPassword}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={`${itemClasses} text-red-700`}
            onSelect={() => onAction('sessions', user)}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {S.endSessions}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
