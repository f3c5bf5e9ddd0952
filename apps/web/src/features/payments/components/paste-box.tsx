import { AR_PAYMENTS, AR_SERVER, type TransferResult } from '@app/shared';
import { useId, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { useParseTransfers } from '../api/parse-transfers';
import { TransferResults } from './transfer-results';

const U = AR_PAYMENTS.ui;

/** Notification texts copied from the wallet's SMS or app, read by the server. */
export function PasteBox() {
  const id = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<TransferResult[]>([]);
  const parse = useParseTransfers();
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-2 font-bold text-ink-900">{U.pasteTitle}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          parse.mutate(text, {
            onSuccess: (data) => {
              setResults(data);
              setText('');
            },
          });
        }}
      >
        <label htmlFor={id} className="mb-1 block text-sm text-slate-600">
          {U.pasteLabel}
        </label>
        <Textarea id={id} rows={5} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        {parse.error && (
          <AlertBanner tone="error" className="mt-2">
            {errorText(parse.error, AR_SERVER.invalidInput)}
          </AlertBanner>
        )}
        <div className="mt-2 flex justify-end">
          <Button type="submit" loading={parse.isPending} disabled={!text.trim()}>
            {U.pasteSubmit}
          </Button>
        </div>
      </form>
      <TransferResults results={results} />
    </section>
  );
}
