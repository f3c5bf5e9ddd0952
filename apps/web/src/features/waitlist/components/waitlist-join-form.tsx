import {
  AR_EVENTS,
  AR_TYPES_UI,
  AR_WAITLIST_UI,
  type TicketTypeDto,
  WAITLIST_MAX_QUANTITY,
  type WaitlistJoin,
  type WaitlistJoinAnswer,
  type WaitlistJoinInput,
  waitlistJoinSchema,
} from '@app/shared';
import { Hourglass, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { errorText } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useJoinWaitlist } from '../api/join-waitlist';

const U = AR_WAITLIST_UI;
const SUBMIT =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-base font-bold text-white transition-colors hover:bg-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

/** Arabic-Indic digits typed on a phone keyboard, as the server's rule reads them (Latin). */
const latin = (v: unknown) =>
  typeof v === 'string' ? v.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)) : v;

/**
 * The waiting list's form (docs/api/waitlist.md#the-places-link), shown instead of a dead "sold out": name, email,
 * phone and how many seats; after joining, the place in line and the private link.
 */
export function WaitlistJoinForm({
  eventId,
  availableSeats,
  waiting,
  ticketTypes = [],
}: {
  eventId: string;
  availableSeats: number;
  waiting: number;
  /** The event's public types: with several, the person picks the one to wait for (docs/api/waitlist.md). */
  ticketTypes?: TicketTypeDto[];
}) {
  const join = useJoinWaitlist(eventId);
  const [joined, setJoined] = useState<WaitlistJoinAnswer | null>(null);
  // At least one more seat than are open: fewer would be booked directly.
  const smallest = Math.min(WAITLIST_MAX_QUANTITY, Math.max(1, availableSeats + 1));
  const form = useSchemaForm<WaitlistJoinInput, WaitlistJoin>(waitlistJoinSchema, {
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      quantity: smallest,
      ...(ticketTypes.length > 1 && { ticketTypeId: ticketTypes[0]!._id }),
    },
  }).form;
  const { errors } = form.formState;

  if (joined) return <Joined answer={joined} />;

  const submit = form.handleSubmit(async (values) => {
    try {
      setJoined(await join.mutateAsync(values));
    } catch {
      // Said below the form.
    }
  });

  const choices = [];
  for (let n = smallest; n <= WAITLIST_MAX_QUANTITY; n++)
    choices.push({ value: String(n), label: U.seats(n) });

  return (
    <section
      aria-labelledby="waitlist-title"
      className="rounded-2xl border border-amber-200 bg-amber-50/60 p-5"
    >
      <h2 id="waitlist-title" className="mb-1 flex items-center gap-2 text-lg font-extrabold">
        <Hourglass aria-hidden className="size-5 text-amber-700" />
        {U.title}
      </h2>
      <p className="mb-1 leading-relaxed text-slate-700">
        {availableSeats > 0 ? U.shortLead(availableSeats) : U.soldOutLead}
      </p>
      <p className="mb-4 text-sm text-slate-500">{U.waitingCount(waiting)}</p>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={join.isPending || undefined}>
        <TextField
          label={U.fullName}
          required
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <TextField
          label={U.email}
          required
          type="email"
          autoComplete="email"
          dir="ltr"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={U.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          dir="ltr"
          maxLength={11}
          error={errors.phone?.message}
          {...form.register('phone', { setValueAs: latin })}
        />
        {ticketTypes.length > 1 && (
          <SelectField
            label={AR_TYPES_UI.ticketType}
            required
            options={ticketTypes.map((type) => ({ value: type._id, label: type.name }))}
            error={errors.ticketTypeId?.message}
            {...form.register('ticketTypeId')}
          />
        )}
        <SelectField
          label={U.quantity}
          required
          options={choices}
          error={errors.quantity?.message}
          {...form.register('quantity', { setValueAs: (v) => Number(v) })}
        />
        {join.isError && <AlertBanner tone="error">{errorText(join.error, AR_EVENTS.loadError)}</AlertBanner>}
        <button type="submit" disabled={join.isPending} className={SUBMIT}>
          {join.isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {join.isPending ? U.joining : U.join}
        </button>
      </form>
    </section>
  );
}

function Joined({ answer }: { answer: WaitlistJoinAnswer }) {
  const path = `/waitlist/${answer.token}`;
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  const [copied, setCopied] = useState(false);
  return (
    <section
      aria-live="polite"
      data-testid="waitlist-joined"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2 className="mb-2 text-lg font-extrabold text-emerald-900">{U.joinedTitle}</h2>
      <p className="mb-3 text-2xl font-extrabold text-emerald-900">{U.positionText(answer.position)}</p>
      <p className="mb-2 text-sm text-slate-700">{U.privateLink}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          dir="ltr"
          className="min-w-0 flex-1 break-all rounded-lg bg-white p-2 text-xs ring-1 ring-slate-200"
        >
          {url}
        </code>
        <button
          type="button"
          onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
          className="min-h-11 rounded-lg bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-slate-300"
        >
          {copied ? U.copied : U.copy}
        </button>
      </div>
      <Link to={path} className="mt-3 inline-block font-semibold text-brand-700 underline">
        {U.openPlace}
      </Link>
    </section>
  );
}
