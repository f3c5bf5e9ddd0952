import { AR_USERS, type UserDto } from '@app/shared';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { type AccountAction, AccountMenu } from './account-menu';
import { RoleBadge, SuspendToggle, UserIdentity, UserStatusBadge } from './user-cells';

type Props = {
  users: UserDto[] | undefined;
  loading: boolean;
  emptyText: string;
  /** Id of the user whose state is being changed (its button spins). */
  busyId: string | null;
  onToggle: (user: UserDto) => void;
  onAction: (action: AccountAction, user: UserDto) => void;
};

/** The accounts: a table from the md breakpoint up, cards below it (same cells, same actions). */
export function UsersTable({ users, loading, emptyText, busyId, onToggle, onAction }: Props) {
  const columns: Column<UserDto>[] = [
    { key: 'user', header: AR_USERS.user, cell: (user) => <UserIdentity user={user} /> },
    { key: 'role', header: AR_USERS.role, cell: (user) => <RoleBadge user={user} /> },
    { key: 'status', header: AR_USERS.status, cell: (user) => <UserStatusBadge user={user} /> },
    {
      key: 'actions',
      header: AR_USERS.actions,
      cell: (user) => (
        <span className="flex items-center gap-2">
          <SuspendToggle user={user} busyId={busyId} onToggle={onToggle} layout="row" />
          <AccountMenu user={user} disabled={busyId !== null} onAction={onAction} layout="row" />
        </span>
      ),
    },
  ];

  return (
    <DataTable
      caption={AR_USERS.title}
      columns={columns}
      rows={users}
      getRowId={(user) => user._id}
      loading={loading}
      emptyText={emptyText}
      cards={{
        title: (user) => <UserIdentity user={user} />,
        fields: (user) => [
          { label: AR_USERS.role, value: <RoleBadge user={user} />, short: true },
          { label: AR_USERS.status, value: <UserStatusBadge user={user} />, short: true },
        ],
        footer: (user) => (
          <div className="grid grid-cols-2 gap-2">
            <SuspendToggle user={user} busyId={busyId} onToggle={onToggle} layout="card" />
            <AccountMenu user={user} disabled={busyId !== null} onAction={onAction} layout="card" />
          </div>
        ),
      }}
    />
  );
}
