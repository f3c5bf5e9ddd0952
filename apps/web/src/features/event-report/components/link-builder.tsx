import { AR_EVENT_PAGE, CAMPAIGN_SOURCE_PATTERN } from '@app/shared';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { campaignLink } from '../lib/cumulative';

const L = AR_EVENT_PAGE.links;
const PRESETS = Object.entries(L.presets) as [string, string][];

/** Pick or type a source, copy the event's campaign link (docs/api/reports.md#campaign-links). */
export function LinkBuilder({ eventId }: { eventId: string }) {
  const [source, setSource] = useState('whatsapp');
  const [note, setNote] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const valid = CAMPAIGN_SOURCE_PATTERN.test(source);
  const link = valid ? campaignLink(window.location.origin, eventId, source) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNote(L.copied);
    } catch {
      setNote(L.copyFailed);
    }
  };

  return (
    <section
      aria-labelledby="link-title"
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="link-title" className="font-bold text-ink-900">
        {L.title}
      </h2>
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {L.hint}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {PRESETS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={source === value}
            onClick={() => {
              setSource(value);
              setNote(null);
            }}
            className={cn(
              'min-h-9 rounded-full px-3 text-sm ring-1 focus-visible:outline-2 focus-visible:outline-brand-600',
              source === value
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-ink-900 ring-slate-300',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="mt-3 grid gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink-900">
          {L.source}
        </label>
        <Input
          id={inputId}
          dir="ltr"
          value={source}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          aria-invalid={!valid || undefined}
          onChange={(e) => {
            setSource(e.target.value.trim().toLowerCase());
            setNote(null);
          }}
          data-testid="campaign-source"
        />
        {!valid && <p className="text-sm text-red-700">{L.sourceInvalid}</p>}
      </div>
      {valid && (
        <div className="mt-3 grid gap-2">
          <span className="text-sm font-semibold text-ink-900">{L.link}</span>
          <output
            dir="ltr"
            className="block min-w-0 rounded-lg bg-slate-50 px-3 py-2 text-sm break-all text-slate-800 ring-1 ring-slate-200"
            data-testid="campaign-link"
          >
            {link}
          </output>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="secondary" onClick={copy}>
              <Copy aria-hidden="true" className="size-4" />
              {L.copy}
            </Button>
            <p role="status" className="text-sm text-slate-600">
              {note}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
