import { type ContactMessageInput, EN, type RequestType } from '@app/shared';
import { Send } from 'lucide-react';
import { type FormEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { loadSchemaChecker, useSchemaForm } from '../../../lib/use-schema-form';
import { type ContactResult, useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_FORM } from '../content/contact-text';
import { ContactNotSent } from './contact-not-sent';

const ContactResultDialog = lazy(() => import('./contact-result-dialog'));
const loadSchema = () => import('./contact-schema').then((m) => m.contactMessageBodySchema);
const preload = () => {
  void import('./contact-result-dialog');
  void loadSchema();
  void loadSchemaChecker();
};
const REQUEST_TYPES = Object.keys(CONTACT_FORM.requestTypes) as RequestType[];

const EMPTY = { fullName: '', email: '', phone: '', requestType: '', message: '' };
type FormValues = typeof EMPTY;

const inputClass =
  'mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-600';

/**
 * The contact request form of docs/product.md#contact-form (on /contact-us and on home), checked by the shared
 * schema (section 5 messages), which loads with zod on first use rather than with the page.
 */
export function ContactForm() {
  const formId = useId();
  const [result, setResult] = useState<ContactResult | null>(null);
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm<FormValues, ContactMessageInput>(loadSchema, {
    // The form holds strings ('' for "not chosen"); the schema turns them into the request body.
    defaultValues: EMPTY,
  }).form;

  // Set when a Send could not check the fields: their rules load with the first touch, and a tap made
  // offline before they came says so at once rather than nothing.
  const [notSent, setNotSent] = useState<'offline' | 'unreachable' | null>(null);
  const validateAndSend = handleSubmit(async (values) => {
    const outcome = await send.mutateAsync(values);
    if (outcome === 'success') reset(EMPTY);
    setResult(outcome);
  });
  const onSubmit = (event: FormEvent) => {
    setNotSent(null);
    return validateAndSend(event).catch(() => setNotSent(navigator.onLine ? 'unreachable' : 'offline'));
  };

  const sending = isSubmitting || send.isPending;
  const id = (name: string) => `${formId}-${name}`;

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={preload}
        aria-label={CONTACT_FORM.title}
        className="grid gap-5 sm:grid-cols-2"
      >
        <Field id={id('fullName')} label={CONTACT_FORM.fullName} error={errors.fullName}>
          <input
            id={id('fullName')}
            type="text"
            autoComplete="name"
            required
            placeholder={CONTACT_FORM.fullNamePlaceholder}
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={errors.fullName ? `${id('fullName')}-error` : undefined}
            className={inputClass}
            {...register('fullName')}
          />
        </Field>
        <Field id={id('email')} label={CONTACT_FORM.email} error={errors.email}>
          <input
            id={id('email')}
            type="email"
            autoComplete="email"
            required
            placeholder={CONTACT_FORM.emailPlaceholder}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id('email')}-error` : undefined}
            className={inputClass}
            {...register('email')}
          />
        </Field>
        <Field id={id('phone')} label={CONTACT_FORM.phone} error={errors.phone}>
          <input
            id={id('phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            placeholder={CONTACT_FORM.phonePlaceholder}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? `${id('phone')}-error` : `${id('phone')}-hint`}
            className={inputClass}
            {...register('phone')}
          />
          {errors.phone ? null : (
            <p id={`${id('phone')}-hint`} className="mt-1.5 text-sm text-slate-600">
              {CONTACT_FORM.phoneHint}
            </p>
          )}
        </Field>
        <Field id={id('requestType')} label={CONTACT_FORM.requestType} error={errors.requestType}>
          <select
            id={id('requestType')}
            required
            aria-invalid={errors.requestType ? true : undefined}
            aria-describedby={errors.requestType ? `${id('requestType')}-error` : undefined}
            className={`${inputClass} appearance-auto`}
            {...register('requestType')}
          >
            <option value="">{CONTACT_FORM.requestTypePlaceholder}</option>
            {REQUEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {CONTACT_FORM.requestTypes[type]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('message')} label={CONTACT_FORM.message} error={errors.message} wide>
          <textarea
            id={id('message')}
            rows={5}
            required
            placeholder={CONTACT_FORM.messagePlaceholder}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${id('message')}-error` : undefined}
            className={`${inputClass} resize-y`}
            {...register('message')}
          />
        </Field>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{CONTACT_FORM.privacy}</p>
          <button
            type="submit"
            disabled={sending}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-ink-900 px-8 py-3.5 text-sm font-semibold text-white transition hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900 disabled:cursor-wait disabled:opacity-80"
          >
            {sending ? EN.contact.sending : CONTACT_FORM.submit}
            <Send aria-hidden className="size-4" />
          </button>
        </div>
        {notSent && (
          <div className="sm:col-span-2">
            <ContactNotSent online={notSent === 'unreachable'} />
          </div>
        )}
      </form>
      {result ? (
        <Suspense fallback={null}>
          <ContactResultDialog result={result} onClose={() => setResult(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function Field({
  id,
  label,
  error,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  error?: FieldError;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
        <span aria-hidden className="ms-1 text-red-700">
          *
        </span>
      </label>
      {children}
      {error?.message ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
