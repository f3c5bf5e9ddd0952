import {
  AR_PRIVACY,
  AR_USERS,
  changeRoleFormSchema,
  ROLES,
  type Role,
  roleLabelAr,
  setPasswordFormSchema,
  type UserDto,
} from '@app/shared';
import { FormActions, FormServerError } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { useSchemaForm } from '../../../lib/use-schema-form';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabelAr(role) }));

type FormProps<T> = {
  user: UserDto;
  pending: boolean;
  serverError: string | null;
  onDismissError: () => void;
  onSubmit: (value: T) => void;
  onCancel: () => void;
};

/** A new role for the account; the last active Admin keeps its role (the server answers 409). */
export function ChangeRoleForm({
  user,
  pending,
  serverError,
  onDismissError,
  onSubmit,
  onCancel,
}: FormProps<{ role: Role }>) {
  const { register, handleSubmit, formState } = useSchemaForm<{ role: Role }>(changeRoleFormSchema, {
    defaultValues: { role: user.role as Role },
  }).form;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormServerError error={serverError} onDismiss={onDismissError} />
      <SelectField
        label={AR_USERS.role}
        options={ROLE_OPTIONS}
        error={formState.errors.role?.message}
        {...register('role')}
      />
      <FormActions onCancel={onCancel} pending={pending} />
    </form>
  );
}

/** A password the Admin sets (the account's holder lost theirs): every session of it ends. */
export function SetPasswordForm({
  pending,
  serverError,
  onDismissError,
  onSubmit,
  onCancel,
}: FormProps<{ password: string }>) {
  const { register, handleSubmit, formState } = useSchemaForm<{ password: string }>(setPasswordFormSchema, {
    defaultValues: { password: '' },
  }).form;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormServerError error={serverError} onDismiss={onDismissError} />
      <TextField
        label={AR_PRIVACY.staff.newPassword}
        hint={AR_PRIVACY.staff.setPasswordHint}
        required
        type="password"
        autoComplete="new-password"
        dir="auto"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <FormActions onCancel={onCancel} pending={pending} />
    </form>
  );
}
