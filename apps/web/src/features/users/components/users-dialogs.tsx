import { AR, type RegisterUserInput, type UserDto } from '@app/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { AddUserForm } from './add-user-form';

export type UsersDialogState = { kind: 'add' } | { kind: 'suspend'; user: UserDto } | null;

type Props = {
  state: UsersDialogState;
  onClose: () => void;
  addPending: boolean;
  addError: string | null;
  onAdd: (body: RegisterUserInput) => void;
  suspendPending: boolean;
  onConfirmSuspend: (user: UserDto) => void;
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
}: Props) {
  return (
    <>
      <Dialog
        open={state?.kind === 'add'}
        onOpenChange={(open) => !open && !addPending && onClose()}
        title={AR.users.addUserTitle}
      >
        <AddUserForm pending={addPending} serverError={addError} onSubmit={onAdd} onCancel={onClose} />
      </Dialog>
      <ConfirmDialog
        open={state?.kind === 'suspend'}
        onOpenChange={(open) => !open && onClose()}
        title={AR.users.suspendConfirmTitle}
        description={state?.kind === 'suspend' ? AR.users.suspendConfirm(state.user.username) : undefined}
        confirmLabel={AR.users.suspend}
        tone="danger"
        pending={suspendPending}
        onConfirm={() => state?.kind === 'suspend' && onConfirmSuspend(state.user)}
      />
    </>
  );
}
