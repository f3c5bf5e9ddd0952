import { AR_PAYMENTS, AR_SERVER, type PaymentMethod, TRANSFERS_MAX, type TransferResult } from '@app/shared';
import { useId, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { Select } from '../../../components/ui/select';
import { errorText } from '../../../lib/api-client';
import { useImportTransfers } from '../api/import-transfers';
import {
  type ColumnMap,
  rememberColumns,
  rememberedColumns,
  rowsToTransfers,
  STATEMENT_FIELDS,
} from '../lib/statement-columns';
import { TransferResults } from './transfer-results';

const U = AR_PAYMENTS.ui;

/** Papa Parse is loaded only when a statement is chosen: the desk's first paint does not carry it. */
async function parseCsv(file: File): Promise<{ headers: string[]; rows: Record<string, string>[] }> {
  const { default: Papa } = await import('papaparse');
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => resolve({ headers: result.meta.fields ?? [], rows: result.data }),
      error: reject,
    });
  });
}

/** The wallet's statement (CSV) parsed in the browser, its columns mapped once, sent in calls of 500. */
export function StatementImport() {
  const methodId = useId();
  const fileId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [csv, setCsv] = useState<{ headers: string[]; rows: Record<string, string>[] } | null>(null);
  const [map, setMap] = useState<ColumnMap>({});
  const [method, setMethod] = useState<PaymentMethod>('VodafoneCash');
  const [results, setResults] = useState<TransferResult[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const importer = useImportTransfers();

  const choose = async (file: File | null) => {
    setResults([]);
    setProblem(null);
    if (!file) return setCsv(null);
    try {
      const parsed = await parseCsv(file);
      setCsv(parsed);
      setMap(rememberedColumns(parsed.headers));
    } catch {
      setProblem(AR_SERVER.invalidInput);
    }
  };

  const send = async () => {
    if (!csv) return;
    rememberColumns(map);
    const { transfers } = rowsToTransfers(csv.rows, map, method);
    const all: TransferResult[] = [];
    try {
      for (let i = 0; i < transfers.length; i += TRANSFERS_MAX) {
        all.push(...(await importer.mutateAsync(transfers.slice(i, i + TRANSFERS_MAX))));
      }
    } catch (error) {
      setProblem(errorText(error, AR_SERVER.invalidInput));
    }
    setResults(all);
  };

  const options = [
    { value: '', label: U.noColumn },
    ...(csv?.headers ?? []).map((h) => ({ value: h, label: h })),
  ];
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-2 font-bold text-ink-900">{U.importTitle}</h2>
      <FilePicker
        id={fileId}
        accept=".csv,text/csv"
        buttonText={U.importFile}
        fileName={fileName}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          setFileName(file?.name ?? null);
          void choose(file);
        }}
      />
      {csv && (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-600">{U.importRows(csv.rows.length)}</p>
          <div>
            <label htmlFor={methodId} className="mb-1 block text-sm font-medium">
              {U.importMethod}
            </label>
            <Select
              id={methodId}
              value={method}
              onChange={(e) => setMethod(e.currentTarget.value as PaymentMethod)}
              options={[
                { value: 'VodafoneCash', label: U.methods.VodafoneCash },
                { value: 'InstaPay', label: U.methods.InstaPay },
              ]}
            />
          </div>
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-semibold text-slate-700">{U.mapTitle}</legend>
            {STATEMENT_FIELDS.map((field) => (
              <div key={field} className="text-sm">
                <label htmlFor={`${fileId}-${field}`} className="mb-1 block text-slate-600">
                  {U.columns[field]}
                </label>
                <Select
                  id={`${fileId}-${field}`}
                  value={map[field] ?? ''}
                  onChange={(e) => setMap({ ...map, [field]: e.currentTarget.value || undefined })}
                  options={options}
                />
              </div>
            ))}
          </fieldset>
          <div className="flex justify-end">
            <Button
              onClick={() => void send()}
              loading={importer.isPending}
              disabled={!map.transactionId || !map.amount}
            >
              {U.importSubmit}
            </Button>
          </div>
        </div>
      )}
      {problem && (
        <AlertBanner tone="error" className="mt-2">
          {problem}
        </AlertBanner>
      )}
      <TransferResults results={results} />
    </section>
  );
}
