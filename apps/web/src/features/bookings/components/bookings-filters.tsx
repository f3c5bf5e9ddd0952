import { AR_BOOKINGS } from '@app/shared';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { controlClasses } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';

type Props = {
  events: { _id: string; name: string }[];
  eventId: string;
  q: string;
  onEventChange: (eventId: string) => void;
  onQChange: (q: string) => void;
};

export function BookingsFilters({ events, eventId, q, onEventChange, onQChange }: Props) {
  const selectId = useId();
  const searchId = useId();
  // Local text so typing stays instant; the URL follows each keystroke (replace, no history spam).
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);

  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(12rem,18rem)_1fr]">
      <div className="grid gap-1">
        <label htmlFor={selectId} className="text-sm font-semibold text-slate-700">
          {AR_BOOKINGS.event}
        </label>
        <Select
          id={selectId}
          value={eventId}
          onChange={(e) => onEventChange(e.target.value)}
          options={[
            { value: '', label: AR_BOOKINGS.allEvents },
            ...events.map((e) => ({ value: e._id, label: e.name })),
          ]}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-700">
          {AR_BOOKINGS.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            placeholder={AR_BOOKINGS.search}
            onChange={(e) => {
              setText(e.target.value);
              onQChange(e.target.value);
            }}
            className={cn(controlClasses, 'h-10 ps-9')}
          />
        </div>
      </div>
    </div>
  );
}
