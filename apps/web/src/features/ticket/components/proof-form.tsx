import { AR, LIMITS } from '@app/shared';
import { ImageUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { useSendPaymentProof } from '../api/send-payment-proof';

const T = AR.ticket;
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
      {send.isError && <AlertBanner tone="error">{errorText(send.error, AR.common.error)}</AlertBanner>}
      <div>
        <span className="mb-1.5 block text-sm font-semibold text-ink-900">{T.screenshot}</span>
        {/* The native file input would show the browser's English button: a labelled Arabic one stands in. */}
        <label
          htmlFor={inputId}
          className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-700 focus-within:outline-2 focus-within:outline-brand-700 hover:bg-slate-100"
        >
          <ImageUp aria-hidden className="size-6 shrink-0 text-brand-700" />
          <span className="min-w-0 truncate">{file ? file.name : T.chooseScreenshot}</span>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </label>
        {fileError && (
          <p role="alert" className="mt-1.5 text-sm text-red-700">
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
