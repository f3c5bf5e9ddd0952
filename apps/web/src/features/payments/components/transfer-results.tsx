import { AR_PAYMENTS, type TransferResult } from '@app/shared';
import { formatPrice } from '../../../lib/format';
import { OutcomeBadge } from './outcome-badge';

const U = AR_PAYMENTS.ui;

/** What one import or paste found, transfer by transfer. */
export function TransferResults({ results }: { results: TransferResult[] }) {
  if (results.length === 0) return null;
  return (
    <section aria-label={U.resultsTitle} className="mt-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{U.resultsTitle}</h3>
      <ul
        className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200"
        data-testid="transfer-results"
      >
        {results.map((result, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: an unreadable result has no id; the order is the answer's.
            key={`${result._id ?? 'x'}-${i}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
          >
            <OutcomeBadge outcome={result.outcome} />
            {result.amount !== null && <span className="font-semibold">{formatPrice(result.amount)}</span>}
            {result.reference && <span className="font-mono text-brand-700">{result.reference}</span>}
            {result.senderNumber && (
              <span dir="ltr" className="text-slate-600">
                {result.senderNumber}
              </span>
            )}
            {result.transactionId && (
              <span dir="ltr" className="font-mono text-xs text-slate-500">
                {result.transactionId}
              </span>
            )}
            {result.difference !== undefined && (
              <span className="text-amber-800">{U.difference(formatPrice(result.difference))}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
