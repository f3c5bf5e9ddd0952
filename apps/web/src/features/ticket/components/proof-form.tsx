import { AR_SITE, LIMITS } from '@app/shared';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { TextField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { useSendPaymentProof } from '../api/send-payment-proof';

const T = AR_SITE.ticket;
const ACCEPT = 'image/jpeg,image/png,image/webp';

/** A screenshot of the transfer, and what the booker can copy from it; checked again by the server. */
export function ProofForm({ token, replacing }: { token: string; replacing: boolean }) {
  const send = useSendPaymentProof(token);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [transactionId, setTransactionId] = useState('');
  const [senderNumber, setSenderNumber] = useState('');
  const inputId = useId();

  function pick(chosen: File | undefined) {
    setFileError(null);
    send.reset();
    if (!chosen) return setFile(null);
    if (!ACCEPT.split(',').includes(chosen.type)) return setFileError(T.server.proofImageType);
    if (chosen.size > LIMITS.imageMaxBytes) return setFileError(T.server.proofImageSize);
    setFile(chosen);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setFileError(T.server.proofImageRequired);
    send.mutate(
      { image: file, transactionId, senderNumber },
      {
        onSuccess: () => {
          setFile(null);
          setTransactionId('');
          setSenderNumber('');
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={T.proofTitle}>
      {send.isError && <AlertBanner tone="error">{errorText(send.error, AR_SITE.common.error)}</AlertBanner>}
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink-900">
          {T.screenshot}
        </label>
        <FilePicker
          id={inputId}
          accept={ACCEPT}
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
        value={transactionId}
        maxLength={40}
        dir="ltr"
        inputMode="text"
        autoComplete="off"
        onChange={(e) => setTransactionId(e.target.value)}
      />
      <TextField
        label={T.senderNumber}
        value={senderNumber}
        dir="ltr"
        inputMode="tel"
        autoComplete="tel"
        onChange={(e) => setSenderNumber(e.target.value)}
      />
      <Button type="submit" loading={send.isPending} className="min-h-12 w-full text-base">
        {send.isPending ? T.sendingProof : replacing ? T.replaceProof : T.sendProof}
      </Button>
    </form>
  );
}
