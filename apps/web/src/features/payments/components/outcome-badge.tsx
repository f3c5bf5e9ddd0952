import { AR_PAYMENTS, type TransferOutcome, type TransferState } from '@app/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONE: Record<TransferOutcome | TransferState | 'ignored', BadgeTone> = {
  matched: 'success',
  accepted: 'success',
  settled: 'neutral',
  mismatch: 'warning',
  unmatched: 'info',
  duplicate: 'neutral',
  late: 'danger',
  unreadable: 'danger',
  ignored: 'neutral',
  dismissed: 'neutral',
};

/** What a transfer found, in words and colour. */
export function OutcomeBadge({ outcome }: { outcome: TransferOutcome | TransferState }) {
  return <Badge tone={TONE[outcome]}>{AR_PAYMENTS.ui.outcomes[outcome]}</Badge>;
}
