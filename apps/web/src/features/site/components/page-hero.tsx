import type { ReactNode } from 'react';
import { container } from './button-styles';

/** Dark title band at the top of inner pages. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      <div aria-hidden className="hero-glow absolute inset-0" />
      <div className={`${container} relative py-16 sm:py-24`}>
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-400">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
