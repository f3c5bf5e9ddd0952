import { AR_ACCOUNT, type ChangePasswordBody, changePasswordFormSchema } from '@app/shared';
import { KeyRound } from 'lucide-react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, errorText } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePassword } from '../api/change-password';

type Props = {
  onChanged: () => void;
  /** No stored token: the caller shows the message and leaves for the login screen. */
  onMissingToken: () => void;
};

/** 'تغيير كلمة المرور' (docs/product.md#validation): both fields required, the 6-character rule on every keystroke. */
export function ChangePasswordForm({ onChanged, onMissingToken }: Props) {
  const mutation = useChangePassword();
  const { form, field, errors, serverError, setServerError } = useSchemaForm<ChangePasswordBody>(
    changePasswordFormSchema,
    { mode: 'onChange', defaultValues: { oldPassword: '', newPassword: '' } },
  );
  // Typing clears any earlier message, the server's included.
  const clearMessages = { onChange: () => mutation.isError && mutation.reset() };

  const onSubmit = form.handleSubmit((body) => {
    if (!getAccessToken()) {
      setServerError(AR_ACCOUNT.missingToken);
      onMissingToken();
      return;
    }
    mutation.mutate(body, {
      onSuccess: onChanged,
      onError: (error) =>
        setServerError(
          error instanceof ApiError && error.status > 0
            ? errorText(error, AR_ACCOUNT.updateFailed)
            : errorText(error, AR_ACCOUNT.updateError),
        ),
    });
  });

  return (
    <section
      aria-labelledby="account-password"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="account-password" className="mb-4 flex items-center gap-2 text-lg font-bold">
        <KeyRound aria-hidden="true" className="size-5 text-brand-600" />
        {AR_ACCOUNT.passwordSection}
      </h2>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        {serverError && <AlertBanner tone="error">{serverError}</AlertBanner>}
        <TextField
          label={AR_ACCOUNT.oldPassword}
          type="password"
          autoComplete="current-password"
          required
          dir="auto"
          error={errors.oldPassword?.message}
          {...field('oldPassword', clearMessages)}
        />
        <TextField
          label={AR_ACCOUNT.newPassword}
          type="password"
          autoComplete="new-password"
          required
          dir="auto"
          error={errors.newPassword?.message}
          {...field('newPassword', clearMessages)}
        />
        <Button
          type="submit"
          loading={mutation.isPending}
          disabled={errors.newPassword?.message === AR_ACCOUNT.passwordTooShort}
        >
          {mutation.isPending ? AR_ACCOUNT.submitting : AR_ACCOUNT.submit}
        </Button>
      </form>
    </section>
  );
}
