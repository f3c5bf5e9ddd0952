import { AR_AUTH } from '@app/shared';
import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BrandMark } from '../../../components/brand-logo';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, errorText } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { useLogin } from '../api/login';
import { ArabicRoot } from './arabic-root';

/** /admin/login: username and password, no client checks (docs/product.md#validation); the server decides. */
export function LoginPage() {
  const navigate = useNavigate();
  const mutation = useLogin(() => navigate('/admin', { replace: true }));

  if (getAccessToken() && !mutation.isPending) return <Navigate to="/admin" replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    mutation.mutate({
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    });
  };

  const error =
    mutation.error &&
    (mutation.error instanceof ApiError ? errorText(mutation.error, AR_AUTH.loginError) : AR_AUTH.loginError);

  return (
    <ArabicRoot className="flex items-center justify-center bg-gradient-to-b from-ink-900 to-ink-800 px-4 py-10">
      <main className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center text-white">
          <BrandMark className="size-14 rounded-[25%] shadow-lg ring-1 ring-white/15" />
          <p className="text-base font-bold">{AR_AUTH.panelName}</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <div className="text-center">
            <h1 className="text-2xl font-bold">{AR_AUTH.loginTitle}</h1>
            <p className="mt-1 text-sm text-slate-500">{AR_AUTH.loginSubtitle}</p>
          </div>
          {error && <AlertBanner tone="error">{error}</AlertBanner>}
          <TextField
            label={AR_AUTH.username}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            dir="auto"
          />
          <TextField
            label={AR_AUTH.password}
            name="password"
            type="password"
            autoComplete="current-password"
            dir="auto"
          />
          <Button type="submit" className="w-full" loading={mutation.isPending}>
            {AR_AUTH.loginButton}
          </Button>
        </form>
      </main>
    </ArabicRoot>
  );
}
