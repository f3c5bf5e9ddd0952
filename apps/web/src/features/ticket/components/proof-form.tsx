import { AR_COMMON, AR_TICKET, type PaymentProofFields } from '@app/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { TextField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { imageFileError, SCREENSHOT_RULE } from '../../../lib/image-file';
import { loadSchemaChecker, useSchemaForm } from '../../../lib/use-schema-form';
import { useSendPaymentProof } from '../api/send-payment-proof';

const T = AR_TICKET;
const EMPTY = { transactionId: '', senderNumber: '' };
/** zod and the schema load when the booker first touches the form (or sends it), not with the page. */
const loadSchema = () => import('./proof-schema').then((module) => module.paymentProofFieldsSchema);
const preload = () => {
  void loadSchema();
  void loadSchemaChecker();
};

/** A screenshot of the transfer, and what the booker can copy from it; checked again by the server. */
export function ProofForm({ token, replacing }: { token: string; replacing: boolean }) {
  const send = useSendPaymentProof(token);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { form, field, errors } = useSchemaForm<typeof EMPTY, PaymentProofFields>(loadSchema, {
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const inputId = useId();
  const [notSent, setNotSent] = useState<string | null>(null);
  const checking = useRef(false);

  function pick(chosen: File | undefined) {
    setFileError(null);
    send.reset();
    if (!chosen) return setFile(null);
    const problem = imageFileError(chosen, SCREENSHOT_RULE);
    if (problem) return setFileError(problem);
    setFile(chosen);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // A second tap while the first is still being checked (its rules loading on first use) or sent
    // would upload the screenshot twice.
    if (checking.current || send.isPending) return;
    // The missing screenshot is said together with any field's error.
    if (!file) setFileError(T.server.proofImageRequired);
    setNotSent(null);
    // The rules load with the form's first touch: a tap made offline before they came cannot check the
    // fields, and says so at once rather than nothing.
    const notChecked = () => setNotSent(navigator.onLine ? T.proofConnectionFailed : T.proofOffline);
    checking.current = true;
    return form
      .handleSubmit((fields) => {
        if (!file) return;
        send.mutate(
          { ...fields, image: file },
          {
            onSuccess: () => {
              setFile(null);
              form.reset(EMPTY);
            },
          },
        );
      })(event)
      .catch(notChecked)
      .finally(() => {
        checking.current = false;
      });
  }

  return (
    <form onSubmit={submit} onFocus={preload} noValidate className="grid gap-4" aria-label={T.proofTitle}>
      {send.isError && <AlertBanner tone="error">{errorText(send.error, AR_COMMON.error)}</AlertBanner>}
      {notSent && <AlertBanner tone="error">{notSent}</AlertBanner>}
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink-900">
          {T.screenshot}
        </label>
        <FilePicker
          id={inputId}
          accept={SCREENSHOT_RULE.accept}
          onChange={(e) => pick(e.target.files?.[0])}
          fileName={file?.name ?? null}
          buttonText={T.chooseScreenshot}
          invalid={Boolean(fileError)}
          aria-describedby={fileError ? `${inputId}-error` : undefined}
        />
        {fileError && (
          <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {fileError}
          </p>
        )}
      </div>
      <TextField
        label={T.transactionId}
        maxLength={40}
        dir="ltr"
        inputMode="text"
        autoComplete="off"
        error={errors.transactionId?.message}
        {...field('transactionId')}
      />
      <TextField
        label={T.senderNumber}
        dir="ltr"
        inputMode="tel"
        autoComplete="tel"
        error={errors.senderNumber?.message}
        {...field('senderNumber')}
      />
      <Button type="submit" loading={send.isPending} className="min-h-12 w-full text-base">
        {send.isPending ? T.sendingProof : replacing ? T.replaceProof : T.sendProof}
      </Button>
    </form>
  );
}
