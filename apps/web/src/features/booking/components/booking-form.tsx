import {
  AR_BOOKING_FORM,
  AR_CODES,
  AR_COMMON,
  AR_TYPES_UI,
  type BookingReceiptDto,
  type BookingRequest,
  type BookingRequestInput,
  campaignSourceOf,
  MAX_GUESTS,
  PAYMENT_METHODS,
  type TicketTypeDto,
} from '@app/shared';
import { LoaderCircle } from 'lucide-react';
import { type BaseSyntheticEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { campaignSourceFor } from '../../../lib/campaign-source';
import { loadSchemaChecker, useSchemaForm } from '../../../lib/use-schema-form';
import { useCodeCheck } from '../api/check-code';
import { useCreateBooking } from '../api/create-booking';
import { bookableTypes, bookingAmount } from '../lib/booking-amount';
import { BookingNotSent, bookingErrorText } from '../lib/booking-error';
import { bookingValuesToCheck } from '../lib/booking-values';
import { toLatinDigits } from '../lib/digits';
import { AmountSummary, TypeSelect, typeOptions } from './ticket-choice';

/** zod and the schema load on first focus (or at the first validation), not with the page. */
const loadSchema = () => import('./booking-schema');
const preload = () => {
  void loadSchema();
  void loadSchemaChecker();
};
/**
 * The people booked with the booker (section 13): their fields, the running total and their errors
 * load at the first "add a person", so a single booking's first load carries none of it.
 */
const loadGuests = () => import('./guest-fields');
const GuestFields = lazy(() => loadGuests().then((m) => ({ default: m.GuestFields })));

export const PAYMENT_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  InstaPay: AR_BOOKING_FORM.instaPay,
  VodafoneCash: AR_BOOKING_FORM.vodafoneCash,
};

// The kit's amber button is too light for white text on the public pages (WCAG AA): a darker amber.
const SUBMIT_CLASSES =
  'mt-2 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-base font-bold text-white transition-colors hover:bg-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

type Props = {
  eventId: string;
  /** EGP; 0 asks for no payment details. Unknown while the event loads: then they are asked. */
  ticketPrice?: number;
  disabled?: boolean;
  /** A waiting-list offer's token: the booking takes the seats held for it (section 14). */
  offer?: string;
  /** What the waiting-list entry already gave (its name and address): the offer's form starts with them. */
  prefill?: { fullName: string; email: string | null };
  onSuccess: (booking: BookingReceiptDto, email: string) => void;
  /** A server's refusal (or a failure with no answer); `email` is the address typed in the form. */
  onError: (error: unknown, email: string) => void;
  /** The visitor is on the form: the page can load what a submit will show. */
  onFocus?: () => void;
  /** The event's public types (docs/api/ticket-types.md): a choice per person when more than one is on sale. */
  ticketTypes?: TicketTypeDto[];
  /** A code from the link (`?code=`, docs/api/codes.md#links). */
  initialCode?: string;
};

/** The booking form of docs/product.md#validation: every rule is the shared schema the server also applies. */
export function BookingForm({
  eventId,
  ticketPrice,
  disabled,
  offer,
  prefill,
  onSuccess,
  onError,
  onFocus,
  ticketTypes = [],
  initialCode = '',
}: Props) {
  const create = useCreateBooking();
  const inFlight = useRef(false);
  // Why the last submit was not sent (offline, no answer): said beside the button, the form kept.
  const [notSent, setNotSent] = useState<string | null>(null);
  // The submit in flight is stopped when the visitor leaves (the page unmounts, or the tab goes away:
  // pagehide), so a booking never lands after they are gone. One controller per submit.
  const inFlightControl = useRef<AbortController | null>(null);
  useEffect(() => {
    const leave = () => inFlightControl.current?.abort();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);
  const free = ticketPrice === 0;
  // The rules follow the price (a free event asks no payment details), read at each validation.
  const freeNow = useRef(free);
  freeNow.current = free;
  // How many people are booked with the booker (section 13); the form's values may hold a removed
  // person's place past it (guest-fields.tsx), which is never validated nor sent.
  const [guestCount, setGuestCount] = useState(0);
  const guestCountNow = useRef(guestCount);
  guestCountNow.current = guestCount;
  const price = () => (freeNow.current ? 0 : (ticketPrice ?? 1));
  const { form } = useSchemaForm<BookingRequestInput, BookingRequest>(
    () => loadSchema().then((m) => m.bookingRequestSchemaFor(price())),
    {
      prepare: (values) => bookingValuesToCheck(values, price(), guestCountNow.current),
      defaultValues: {
        eventId,
        nationalId: '',
        fullName: '',
        email: '',
        paymentMethod: '' as BookingRequestInput['paymentMethod'],
        paymentNumber: '',
        code: initialCode,
      },
    },
  );
  const { errors, isSubmitted } = form.formState;
  // The offer loads after the form: its name and address fill the fields still empty, once.
  const prefillName = prefill?.fullName;
  const prefillEmail = prefill?.email;
  useEffect(() => {
    if (prefillName && !form.getValues('fullName')) form.setValue('fullName', prefillName);
    if (prefillEmail && !form.getValues('email')) form.setValue('email', prefillEmail);
  }, [form, prefillName, prefillEmail]);
  const method = form.watch('paymentMethod');
  // Types and code (docs/api/ticket-types.md, docs/api/codes.md): the amount follows them live.
  const code = form.watch('code') ?? '';
  const check = useCodeCheck(eventId, code);
  const checked = check.data ?? null;
  const choices = bookableTypes(ticketTypes, checked);
  const chooses = choices.length > 1;
  const bookerType = form.watch('ticketTypeId') || (choices.length === 1 ? choices[0]!._id : undefined);
  const guestTypes = (form.watch('guests') ?? [])
    .slice(0, guestCount)
    .map((g) => g?.ticketTypeId || bookerType);
  const amount = bookingAmount([bookerType, ...guestTypes], ticketTypes, checked);

  const validateAndSend = form.handleSubmit(async (values) => {
    // A second click while the first request runs must not book twice.
    if (inFlight.current) return;
    inFlight.current = true;
    setNotSent(null);
    try {
      const control = new AbortController();
      inFlightControl.current = control;
      // The campaign link the visitor came by: this page's own address, else one kept within the last
      // week (docs/api/reports.md#campaign-links).
      const source =
        campaignSourceOf(new URLSearchParams(window.location.search)) ?? campaignSourceFor(eventId);
      const body = { ...values, ...(offer && { offer }), ...(source && { source }) };
      const booking = await create.mutateAsync({ body, left: control.signal });
      form.reset();
      setGuestCount(0);
      onSuccess(booking, values.email);
    } catch (error) {
      if (error instanceof BookingNotSent) {
        if (error.reason !== 'left') setNotSent(bookingErrorText(error));
      } else if (!guestCountNow.current || !(await loadGuests()).showOnGuestField(form, error)) {
        onError(error, values.email);
      }
    } finally {
      inFlight.current = false;
    }
  });
  // The rules load with the form's first touch: a tap made offline before they came cannot check the
  // fields, and says so at once, as a booking that never left does.
  const submit = (event?: BaseSyntheticEvent) =>
    validateAndSend(event).catch(() =>
      setNotSent(navigator.onLine ? AR_BOOKING_FORM.connectionFailed : AR_BOOKING_FORM.offline),
    );

  const sending = create.isPending;
  const digits = { setValueAs: (v: unknown) => (typeof v === 'string' ? toLatinDigits(v) : v) };
  const paymentNumberHint =
    method === 'VodafoneCash'
      ? AR_BOOKING_FORM.vodafoneHint
      : method === 'InstaPay'
        ? AR_BOOKING_FORM.instaPayHint
        : undefined;

  return (
    <form
      onSubmit={submit}
      onFocus={() => {
        preload();
        onFocus?.();
      }}
      noValidate
      className="grid gap-4"
      aria-busy={sending || undefined}
    >
      <input type="hidden" {...form.register('eventId')} />
      {chooses && (
        <TypeSelect
          label={AR_TYPES_UI.ticketType}
          required
          placeholder={AR_TYPES_UI.chooseType}
          options={typeOptions(choices)}
          error={errors.ticketTypeId?.message}
          {...form.register('ticketTypeId', { setValueAs: (v: unknown) => v || undefined })}
        />
      )}
      <TextField
        label={AR_BOOKING_FORM.nationalId}
        required
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={20}
        hint={AR_BOOKING_FORM.nationalIdHint}
        error={errors.nationalId?.message}
        {...form.register('nationalId', digits)}
      />
      <TextField
        label={AR_COMMON.fullName}
        required
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label={AR_COMMON.email}
        required
        type="email"
        autoComplete="email"
        dir="ltr"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {guestCount > 0 && (
        <Suspense fallback={null}>
          <GuestFields
            form={form}
            count={guestCount}
            setCount={setGuestCount}
            price={ticketTypes.length > 1 || checked ? undefined : ticketPrice}
            typeChoices={chooses ? typeOptions(choices) : undefined}
          />
        </Suspense>
      )}
      {guestCount < MAX_GUESTS && (
        <button
          type="button"
          onClick={() => setGuestCount(guestCount + 1)}
          className="min-h-11 rounded-lg border border-dashed border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          + {AR_BOOKING_FORM.addPerson}
        </button>
      )}
      {ticketTypes.length > 0 && (
        <TextField
          label={AR_TYPES_UI.code}
          autoComplete="off"
          dir="ltr"
          maxLength={20}
          hint={checked ? AR_TYPES_UI.codeApplied : AR_TYPES_UI.codeHint}
          error={errors.code?.message ?? (check.data === null ? AR_CODES.invalid : undefined)}
          {...form.register('code')}
        />
      )}
      {/* One type and no code: the people's running total (guest-fields.tsx) says it already. */}
      {(ticketTypes.length > 1 || checked) && amount.subtotal > 0 && <AmountSummary {...amount} />}
      {free ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm leading-relaxed text-emerald-800">
          {AR_BOOKING_FORM.freeNote}
        </p>
      ) : (
        <>
          <SelectField
            label={AR_BOOKING_FORM.paymentMethod}
            required
            placeholder={AR_BOOKING_FORM.paymentMethodPlaceholder}
            options={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_LABELS[value] }))}
            error={errors.paymentMethod?.message}
            {...form.register('paymentMethod', {
              // The number's rule depends on the method: re-check it once the user has tried to submit.
              onChange: () => isSubmitted && form.trigger('paymentNumber'),
            })}
          />
          <TextField
            label={AR_BOOKING_FORM.paymentNumber}
            required
            inputMode={method === 'VodafoneCash' ? 'numeric' : 'text'}
            autoComplete="off"
            dir="ltr"
            hint={paymentNumberHint}
            error={errors.paymentNumber?.message}
            {...form.register('paymentNumber', digits)}
          />
        </>
      )}
      {notSent && <AlertBanner tone="error">{notSent}</AlertBanner>}
      <button
        type="submit"
        disabled={disabled || sending}
        aria-busy={sending || undefined}
        className={SUBMIT_CLASSES}
      >
        {sending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {sending ? AR_BOOKING_FORM.sending : AR_BOOKING_FORM.submit}
      </button>
    </form>
  );
}
