import { AR_USERS, roleLabelAr, type UserDto } from '@app/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { UserAvatar } from './user-avatar';

/** What the users table's columns and the phone cards show of an account, written once for both. */

/**
 * Avatar (coloured by role), username and email. A username of 50 characters or a long email wraps
 * anywhere within the column, whole, so the row's actions stay in view and a phone's card its width.
 */
export function UserIdentity({ user }: { user: UserDto }) {
  return (
    <span className="flex items-center gap-3">
      <UserAvatar username={user.username} role={user.role} />
      <span className="grid max-w-[18rem] min-w-0">
        <span className="font-semibold wrap-anywhere">
          <bdi>{user.username}</bdi>
        </span>
        <span className="text-xs font-normal wrap-anywhere text-slate-500">
          <bdi dir="ltr">{user.email}</bdi>
        </span>
      </span>
    </span>
  );
}

export function RoleBadge({ user }: { user: UserDto }) {
  return <Badge tone="brand">{roleLabelAr(user.role)}</Badge>;
}

export function UserStatusBadge({ user }: { user: UserDto }) {
  return user.isSuspended ? (
    <Badge tone="danger">{AR_USERS.suspendedLabel}</Badge>
  ) : (
    <Badge tone="success">{AR_USERS.active}</Badge>
  );
}

/** Suspend (confirmed first by the page) or activate; named with the username for screen readers. */
export function SuspendToggle({
  user,
  busyId,
  onToggle,
  layout,
}: {
  user: UserDto;
  /** Id of the user whose state is being changed (its button spins, the others wait). */
  busyId: string | null;
  onToggle: (user: UserDto) => void;
  /** 'row': a small button in a table row; 'card': a thumb-sized one across the card. */
  layout: 'row' | 'card';
}) {
  const label = user.isSuspended ? AR_USERS.activate : AR_USERS.suspend;
  return (
    <Button
      size={layout === 'card' ? 'md' : 'sm'}
      variant={user.isSuspended ? 'success' : 'dangerQuiet'}
      className={cn(layout === 'card' && 'w-full')}
      loading={busyId === user._id}
      disabled={busyId !== null}
      aria-label={`${label} ${user.username}`}
      onClick={() => onToggle(user)}
    >
      {label}
    </Button>
  );
}
