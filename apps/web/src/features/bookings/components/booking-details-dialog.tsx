import {
  AR_BOOKING_STATUS,
  AR_BOOKINGS,
  AR_COMMON,
  AR_PAYMENTS,
  AR_PRIVACY,
  AR_TYPES_UI,
  type BookingDto,
  ticketCount,
} from '@app/shared';
import { ExternalLink, ImageOff, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatDateTime, formatPrice, formatTime } from '../../../lib/format';
import { WhatsAppLink } from '../../event-messages';
import { useBooking } from '../api/get-bookings';
import { useProofImage } from '../api/get-proof-image';
import { amountText, RefundDueBadge, StatusBadge, TicketHolders, TransferMoney } from '../lib/booking-cells';
import { DESK_ACTION, type DeskAction, deskActionsOf } from '../lib/desk-actions';
import { paymentMethodLabel } from '../lib/labels';
import { timeLeft, useNow } from '../lib/time-left';
import { mayChangeHolder, StaffChangeHolder } from './staff-change-holder';

const D = AR_BOOKINGS.desk;

type Props = {
  booking: BookingDto | null;
  onClose: () => void;
  onDecide: (booking: BookingDto, status: 'Accepted' | 'Rejected') => void;
  /** Resend, cancel or revive (docs/api/bookings.md#staff-actions). */
  onAction: (booking: BookingDto, action: DeskAction) => void;
  /** Where the link to another booking (one sharing the transaction ID) goes. */
  bookingHref: (id: string) => string;
};

type Fact = { label: string; value: ReactNode; ltr?: boolean };

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map(({ label, value, ltr }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="font-semibold break-words">{ltr ? <bdi dir="ltr">{value}</bdi> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-slate-100 pt-4 first:border-0 first:pt-0">
      <h3 className="text-sm font-bold text-slate-700">{title}</h3>
      {children}
    </section>
  );
}

/** The proof at full size (fetched with the bearer, shown from memory), with what the booker typed. */
function ProofSection({ booking }: { booking: BookingDto }) {
  const image = useProofImage(booking.proof);
  const proof = booking.proof;
  if (!proof) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <ImageOff aria-hidden className="size-4" />
        {D.noProof}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {image.src ? (
        <div className="flex justify-center">
          <a
            href={image.src}
            target="_blank"
            rel="noreferrer"
            className="relative inline-block max-w-full"
            title={D.openProof}
          >
            <img
              src={image.src}
              alt={D.proofAlt(booking.fullName)}
              className="block max-h-[70vh] max-w-full rounded-xl bg-slate-50 object-contain ring-1 ring-slate-200"
            />
            <span className="absolute end-2 top-2 rounded-lg bg-white/90 p-1.5 text-slate-700 shadow-sm">
              <ExternalLink aria-hidden className="size-4" />
              <span className="sr-only">{D.openProof}</span>
            </span>
          </a>
        </div>
      ) : image.isError ? (
        <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">{D.proofFailed}</p>
      ) : (
        <Skeleton className="h-64 w-full rounded-xl" />
      )}
      <Facts
        facts={[
          { label: D.transactionId, value: proof.transactionId ?? '—', ltr: true },
          { label: D.senderNumber, value: proof.senderNumber ?? '—', ltr: true },
          { label: D.proofSentAt, value: formatDateTime(proof.uploadedAt) },
        ]}
      />
    </div>
  );
}

/** One other booking with the same transaction ID: its reference, name and status, linked. */
function DuplicateLink({ id, href }: { id: string; href: string }) {
  const other = useBooking(id);
  const label = other.data ? D.duplicateOpen(other.data.reference) : D.duplicateUnknown;
  return (
    <li className="flex flex-wrap items-center gap-2">
      <Link
        to={href}
        className="font-semibold text-amber-950 underline underline-offset-2 hover:no-underline"
      >
        {label}
      </Link>
      {other.data && (
        <>
          <span className="text-amber-900">{other.data.fullName}</span>
          <StatusBadge status={other.data.status} />
        </>
      )}
    </li>
  );
}

/**
 * Everything the desk checks a payment against: the proof at full size, the transaction ID (and a
 * warning when another booking used it), the amount due and the deadline; who decided what, when and
 * why; and the booker's details (docs/product.md#bookings-screen). Accept and reject while it is pending.
 */
export function BookingDetailsDialog({ booking, onClose, onDecide, onAction, bookingHref }: Props) {
  const now = useNow();
  const pending = booking?.status === 'Pending';
  const left = booking?.expiresAt ? timeLeft(booking.expiresAt, now) : null;
  const actions = booking ? deskActionsOf(booking) : [];
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={AR_BOOKINGS.details}
      size="lg"
      footer={
        <>
          {booking &&
            actions.map((action) => {
              const { label, icon: Icon, danger } = DESK_ACTION[action];
              return (
                <Button
                  key={action}
                  variant={danger ? 'dangerQuiet' : 'secondary'}
                  className="h-11 sm:h-10"
                  onClick={() => onAction(booking, action)}
                >
                  <Icon aria-hidden className="size-4" />
                  {label}
                </Button>
              );
            })}
          {booking && pending ? (
            // Accept before reject, as in the list's rows and cards.
            <>
              <Button
                variant="success"
                className="h-11 sm:h-10"
                onClick={() => onDecide(booking, 'Accepted')}
              >
                {AR_BOOKINGS.accept}
              </Button>
              <Button variant="danger" className="h-11 sm:h-10" onClick={() => onDecide(booking, 'Rejected')}>
                {AR_BOOKINGS.reject}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={onClose}>
              {AR_COMMON.close}
            </Button>
          )}
        </>
      }
    >
      {booking && (
        <div className="grid gap-5">
          <div className="flex flex-wrap items-center gap-3">
            <bdi dir="ltr" className="font-mono text-lg font-bold tracking-wider">
              {booking.reference}
            </bdi>
            <StatusBadge status={booking.status} />
            <RefundDueBadge booking={booking} />
            <span className="text-sm text-slate-600">{booking.fullName}</span>
            <WhatsAppLink paymentNumber={booking.paymentNumber} reference={booking.reference} />
          </div>

          {booking.duplicateTransactionOf.length > 0 && (
            <div
              role="alert"
              className="grid gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm ring-1 ring-amber-200"
            >
              <p className="flex items-center gap-2 font-bold text-amber-950">
                <TriangleAlert aria-hidden className="size-4 shrink-0" />
                {D.duplicateTitle}
              </p>
              <p className="text-amber-900">{D.duplicateText}</p>
              <ul className="grid gap-1">
                {booking.duplicateTransactionOf.map((id) => (
                  <DuplicateLink key={id} id={id} href={bookingHref(id)} />
                ))}
              </ul>
            </div>
          )}

          <Section title={D.proof}>
            <ProofSection booking={booking} />
          </Section>

          <Section title={D.payment}>
            <Facts
              facts={[
                { label: D.amountDue, value: amountText(booking) },
                // docs/api/codes.md: the code and what it took off.
                ...(booking.code
                  ? [
                      {
                        label: AR_TYPES_UI.discount,
                        value: `${formatPrice(booking.discount)} (${booking.code})`,
                      },
                    ]
                  : []),
                ...(booking.transfer
                  ? [
                      {
                        label: AR_PAYMENTS.ui.transferReceived,
                        value: (
                          <>
                            {formatPrice(booking.transfer.amount)}
                            <TransferMoney booking={booking} className="mt-0.5 text-sm" />
                          </>
                        ),
                      },
                    ]
                  : []),
                { label: AR_BOOKINGS.paymentMethod, value: paymentMethodLabel(booking.paymentMethod) },
                { label: AR_BOOKINGS.paymentNumber, value: booking.paymentNumber ?? '—', ltr: true },
                ...(booking.expiresAt && left
                  ? [
                      {
                        label: D.deadline,
                        value: `${formatDateTime(booking.expiresAt)} (${left.text})`,
                      },
                    ]
                  : []),
              ]}
            />
          </Section>

          {(booking.decidedAt || booking.checkedInAt) && (
            <Section title={D.decision}>
              <Facts
                facts={[
                  { label: AR_BOOKINGS.status, value: <StatusBadge status={booking.status} /> },
                  ...(booking.decidedAt
                    ? [
                        {
                          label: D.decidedBy,
                          value:
                            booking.decidedBy?.username ??
                            (booking.status === 'Cancelled' ? D.byBooker : D.byServer),
                        },
                        { label: D.decidedAt, value: formatDateTime(booking.decidedAt) },
                      ]
                    : []),
                  ...(booking.reason ? [{ label: D.reason, value: booking.reason }] : []),
                  ...(booking.shortPaymentReason
                    ? [{ label: AR_PAYMENTS.ui.shortPaymentReason, value: booking.shortPaymentReason }]
                    : []),
                  ...(booking.checkedInAt
                    ? [{ label: D.checkedInAt, value: formatDateTime(booking.checkedInAt) }]
                    : []),
                ]}
              />
            </Section>
          )}

          <Section title={`${AR_BOOKINGS.holders} (${ticketCount(booking.quantity)})`}>
            <TicketHolders
              booking={booking}
              action={(ticket, position) =>
                mayChangeHolder(booking, position, ticket) && (
                  <StaffChangeHolder booking={booking} ticket={ticket} />
                )
              }
            />
          </Section>

          <Section title={D.booking}>
            <Facts
              facts={[
                { label: AR_BOOKINGS.name, value: booking.fullName },
                { label: AR_BOOKINGS.event, value: booking.event.name },
                // Erased after the event or at the person's request (docs/api/privacy.md#what-is-erased): '—'.
                { label: AR_BOOKINGS.nationalId, value: booking.nationalId ?? AR_PRIVACY.erased, ltr: true },
                { label: AR_BOOKINGS.email, value: booking.email ?? AR_PRIVACY.erased, ltr: true },
                { label: AR_BOOKINGS.status, value: AR_BOOKING_STATUS[booking.status] ?? booking.status },
                { label: AR_BOOKINGS.orderDate, value: formatDate(booking.createdAt) },
                { label: AR_BOOKINGS.orderTime, value: formatTime(booking.createdAt) },
              ]}
            />
          </Section>
        </div>
      )}
    </Dialog>
  );
}
