import {
  AR_BOOKING_STATUS,
  AR_CHECK_IN,
  AR_DOOR,
  AR_PRIVACY,
  AR_TYPES_UI,
  type CheckedInBookingDto,
} from '@app/shared';
import { CircleCheck, CircleX, CloudOff, TriangleAlert, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format';
import { idDigits } from '../id-digits';
import type { VerifyOutcome } from '../verify-response';

type Booking = Partial<CheckedInBookingDto>;
type Failure = Extract<VerifyOutcome, { kind: 'error' }>;

/**
 * The rest of the fields docs/product.md#attendance-screen lists for the success dialog, in its order, each only when
 * present; the name and the event come first, large, above them. The door is never sent the email,
 * the payment details or the whole national ID (docs/api/check-in.md#what-the-door-sees): its last 4 digits stand
 * where the national ID was, to compare with the ID card.
 */
function bookingRows(booking: Booking): Array<[string, string]> {
  const rows: Array<[string, string | undefined]> = [
    [
      AR_CHECK_IN.fieldNationalIdLast4,
      // Null once erased (docs/api/privacy.md#what-is-erased).
      booking.nationalIdLast4 === null
        ? AR_PRIVACY.erased
        : booking.nationalIdLast4 && idDigits(booking.nationalIdLast4),
    ],
    [
      AR_CHECK_IN.fieldStatus,
      booking.status ? (AR_BOOKING_STATUS[booking.status] ?? booking.status) : undefined,
    ],
    [AR_CHECK_IN.fieldCreatedAt, booking.createdAt ? formatDate(booking.createdAt) : undefined],
  ];
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '');
}

export function SuccessDialog({
  booking,
  decidedOnDevice = false,
  resumesScanning = false,
  open,
  onScanAnother,
  onClose,
}: {
  booking: Booking;
  /** Admitted from the device's list while offline. */
  decidedOnDevice?: boolean;
  /** The continuous toggle is on: the scanner reopens by itself. */
  resumesScanning?: boolean;
  open: boolean;
  onScanAnother: () => void;
  onClose: () => void;
}) {
  const rows = bookingRows(booking);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      hideClose
      title={
        <span className="flex items-center gap-2 text-emerald-700">
          <CircleCheck aria-hidden="true" className="size-6" />
          {AR_CHECK_IN.successTitle}
        </span>
      }
      footer={
        <>
          <Button variant="success" className="h-12 px-5 text-base" onClick={onScanAnother}>
            {AR_CHECK_IN.scanAnother}
          </Button>
          <Button variant="secondary" className="h-12 px-5 text-base" onClick={onClose}>
            {AR_CHECK_IN.close}
          </Button>
        </>
      }
    >
      <div className="rounded-xl bg-emerald-50 px-4 py-3 ring-1 ring-emerald-200">
        {/* docs/api/ticket-types.md#elsewhere: the type large, so a VIP entrance can turn others away. */}
        {booking.ticketType && (
          <p
            className="mb-2 inline-block rounded-lg bg-ink-900 px-3 py-1 text-2xl font-extrabold text-white sm:text-3xl"
            data-testid="door-ticket-type"
          >
            <span className="sr-only">{AR_TYPES_UI.ticketType}: </span>
            <bdi>{booking.ticketType}</bdi>
          </p>
        )}
        {booking.fullName && (
          <p className="text-2xl leading-tight font-bold break-words text-ink-900 sm:text-3xl">
            <span className="sr-only">{AR_CHECK_IN.fieldName}: </span>
            <bdi>{booking.fullName}</bdi>
          </p>
        )}
        {booking.event?.name && (
          <p className="mt-1 text-lg font-semibold break-words text-emerald-900 sm:text-xl">
            <span className="sr-only">{AR_CHECK_IN.fieldEvent}: </span>
            <bdi>{booking.event.name}</bdi>
          </p>
        )}
        {booking.group && booking.group.quantity > 1 && (
          <GroupLine group={booking.group} admittedNow={booking.admitted?.length ?? 1} />
        )}
        {booking.reference && (
          <p className="mt-1 text-sm text-slate-600">
            {AR_DOOR.reference}:{' '}
            <bdi dir="ltr" className="font-mono tracking-wider">
              {booking.reference}
            </bdi>
          </p>
        )}
      </div>
      {decidedOnDevice && (
        <p
          role="status"
          className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {AR_DOOR.decidedOnDevice}
        </p>
      )}
      {resumesScanning && <p className="mt-3 text-sm text-slate-600">{AR_DOOR.backToScanning}</p>}
      {rows.length > 0 && (
        <dl className="mt-3 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm">
          {rows.map(([label, value]) => (
            // Stacked on phones, two columns from sm up.
            <div
              key={label}
              className="flex flex-col gap-0.5 py-2.5 sm:grid sm:grid-cols-[8rem_1fr] sm:gap-3"
            >
              <dt className="text-xs font-semibold text-slate-500 sm:text-sm">{label}</dt>
              <dd className="min-w-0 break-words font-medium text-ink-900">
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}

/**
 * How many of a group are in (docs/api/check-in.md#groups-at-the-door): "2 of 5 of this booking are in", and how
 * many this look-up admitted when it admitted several.
 */
function GroupLine({
  group,
  admittedNow,
  tone = 'success',
}: {
  group: { quantity: number; checkedIn: number };
  admittedNow?: number;
  tone?: 'success' | 'warning';
}) {
  return (
    <p
      data-testid="door-group"
      className={cn(
        'mt-2 inline-flex flex-wrap items-center gap-2 rounded-lg px-3 py-1.5 text-base font-bold',
        tone === 'success' ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-950',
      )}
    >
      <Users aria-hidden="true" className="size-5" />
      {AR_DOOR.groupIn(group.checkedIn, group.quantity)}
      {admittedNow !== undefined && admittedNow > 1 && (
        <span className="text-sm font-semibold">({AR_DOOR.admittedNow(admittedNow)})</span>
      )}
    </p>
  );
}

/**
 * A refused scan. A ticket admitted already or of another event is a warning, not an error
 * (docs/api/check-in.md#the-door): amber, with who admitted it and when, and "scan the next" first.
 */
export function ErrorDialog({
  failure,
  open,
  onRetry,
  onClose,
}: {
  failure: Failure | null;
  open: boolean;
  /** Reopens the scanner: "retry" after an error, "scan the next" after a warning. */
  onRetry: () => void;
  onClose: () => void;
}) {
  const warning = failure?.warning === true;
  const checkedIn = failure?.checkedIn;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      hideClose
      size="sm"
      title={
        warning ? (
          <span className="flex items-center gap-2 text-amber-800">
            <TriangleAlert aria-hidden="true" className="size-6" />
            {AR_CHECK_IN.warningTitle}
          </span>
        ) : (
          <span className="flex items-center gap-2 text-red-700">
            <CircleX aria-hidden="true" className="size-6" />
            {AR_CHECK_IN.errorTitle}
          </span>
        )
      }
      footer={
        <>
          <Button className="h-12 px-5 text-base" onClick={onRetry}>
            {warning ? AR_CHECK_IN.scanNext : AR_CHECK_IN.retry}
          </Button>
          <Button variant="secondary" className="h-12 px-5 text-base" onClick={onClose}>
            {AR_CHECK_IN.close}
          </Button>
        </>
      }
    >
      <div role="alert" data-tone={warning ? 'warning' : 'error'}>
        <p
          className={cn(
            warning
              ? 'rounded-xl bg-amber-100 px-4 py-3 text-xl leading-snug font-bold text-amber-950 ring-1 ring-amber-300'
              : 'text-lg font-semibold text-ink-900',
          )}
        >
          {failure?.message}
        </p>
        {failure?.holder && (
          <p className="mt-3 text-xl font-bold break-words text-ink-900">
            <bdi>{failure.holder}</bdi>
          </p>
        )}
        {failure?.group && failure.group.quantity > 1 && <GroupLine group={failure.group} tone="warning" />}
        {checkedIn && (checkedIn.at || checkedIn.by) && (
          <ul className="mt-3 flex flex-col gap-1 rounded-xl bg-amber-50 px-4 py-3 text-base text-amber-950 ring-1 ring-amber-200">
            {checkedIn.at && <li>{AR_DOOR.checkedInAt(formatDateTime(checkedIn.at))}</li>}
            {checkedIn.by && <li>{AR_DOOR.checkedInBy(checkedIn.by)}</li>}
          </ul>
        )}
      </div>
      {failure?.decidedOnDevice && (
        <Badge tone="warning" className="mt-3 gap-1">
          <CloudOff aria-hidden="true" className="size-3.5" />
          {AR_DOOR.offline}
        </Badge>
      )}
    </Dialog>
  );
}
