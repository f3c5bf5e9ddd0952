import { AR_TICKET, type PaymentProofDto } from '@app/shared';
import { formatDateTime } from '../../../lib/format';

const T = AR_TICKET;

/** The proof already sent, as the staff will see it. */
export function ProofOnFile({ proof }: { proof: PaymentProofDto }) {
  return (
    <figure className="flex gap-4 rounded-xl bg-slate-50 p-3">
      <a href={proof.url} target="_blank" rel="noreferrer" className="shrink-0">
        <img
          src={proof.url}
          alt={T.proofOnFile}
          width={72}
          height={128}
          className="h-32 w-18 rounded-lg object-cover ring-1 ring-slate-200"
        />
      </a>
      <figcaption className="grid content-start gap-1 text-sm">
        <span className="font-bold text-ink-900">{T.proofOnFile}</span>
        <span className="text-slate-600">
          {T.proofUploadedAt} {formatDateTime(proof.uploadedAt)}
        </span>
        {proof.transactionId && (
          <span className="text-slate-700">
            {T.transactionIdLabel}: <bdi dir="ltr">{proof.transactionId}</bdi>
          </span>
        )}
        {proof.senderNumber && (
          <span className="text-slate-700">
            {T.senderNumberLabel}: <bdi dir="ltr">{proof.senderNumber}</bdi>
          </span>
        )}
      </figcaption>
    </figure>
  );
}
