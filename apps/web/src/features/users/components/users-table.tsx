import { AR, roleLabelAr, type UserDto } from '@app/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { UserAvatar } from './user-avatar';

type Props = {
  users: UserDto[] | undefined;
  loading: boolean;
  emptyText: string;
  /** Id of the user whose state is being changed (its button spins). */
  busyId: string | null;
  onToggle: (user: UserDto) => void;
};

export function UsersTable({ users, loading, emptyText, busyId, onToggle }: Props) {
  const columns: Column<UserDto>[] = [
    {
      key: 'user',
      header: AR.users.user,
      cell: (user) => (
        <div className="flex items-center gap-3">
          <UserAvatar username={user.username} role={user.role} />
          <div className="min-w-0">
            <p className="font-semibold">
              <bdi>{user.username}</bdi>
            </p>
            <p className="text-xs text-slate-500">
              <bdi dir="ltr">{user.email}</bdi>
            </p>
          </div>
        </div>
      ),
    },
    {
      key: 'role',
      header: AR.users.role,
      cell: (user) => <Badge tone="brand">{roleLabelAr(user.role)}</Badge>,
    },
    {
      key: 'status',
      header: AR.users.status,
      cell: (user) =>
        user.isSuspended ? (
          <Badge tone="danger">{AR.users.suspendedLabel}</Badge>
        ) : (
          <Badge tone="success">{AR.users.active}</Badge>
        ),
    },
    {
      key: 'actions',
      header: AR.users.actions,
      cell: (user) => (
        <Button
          size="sm"
          variant={user.isSuspended ? 'success' : 'danger'}
          loading={busyId === user._id}
          disabled={busyId !== null}
          aria-label={`${user.isSuspended ? AR.users.activate : AR.users.suspend} ${user.username}`}
          onClick={() => onToggle(user)}
        >
          {user.isSuspended ? AR.users.activate : AR.users.suspend}
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      caption={AR.users.title}
      columns={columns}
      rows={users}
      getRowId={(user) => user._id}
      loading={loading}
      emptyText={emptyText}
    />
  );
}
