/** Eyebrow, title and lead of a page section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = 'center',
  as: Heading = 'h2',
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  id?: string;
  align?: 'center' | 'start';
  as?: 'h1' | 'h2';
}) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{eyebrow}</p>
      <Heading id={id} className="mt-3 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {title}
      </Heading>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{lead}</p> : null}
    </div>
  );
}
