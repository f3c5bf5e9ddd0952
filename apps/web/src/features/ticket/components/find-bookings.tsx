import { AR_COMMON, AR_FIND_BOOKINGS } from '@app/shared';
import { MailSearch } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { useResendLinks } from '../api/resend-links';

/** "Find my bookings": the links of every active booking, sent to the address they were made with. */
export function FindBookings() {
  const resend = useResendLinks();
  const [email, setEmail] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim()) resend.mutate(email.trim());
  }

  return (
    <section
      aria-labelledby="find-bookings"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="find-bookings" className="flex items-center gap-2 text-lg font-bold text-ink-900">
        <MailSearch aria-hidden className="size-5 text-brand-700" />
        {AR_FIND_BOOKINGS.title}
      </h2>
      <p className="mt-1 text-sm leading-6 text-slate-700">{AR_FIND_BOOKINGS.hint}</p>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <TextField
          label={AR_COMMON.email}
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            resend.reset();
          }}
          fieldClassName="grow"
          error={resend.isError ? errorText(resend.error, AR_COMMON.error) : null}
        />
        <Button type="submit" loading={resend.isPending} className="min-h-11">
          {AR_FIND_BOOKINGS.send}
        </Button>
      </form>
      {resend.isSuccess && (
        <p role="status" className="mt-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {resend.data ?? AR_FIND_BOOKINGS.resendAccepted}
        </p>
      )}
    </section>
  );
}
