import {
  AR_COMMON,
  AR_USERS,
  type RegisterUserBody,
  type RegisterUserInput,
  ROLES,
  registerUserBodySchema,
  roleLabelAr,
} from '@app/shared';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { useSchemaForm } from '../../../lib/use-schema-form';

const EMPTY: RegisterUserBody = { username: '', email: '', password: '', role: 'User' };
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabelAr(role) }));

type Props = {
  pending: boolean;
  /** The server's refusal (taken username, invalid email...), shown above the fields. */
  serverError: string | null;
  onSubmit: (body: RegisterUserInput) => void;
  onCancel: () => void;
};

/** Username, email, password and role (default User): the same schema the server validates with. */
export function AddUserForm({ pending, serverError, onSubmit, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<RegisterUserBody, RegisterUserInput>(registerUserBodySchema, {
    defaultValues: EMPTY,
  }).form;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {serverError && <AlertBanner tone="error">{serverError}</AlertBanner>}
      <TextField
        label={AR_USERS.username}
        required
        autoComplete="off"
        dir="auto"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={AR_USERS.email}
        required
        type="email"
        autoComplete="off"
        dir="ltr"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={AR_USERS.password}
        required
        type="password"
        autoComplete="new-password"
        dir="auto"
        error={errors.password?.message}
        {...register('password')}
      />
      <SelectField
        label={AR_USERS.role}
        options={ROLE_OPTIONS}
        error={errors.role?.message}
        {...register('role')}
      />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {AR_COMMON.cancel}
        </Button>
        <Button type="submit" loading={pending}>
          {pending ? AR_USERS.creating : AR_USERS.create}
        </Button>
      </div>
    </form>
  );
}
