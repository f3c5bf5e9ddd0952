import { AR_PRIVACY, AR_USERS, type RegisterUserInput, type Role, type UserDto } from '@app/shared';
import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError, errorText, isAuthError, LOGIN_PATH } from '../../../lib/api-client';
import { getCurrentUserId } from '../../../lib/session';
import { useSession } from '../../auth';
import { useEndSessions } from '../api/end-sessions';
import { useUsers } from '../api/get-users';
import { useRegisterUser } from '../api/register-user';
import { useSetSuspended } from '../api/set-suspended';
import { useUpdateUser } from '../api/update-user';
import type { AccountAction } from './account-menu';
import { type UsersDialogState, UsersDialogs } from './users-dialogs';
import { UsersTable } from './users-table';

type Notice = { tone: 'success' | 'error'; text: string };

/** /admin/users: the accounts (without the signed-in one), suspend/activate, add a user. */
export function UsersPage() {
  const navigate = useNavigate();
  const { profile } = useSession();
  const users = useUsers();
  const registerUser = useRegisterUser();
  const setSuspended = useSetSuspended();
  const updateUser = useUpdateUser();
  const endSessions = useEndSessions();
  const [dialog, setDialog] = useState<UsersDialogState>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  // docs/product.md#error-messages: 401 or 403 leave for the login screen (which sends a still signed-in user home).
  const authFailed = isAuthError(users.error);
  useEffect(() => {
    if (authFailed) navigate(LOGIN_PATH, { replace: true });
  }, [authFailed, navigate]);

  const currentId = getCurrentUserId();
  const visible = users.data?.filter((user) => user._id !== currentId && user._id !== profile._id);
  const notFound = users.error instanceof ApiError && users.error.status === 404;
  const fetchFailed = users.isError && !notFound && !authFailed;

  const openAdd = () => {
    registerUser.reset();
    setNotice(null);
    setDialog({ kind: 'add' });
  };

  const onAdd = (body: RegisterUserInput) => {
    registerUser.mutate(body, {
      onSuccess: (envelope) => {
        setDialog(null);
        setNotice({ tone: 'success', text: envelope.message ?? AR_USERS.created });
      },
    });
  };

  const changeState = (user: UserDto) => {
    const isSuspended = !user.isSuspended;
    setNotice(null);
    setSuspended.mutate(
      { id: user._id, isSuspended },
      {
        onSuccess: (envelope) => {
          setNotice({
            tone: 'success',
            text: envelope.message ?? (isSuspended ? AR_USERS.suspendedOk : AR_USERS.activatedOk),
          });
        },
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, AR_USERS.suspendFailed) }),
        onSettled: () => setDialog(null),
      },
    );
  };

  const onAction = (action: AccountAction, user: UserDto) => {
    setNotice(null);
    updateUser.reset();
    setDialog({ kind: action, user });
  };

  const update = (user: UserDto, body: { role?: Role; password?: string }, fallback: string) => {
    updateUser.mutate(
      { id: user._id, body },
      {
        onSuccess: (envelope) => {
          setDialog(null);
          setNotice({ tone: 'success', text: envelope.message ?? fallback });
        },
      },
    );
  };

  const onEndSessions = (user: UserDto) => {
    setNotice(null);
    endSessions.mutate(user._id, {
      onSuccess: (envelope) =>
        setNotice({ tone: 'success', text: envelope.message ?? AR_PRIVACY.staff.sessionsEnded }),
      onError: (error) => setNotice({ tone: 'error', text: errorText(error, AR_PRIVACY.staff.endFailed) }),
      onSettled: () => setDialog(null),
    });
  };

  // Suspending ends the account's sessions at once, so it is confirmed first; activating is not.
  const onToggle = (user: UserDto) =>
    user.isSuspended ? changeState(user) : setDialog({ kind: 'suspend', user });

  return (
    <div>
      <PageHeader
        title={AR_USERS.title}
        actions={
          <Button onClick={openAdd}>
            <UserPlus aria-hidden="true" className="size-4" />
            {AR_USERS.addUser}
          </Button>
        }
      />
      <div className="space-y-4">
        {notice && (
          <AlertBanner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </AlertBanner>
        )}
        {fetchFailed && (
          <AlertBanner tone="error">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>{AR_USERS.fetchFailed}</span>
              <Button size="sm" variant="secondary" onClick={() => users.refetch()}>
                {AR_USERS.retry}
              </Button>
            </div>
          </AlertBanner>
        )}
        {!fetchFailed && (
          <UsersTable
            users={visible}
            loading={users.isPending && !users.isError}
            emptyText={AR_USERS.noUsers}
            busyId={setSuspended.isPending ? (setSuspended.variables?.id ?? null) : null}
            onToggle={onToggle}
            onAction={onAction}
          />
        )}
      </div>
      <UsersDialogs
        state={dialog}
        onClose={() => setDialog(null)}
        addPending={registerUser.isPending}
        addError={registerUser.error ? errorText(registerUser.error, AR_USERS.createFailed) : null}
        onAdd={onAdd}
        suspendPending={setSuspended.isPending}
        onConfirmSuspend={changeState}
        account={{
          updatePending: updateUser.isPending,
          updateError: updateUser.error ? errorText(updateUser.error, AR_PRIVACY.staff.updateFailed) : null,
          onDismissUpdateError: () => updateUser.reset(),
          onChangeRole: (user, role) => update(user, { role }, AR_PRIVACY.staff.updated),
          onSetPassword: (user, password) => update(user, { password }, AR_PRIVACY.staff.passwordSet),
          endPending: endSessions.isPending,
          onEndSessions,
        }}
      />
    </div>
  );
}
