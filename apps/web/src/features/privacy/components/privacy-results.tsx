import {
  AR_BOOKING_FORM,
  AR_BOOKING_STATUS,
  AR_CONTACT_REQUESTS,
  AR_PRIVACY,
  type PrivacySearchDto,
} from '@app/shared';
import { Badge } from '../../../components/ui/badge';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatDate, formatPrice } from '../../../lib/format';

const P = AR_PRIVACY.privacy;
type Found = PrivacySearchDto;
type BookingRow = Found['bookings'][number];
type TicketRow = Found['tickets'][number];
type WaitRow = Found['waitlist'][number];
type ContactRow = Found['contactRequests'][number];
type TransferRow = Found['transfers'][number];
type RefundRow = Found['refunds'][number];
type EmailRow = Found['emails'][number];

const method = (value: string) =>
  value === 'InstaPay'
    ? AR_BOOKING_FORM.instaPay
    : value === 'VodafoneCash'
      ? AR_BOOKING_FORM.vodafoneCash
      : value;
const amount = (value: number | null) =>
  value === null ? AR_PRIVACY.erased : <span className="whitespace-nowrap">{formatPrice(value)}</span>;

/** A date stays on one line; the names and subjects beside it wrap. */
const day = (iso: string) => <span className="whitespace-nowrap">{formatDate(iso)}</span>;

const requestType = (type: string) => AR_CONTACT_REQUESTS.requestTypes[type] ?? type;

/** Whether the data is erased, still in use (an event to come), or kept and erasable. */
function DataState({ erased, inUse }: { erased?: boolean; inUse?: boolean }) {
  if (erased) return <Badge tone="neutral">{P.erasedLabel}</Badge>;
  if (inUse) return <Badge tone="warning">{P.inUse}</Badge>;
  return <Badge tone="info">{P.kept}</Badge>;
}

function EventCell({ event }: { event: { name: string; date: string } }) {
  return (
    <span className="grid">
      <span className="font-medium">{event.name}</span>
      <span className="text-xs whitespace-nowrap text-slate-500">{formatDate(event.date)}</span>
    </span>
  );
}

const Reference = ({ value }: { value: string }) => (
  <bdi dir="ltr" className="font-mono text-sm">
    {value}
  </bdi>
);

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-base font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a privacy search found, one list per kind: tables from md up, cards below. */
export function PrivacyResults({ found }: { found: Found }) {
  const bookingColumns: Column<BookingRow>[] = [
    { key: 'ref', header: P.reference, cell: (b) => <Reference value={b.reference} /> },
    { key: 'name', header: P.name, cell: (b) => b.fullName },
    { key: 'event', header: P.event, cell: (b) => <EventCell event={b.event} /> },
    { key: 'status', header: P.status, cell: (b) => AR_BOOKING_STATUS[b.status] ?? b.status },
    {
      key: 'state',
      header: P.state,
      cell: (b) => <DataState erased={b.erasedAt !== null} inUse={b.inUse} />,
    },
  ];
  const ticketColumns: Column<TicketRow>[] = [
    { key: 'ref', header: P.reference, cell: (t) => <Reference value={t.reference} /> },
    { key: 'name', header: P.name, cell: (t) => t.fullName },
    { key: 'event', header: P.event, cell: (t) => <EventCell event={t.event} /> },
    { key: 'state', header: P.state, cell: (t) => <DataState inUse={t.inUse} /> },
  ];
  const waitColumns: Column<WaitRow>[] = [
    { key: 'name', header: P.name, cell: (w) => w.fullName },
    { key: 'event', header: P.event, cell: (w) => <EventCell event={w.event} /> },
    { key: 'status', header: P.status, cell: (w) => w.status },
    { key: 'state', header: P.state, cell: (w) => <DataState inUse={w.inUse} /> },
  ];
  const contactColumns: Column<ContactRow>[] = [
    { key: 'name', header: P.name, cell: (c) => c.fullName },
    { key: 'type', header: P.requestType, cell: (c) => requestType(c.requestType) },
    { key: 'date', header: P.date, cell: (c) => day(c.createdAt) },
  ];

  const transferColumns: Column<TransferRow>[] = [
    { key: 'method', header: P.method, cell: (x) => method(x.method) },
    { key: 'amount', header: P.amount, cell: (x) => amount(x.amount) },
    { key: 'date', header: P.date, cell: (x) => day(x.receivedAt) },
  ];
  const refundColumns: Column<RefundRow>[] = [
    { key: 'ref', header: P.reference, cell: (r) => <Reference value={r.reference} /> },
    { key: 'amount', header: P.amount, cell: (r) => amount(r.amount) },
    { key: 'status', header: P.status, cell: (r) => P.refundStates[r.status] },
    { key: 'state', header: P.state, cell: (r) => <DataState inUse={r.inUse} /> },
  ];
  const emailColumns: Column<EmailRow>[] = [
    { key: 'subject', header: P.subject, cell: (e) => e.subject },
    { key: 'status', header: P.status, cell: (e) => P.emailStates[e.state] },
    { key: 'date', header: P.date, cell: (e) => day(e.sentAt ?? e.createdAt) },
  ];

  return (
    <div className="space-y-6">
      {found.bookings.length > 0 && (
        <Section id="privacy-bookings" title={`${P.bookings} (${found.bookings.length})`}>
          <DataTable
            caption={P.bookings}
            columns={bookingColumns}
            rows={found.bookings}
            getRowId={(b) => b._id}
            emptyText={P.nothingFound}
            cards={{
              title: (b) => b.fullName,
              fields: (b) => [
                { label: P.reference, value: <Reference value={b.reference} />, short: true },
                { label: P.status, value: AR_BOOKING_STATUS[b.status] ?? b.status, short: true },
                { label: P.event, value: <EventCell event={b.event} /> },
                { label: P.state, value: <DataState erased={b.erasedAt !== null} inUse={b.inUse} /> },
              ],
            }}
          />
        </Section>
      )}
      {found.tickets.length > 0 && (
        <Section id="privacy-tickets" title={`${P.tickets} (${found.tickets.length})`}>
          <DataTable
            caption={P.tickets}
            columns={ticketColumns}
            rows={found.tickets}
            getRowId={(t) => t._id}
            emptyText={P.nothingFound}
            cards={{
              title: (t) => t.fullName,
              fields: (t) => [
                { label: P.reference, value: <Reference value={t.reference} />, short: true },
                { label: P.state, value: <DataState inUse={t.inUse} />, short: true },
                { label: P.event, value: <EventCell event={t.event} /> },
              ],
            }}
          />
        </Section>
      )}
      {found.waitlist.length > 0 && (
        <Section id="privacy-waitlist" title={`${P.waitlist} (${found.waitlist.length})`}>
          <DataTable
            caption={P.waitlist}
            columns={waitColumns}
            rows={found.waitlist}
            getRowId={(w) => w._id}
            emptyText={P.nothingFound}
            cards={{
              title: (w) => w.fullName,
              fields: (w) => [
                { label: P.status, value: w.status, short: true },
                { label: P.state, value: <DataState inUse={w.inUse} />, short: true },
                { label: P.event, value: <EventCell event={w.event} /> },
              ],
            }}
          />
        </Section>
      )}
      {found.contactRequests.length > 0 && (
        <Section id="privacy-contacts" title={`${P.contactRequests} (${found.contactRequests.length})`}>
          <DataTable
            caption={P.contactRequests}
            columns={contactColumns}
            rows={found.contactRequests}
            getRowId={(c) => c._id}
            emptyText={P.nothingFound}
            cards={{
              title: (c) => c.fullName,
              fields: (c) => [
                { label: P.requestType, value: requestType(c.requestType), short: true },
                { label: P.date, value: formatDate(c.createdAt), short: true },
              ],
            }}
          />
        </Section>
      )}
      {found.transfers.length > 0 && (
        <Section id="privacy-transfers" title={`${P.transfers} (${found.transfers.length})`}>
          <DataTable
            caption={P.transfers}
            columns={transferColumns}
            rows={found.transfers}
            getRowId={(x) => x._id}
            emptyText={P.nothingFound}
            cards={{
              title: (x) => method(x.method),
              fields: (x) => [
                { label: P.amount, value: amount(x.amount), short: true },
                { label: P.date, value: formatDate(x.receivedAt), short: true },
              ],
            }}
          />
        </Section>
      )}
      {found.refunds.length > 0 && (
        <Section id="privacy-refunds" title={`${P.refunds} (${found.refunds.length})`}>
          <DataTable
            caption={P.refunds}
            columns={refundColumns}
            rows={found.refunds}
            getRowId={(r) => r._id}
            emptyText={P.nothingFound}
            cards={{
              title: (r) => <Reference value={r.reference} />,
              fields: (r) => [
                { label: P.amount, value: amount(r.amount), short: true },
                { label: P.status, value: P.refundStates[r.status], short: true },
                { label: P.state, value: <DataState inUse={r.inUse} /> },
              ],
            }}
          />
        </Section>
      )}
      {found.emails.length > 0 && (
        <Section id="privacy-emails" title={`${P.emails} (${found.emails.length})`}>
          <DataTable
            caption={P.emails}
            columns={emailColumns}
            rows={found.emails}
            getRowId={(e) => e._id}
            emptyText={P.nothingFound}
            cards={{
              title: (e) => e.subject,
              fields: (e) => [
                { label: P.status, value: P.emailStates[e.state], short: true },
                { label: P.date, value: formatDate(e.sentAt ?? e.createdAt), short: true },
              ],
            }}
          />
        </Section>
      )}
    </div>
  );
}
