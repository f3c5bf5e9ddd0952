import { AR_PRIVACY, type UpdateProfileBody, updateProfileBodySchema } from '@app/shared';
import { Mail } from 'lucide-react';
import { useEffect } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useProfile } from '../../auth';
import { useChangeEmail } from '../api/change-email';

const S = AR_PRIVACY.staff;

/** The first start's Admin address when ADMIN_EMAIL was unset: no mail server delivers it. */
const isPlaceholder = (email: string) => /@localhost$/i.test(email);

/**
 * 'البريد الإلكتروني' (docs/api/accounts.md#profile): the account's own address, where the panel's emails
 * reach it (a new contact request, for those who handle them). A placeholder shows as unset.
 */
export function EmailForm() {
  const profile = useProfile();
  const mutation = useChangeEmail();
  const current = profile.data?.email ?? '';
  const unset = profile.data !== undefined && isPlaceholder(current);
  const { form, field, errors, serverError, setServerError } = useSchemaForm<UpdateProfileBody>(
    updateProfileBodySchema,
    { defaultValues: { email: '' } },
  );
  // The profile arrives after the form: show its address once known (not over what is being typed).
  useEffect(() => {
    if (profile.data && !form.formState.isDirty) form.reset({ email: unset ? '' : profile.data.email });
  }, [profile.data, unset, form]);
  const clearMessages = { onChange: () => mutation.isSuccess && mutation.reset() };

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (answer) => form.reset({ email: answer.data.email }),
      onError: (error) => setServerError(errorText(error, S.emailFailed)),
    }),
  );

  return (
    <section
      aria-labelledby="account-email"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="account-email" className="mb-2 flex items-center gap-2 text-lg font-bold">
        <Mail aria-hidden="true" className="size-5 text-brand-600" />
        {S.emailSection}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{S.emailHint}</p>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        {unset && <AlertBanner tone="warning">{S.emailUnset}</AlertBanner>}
        {serverError && <AlertBanner tone="error">{serverError}</AlertBanner>}
        {mutation.isSuccess && <AlertBanner tone="success">{S.emailSaved}</AlertBanner>}
        <TextField
          label={S.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
          error={errors.email?.message}
          {...field('email', clearMessages)}
        />
        <Button type="submit" loading={mutation.isPending} disabled={profile.data === undefined}>
          {mutation.isPending ? S.saving : S.saveEmail}
        </Button>
      </form>
    </section>
  );
}
