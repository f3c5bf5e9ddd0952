import { type KeyboardEvent, useRef } from 'react';
import { cn } from '../../../lib/cn';

export type TabItem<Id extends string> = { id: Id; label: string; panelId: string };

/** A tab list (WAI-ARIA tabs pattern): arrow keys move between tabs, in reading direction. */
export function ViewTabs<Id extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next = -1;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className="mb-4 flex gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex"
    >
      {tabs.map((tab, index) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${tab.panelId}-tab`}
            aria-selected={selected}
            aria-controls={tab.panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'flex-1 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              selected ? 'bg-white text-ink-900 shadow-sm' : 'text-slate-600 hover:text-ink-900',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
