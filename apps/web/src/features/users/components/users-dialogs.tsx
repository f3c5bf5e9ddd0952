import { AR_PRIVACY, AR_USERS, type RegisterUserInput, type Role, type UserDto } from '@app/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { AddUserForm } from './add-user-form';
import { ChangeRoleForm, SetPasswordForm } from './staff-account-forms';

const S = AR_PRIVACY.staff;

export type UsersDialogState =
  | { kind: 'add' }
  | { kind: 'suspend' | 'role' | 'password' | 'sessions'; user: UserDto }
  | null;

/** The staff account actions' dialogs (docs/api/accounts.md#staff-account-changes): one mutation's state each. */
export type AccountDialogsProps = {
  updatePending: boolean;
  updateError: string | null;
  onDismissUpdateError: () => void;
  onChangeRole: (user: UserDto, role: Role) => void;
  onSetPassword: (user: UserDto, password: string) => void;
  endPending: boolean;
  onEndSessions: (user: UserDto) => void;
};

type Props = {
  state: UsersDialogState;
  onClose: () => void;
  addPending: boolean;
  addError: string | null;
  onAdd: (body: RegisterUserInput) => void;
  suspendPending: boolean;
  onConfirmSuspend: (user: UserDto) => void;
  account: AccountDialogsProps;
};

/** Every dialog of the users screen, driven by one piece of state in the page. */
export function UsersDialogs({
  state,
  onClose,
  addPending,
  addError,
  onAdd,
  suspendPending,
  onConfirmSuspend,
  account,
}: Props) {
  const target = state && state.kind !== 'add' ? state.user : null;
  return (
    <>
      <Dialog
        open={state?.kind === 'add'}
        onOpenChange={(open) => !open && !addPending && onClose()}
        title={AR_USERS.addUserTitle}
      >
        <AddUserForm pending={addPending} serverError={addError} onSubmit={onAdd} onCancel={onClose} />
      </Dialog>
      <ConfirmDialog
        open={state?.kind === 'suspend'}
        onOpenChange={(open) => !open && onClose()}
        title={AR_USERS.suspendConfirmTitle}
        description={state?.kind === 'suspend' ? AR_USERS.suspendConfirm(state.user.username) : undefined}
        confirmLabel={AR_USERS.suspend}
        tone="danger"
        pending={suspendPending}
        onConfirm={() => state?.kind === 'suspend' && onConfirmSuspend(state.user)}
      />
      <Dialog
        open={state?.kind === 'role'}
        onOpenChange={(open) => !open && !account.updatePending && onClose()}
        title={target ? S.changeRoleTitle(target.username) : S.changeRole}
      >
        {state?.kind === 'role' && (
          <ChangeRoleForm
            key={state.user._id}
            user={state.user}
            pending={account.updatePending}
            serverError={account.updateError}
            onDismissError={account.onDismissUpdateError}
            onSubmit={({ role }) => account.onChangeRole(state.user, role)}
            onCancel={onClose}
          />
        )}
      </Dialog>
      <Dialog
        open={state?.kind === 'password'}
        onOpenChange={(open) => !open && !account.updatePending && onClose()}
        title={target ? S.setPasswordTitle(target.username) : S.setPassword}
      >
        {state?.kind === 'password' && (
          <SetPasswordForm
            key={state.user._id}
            user={state.user}
            pending={account.updatePending}
            serverError={account.updateError}
            onDismissError={account.onDismissUpdateError}
            onSubmit={({ password }) => account.onSetPassword(state.user, password)}
            onCancel={onClose}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={state?.kind === 'sessions'}
        onOpenChange={(open) => !open && onClose()}
        title={S.endSessionsTitle}
        description={state?.kind === 'sessions' ? S.endSessionsConfirm(state.user.username) : undefined}
        confirmLabel={S.endSessions}
        tone="danger"
        pending={account.endPending}
        onConfirm={() => state?.kind === 'sessions' && account.onEndSessions(state.user)}
      />
    </>
  );
}
