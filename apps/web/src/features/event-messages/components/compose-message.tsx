import {
  fromCairoDateTimeInput,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  type MessageBodyInput,
  type MessagePreview,
  messageBodySchema,
  AR_EVENT_MESSAGES_UI as T,
} from '@app/shared';
import { Eye, Send } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, Input, TextareaField, TextField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';
import { previewMessage } from '../api/preview-message';
import { useSendMessage } from '../api/send-message';

type Who = 'Accepted' | 'Pending' | 'both' | 'waitlist';
type CheckedIn = 'any' | 'yes' | 'no';

function audienceOf(who: Who, checkedIn: CheckedIn): MessageBodyInput['audience'] {
  if (who === 'waitlist') return { waitlist: true };
  return {
    statuses: who === 'both' ? ['Accepted', 'Pending'] : [who],
    ...(checkedIn !== 'any' && { checkedIn: checkedIn === 'yes' }),
  };
}

const radio = 'size-4 accent-brand-600';

/** Compose: audience, the recipient count as it changes, a preview, send now or at a Cairo time. */
export function ComposeMessage({ eventId, onSent }: { eventId: string; onSent: (text: string) => void }) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [who, setWho] = useState<Who>('Accepted');
  const [checkedIn, setCheckedIn] = useState<CheckedIn>('any');
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const send = useSendMessage(eventId);

  const audience = useDebounced(JSON.stringify(audienceOf(who, checkedIn)), 250);
  // The count before sending: the preview's, for the audience alone (any subject and body will do).
  useEffect(() => {
    const controller = new AbortController();
    setCount(null);
    previewMessage(eventId, { subject: '-', body: '-', audience: JSON.parse(audience) }, controller.signal)
      .then((answer) => setCount(answer.recipients))
      .catch(() => undefined);
    return () => controller.abort();
  }, [eventId, audience]);

  const input = (): MessageBodyInput | null => {
    const candidate: MessageBodyInput = {
      subject,
      body,
      audience: audienceOf(who, checkedIn),
      ...(later && sendAt && { sendAt: fromCairoDateTimeInput(sendAt) }),
    };
    const parsed = messageBodySchema.safeParse(candidate);
    if (parsed.success && !(later && !sendAt)) {
      setErrors({});
      return candidate;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    if (later && !sendAt) found.sendAt = T.sendAt;
    setErrors(found);
    return null;
  };

  const onPreview = async () => {
    const body = input();
    if (!body) return;
    setServerError(null);
    try {
      setPreview(await previewMessage(eventId, body));
    } catch (error) {
      setServerError(errorText(error, T.loadFailed));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = input();
    if (!body) return;
    if (!later && count !== null && !window.confirm(T.confirmSend(count))) return;
    setServerError(null);
    try {
      const answer = await send.mutateAsync(body);
      setSubject('');
      setBody('');
      setLater(false);
      setSendAt('');
      onSent(answer.message ?? '');
    } catch (error) {
      setServerError(errorText(error, T.loadFailed));
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="text-lg font-bold text-ink-900">{T.compose}</h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{T.audience}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(
            [
              ['Accepted', T.accepted],
              ['Pending', T.pending],
              ['both', `${T.accepted} + ${T.pending}`],
              ['waitlist', T.waitlist],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 items-center gap-2 rounded-lg px-2 ring-1 ring-slate-200"
            >
              <input
                type="radio"
                name="who"
                className={radio}
                checked={who === value}
                onChange={() => setWho(value)}
              />
              <span className="text-sm">{label}</span>
            </label>
          ))}
        </div>
        {who !== 'waitlist' && (
          <FormField label={T.checkedIn}>
            {(control) => (
              <select
                {...control}
                value={checkedIn}
                onChange={(e) => setCheckedIn(e.target.value as CheckedIn)}
                className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 max-md:min-h-11"
              >
                <option value="any">{T.checkedInAny}</option>
                <option value="yes">{T.checkedInYes}</option>
                <option value="no">{T.checkedInNo}</option>
              </select>
            )}
          </FormField>
        )}
        <p
          aria-live="polite"
          className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700"
        >
          {count === null ? T.counting : T.recipients(count)}
        </p>
      </fieldset>
      <TextField
        label={T.subject}
        required
        maxLength={MESSAGE_SUBJECT_MAX}
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        error={errors.subject}
      />
      <TextareaField
        label={T.body}
        hint={T.bodyHint}
        required
        rows={7}
        maxLength={MESSAGE_BODY_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={errors.body}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{T.when}</legend>
        <div className="flex flex-wrap gap-2">
          <label className="flex min-h-11 items-center gap-2 rounded-lg px-2 ring-1 ring-slate-200">
            <input
              type="radio"
              name="when"
              className={radio}
              checked={!later}
              onChange={() => setLater(false)}
            />
            <span className="text-sm">{T.now}</span>
          </label>
          <label className="flex min-h-11 items-center gap-2 rounded-lg px-2 ring-1 ring-slate-200">
            <input
              type="radio"
              name="when"
              className={radio}
              checked={later}
              onChange={() => setLater(true)}
            />
            <span className="text-sm">{T.later}</span>
          </label>
        </div>
        {later && (
          <FormField label={T.sendAt} error={errors.sendAt}>
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                dir="ltr"
                value={sendAt}
                onChange={(e) => setSendAt(e.target.value)}
              />
            )}
          </FormField>
        )}
      </fieldset>
      {serverError && (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={send.isPending}>
          <Send aria-hidden className="size-4" />
          {later ? T.schedule : T.sendNow}
        </Button>
        <Button type="button" variant="secondary" onClick={onPreview}>
          <Eye aria-hidden className="size-4" />
          {T.preview}
        </Button>
      </div>
      <Dialog
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        title={T.previewTitle}
        footer={
          <Button variant="secondary" onClick={() => setPreview(null)}>
            {T.close}
          </Button>
        }
      >
        {preview && (
          <div className="flex flex-col gap-3">
            <p className="text-sm font-semibold text-brand-700">{T.recipients(preview.recipients)}</p>
            <p className="font-bold">{preview.subject}</p>
            <iframe
              title={T.previewTitle}
              srcDoc={preview.html}
              sandbox=""
              className="h-96 w-full rounded-lg ring-1 ring-slate-200"
            />
          </div>
        )}
      </Dialog>
    </form>
  );
}
