import { AR, LIMITS } from '@app/shared';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, errorText } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';

type Props = {
  onChanged: () => void;
  /** No stored token: the caller shows the message and leaves for the login screen. */
  onMissingToken: () => void;
};

const lengthError = (value: string) =>
  value.length < LIMITS.passwordMinLength ? AR.account.passwordTooShort : null;

/** 'تغيير كلمة المرور' (SPEC.md section 5): both fields required, the 6-character rule on every keystroke. */
export function ChangePasswordForm({ onChanged, onMissingToken }: Props) {
  const mutation = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [oldError, setOldError] = useState<string | null>(null);
  const [newError, setNewError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const clearMessages = () => {
    setMessage(null);
    if (mutation.isError) mutation.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missingOld = oldPassword ? null : AR.account.oldPasswordRequired;
    const missingNew = newPassword ? lengthError(newPassword) : AR.account.newPasswordRequired;
    setOldError(missingOld);
    setNewError(missingNew);
    if (missingOld || missingNew) return;
    if (!getAccessToken()) {
      setMessage(AR.account.missingToken);
      onMissingToken();
      return;
    }
    mutation.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: onChanged,
        onError: (error) =>
          setMessage(
            error instanceof ApiError && error.status > 0
              ? errorText(error, AR.account.updateFailed)
              : errorText(error, AR.account.updateError),
          ),
      },
    );
  };

  return (
    <section
      aria-labelledby="account-password"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="account-password" className="mb-4 flex items-center gap-2 text-lg font-bold">
        <KeyRound aria-hidden="true" className="size-5 text-brand-600" />
        {AR.account.passwordSection}
      </h2>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        {message && <AlertBanner tone="error">{message}</AlertBanner>}
        <TextField
          label={AR.account.oldPassword}
          type="password"
          name="oldPassword"
          autoComplete="current-password"
          required
          dir="auto"
          value={oldPassword}
          error={oldError}
          onChange={(event) => {
            setOldPassword(event.target.value);
            setOldError(null);
            clearMessages();
          }}
        />
        <TextField
          label={AR.account.newPassword}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          dir="auto"
          value={newPassword}
          error={newError}
          onChange={(event) => {
            setNewPassword(event.target.value);
            setNewError(lengthError(event.target.value));
            clearMessages();
          }}
        />
        <Button
          type="submit"
          loading={mutation.isPending}
          disabled={newError === AR.account.passwordTooShort}
        >
          {mutation.isPending ? AR.account.submitting : AR.account.submit}
        </Button>
      </form>
    </section>
  );
}
