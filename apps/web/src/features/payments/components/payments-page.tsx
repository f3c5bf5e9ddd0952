import { AR_PAYMENTS } from '@app/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { useSession } from '../../auth';
import { useAcceptBookings } from '../api/accept-bookings';
import { useDeskBookings } from '../api/get-desk-bookings';
import { usePaymentsSummary } from '../api/get-summary';
import { DevicesPanel } from './devices-panel';
import { PasteBox } from './paste-box';
import { ReadyQueue } from './ready-queue';
import { RefundsPanel } from './refunds-panel';
import { StatementImport } from './statement-import';
import { TransfersTable } from './transfers-table';

const U = AR_PAYMENTS.ui;
type Tab = 'desk' | 'refunds' | 'devices';

/**
 * /admin/payments (Admin, Supporter): the wallet's transfers matched to bookings (docs/api/payments.md#matching).
 * On a phone the first thing is the queue of "transfer in, amount right" with one tap to accept; then
 * the doors (paste, statement), the ledger, refunds and (Admin) the forwarding phones. The tab lives
 * in the URL.
 */
export function PaymentsPage() {
  const { profile } = useSession();
  const [params, setParams] = useSearchParams();
  const isAdmin = profile.role === 'Admin';
  const tabs: Tab[] = isAdmin ? ['desk', 'refunds', 'devices'] : ['desk', 'refunds'];
  const tab = (tabs as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'desk';
  const bookings = useDeskBookings();
  const summary = usePaymentsSummary();
  const accept = useAcceptBookings();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div>
      <PageHeader title={U.title} />
      <div
        role="tablist"
        aria-label={U.title}
        className="mb-4 flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
      >
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            onClick={() => setParams(t === 'desk' ? {} : { tab: t }, { replace: true })}
            className={cn(
              'min-h-11 flex-1 rounded-lg px-4 text-sm font-semibold whitespace-nowrap md:min-h-9',
              tab === t ? 'bg-white text-ink-900 shadow-sm' : 'text-slate-600 hover:text-ink-900',
            )}
          >
            {U.tabs[t]}
          </button>
        ))}
      </div>
      {notice && (
        <AlertBanner tone="success" className="mb-3" onDismiss={() => setNotice(null)}>
          {notice}
        </AlertBanner>
      )}
      {tab === 'desk' && (
        <div className="space-y-6">
          <ReadyQueue
            bookings={bookings.data ?? []}
            summary={summary.data}
            accepting={accept.isPending}
            onAccept={(ids) => accept.mutate(ids, { onSuccess: (done) => setNotice(U.acceptedAll(done)) })}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <PasteBox />
            <StatementImport />
          </div>
          <TransfersTable />
        </div>
      )}
      {tab === 'refunds' && <RefundsPanel />}
      {tab === 'devices' && isAdmin && <DevicesPanel />}
    </div>
  );
}
