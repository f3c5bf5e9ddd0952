import {
  AR_BOOKING_FORM,
  AR_BOOKING_GUESTS,
  AR_COMMON,
  AR_TYPES_UI,
  type BookingRequest,
  type BookingRequestInput,
} from '@app/shared';
import { UserRoundX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field';
import { SelectField, type SelectOption } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { toLatinDigits } from '../lib/digits';

const F = AR_BOOKING_GUESTS;

type Form = UseFormReturn<BookingRequestInput, unknown, BookingRequest>;

/**
 * The people booked with the booker (docs/api/bookings.md#several-tickets), in a chunk of its own: loaded when
 * the visitor first presses "add a person", so a single booking's page carries none of it. Each
 * person's fields are registered on the booking form itself, so the shared schema checks them as it
 * checks the booker's, and a server error naming `guests.{i}.…` lands on that field.
 */
export function GuestFields({
  form,
  count,
  setCount,
  price,
  typeChoices,
}: {
  form: Form;
  count: number;
  setCount: (count: number) => void;
  /** EGP; 0 (free) or unknown shows no total. */
  price: number | undefined;
  /** Each person's type, when the event sells more than one (docs/api/ticket-types.md). */
  typeChoices?: SelectOption[];
}) {
  const errors = form.formState.errors.guests;
  // A person just added: their name field takes the focus, so typing goes on from the button.
  const shown = useRef(count);
  useEffect(() => {
    if (count > shown.current) form.setFocus(`guests.${count - 1}.fullName`);
    shown.current = count;
  }, [count, form]);
  const digits = { setValueAs: (v: unknown) => (typeof v === 'string' ? toLatinDigits(v) : v) };

  // Removing person i moves the ones after it up a place; the last place is emptied, then dropped
  // (the form's resolver reads only the first `count` people).
  const remove = (i: number) => {
    const guests = form.getValues('guests') ?? [];
    for (let j = i; j < count; j++) {
      const next = guests[j + 1];
      form.setValue(`guests.${j}`, {
        fullName: next?.fullName ?? '',
        nationalId: next?.nationalId ?? '',
        ticketTypeId: next?.ticketTypeId,
      });
    }
    form.clearErrors('guests');
    setCount(count - 1);
  };

  return (
    <>
      <ol className="grid gap-3" aria-label={F.people}>
        {Array.from({ length: count }, (_, i) => (
          <li
            // Rows are places, not people: removing one moves the values up (remove above).
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
            data-testid="guest"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-bold text-ink-900">{F.person(i + 2)}</h3>
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={F.removePerson(i + 2)}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <UserRoundX aria-hidden className="size-4" />
                {F.remove}
              </button>
            </div>
            <TextField
              label={AR_COMMON.fullName}
              required
              autoComplete="off"
              error={errors?.[i]?.fullName?.message}
              {...form.register(`guests.${i}.fullName`)}
            />
            <TextField
              label={AR_BOOKING_FORM.nationalId}
              required
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              maxLength={20}
              error={errors?.[i]?.nationalId?.message}
              {...form.register(`guests.${i}.nationalId`, digits)}
            />
            {typeChoices && (
              <SelectField
                label={AR_TYPES_UI.ticketType}
                placeholder={AR_TYPES_UI.sameAsBooker}
                options={typeChoices}
                error={errors?.[i]?.ticketTypeId?.message}
                {...form.register(`guests.${i}.ticketTypeId`, { setValueAs: (v: unknown) => v || undefined })}
              />
            )}
          </li>
        ))}
      </ol>
      {price ? <GroupTotal count={count + 1} price={price} /> : null}
    </>
  );
}

/**
 * A refusal that names one of these people (`guests.{i}.fullName` or `guests.{i}.nationalId`: a
 * wrong ID, or a 409 for someone who already holds a ticket): shown on that person's field, not in
 * a dialog. False when the error is not about one of them.
 */
export function showOnGuestField(form: Form, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.serverMessage) return false;
  const path = (error.body as { errors?: Array<{ path?: unknown }> } | null)?.errors?.[0]?.path;
  if (typeof path !== 'string' || !/^guests\.\d+\.(fullName|nationalId)$/.test(path)) return false;
  form.setError(
    path as `guests.${number}.fullName`,
    { type: 'server', message: error.serverMessage },
    { shouldFocus: true },
  );
  return true;
}

/** The booking's amount as people are added: tickets × price, in Arabic-Indic digits and ج.م. */
function GroupTotal({ count, price }: { count: number; price: number }) {
  return (
    <p
      className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-brand-50 px-4 py-3 text-ink-900"
      aria-live="polite"
      data-testid="group-total"
    >
      <span className="text-sm text-slate-700">{F.totalLine(count, formatPrice(price))}</span>
      <span className="text-lg font-extrabold">
        {F.total}: {formatPrice(count * price)}
      </span>
    </p>
  );
}
