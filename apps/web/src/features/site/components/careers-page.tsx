import { ArrowRight, Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import { CAREERS_TEXT, OPENINGS, PERKS } from '../content/careers';
import { PAGE_META } from '../content/page-meta';
import { usePageMeta } from '../hooks/use-page-meta';
import { buttonDark, container } from './button-styles';
import { PageHero } from './page-hero';
import { Reveal } from './reveal';

const meta = PAGE_META['/careers']!;

/** /careers (linked from the footer). */
export function CareersPage() {
  usePageMeta(meta.title, meta.description);
  return (
    <>
      <PageHero eyebrow={CAREERS_TEXT.eyebrow} title={CAREERS_TEXT.title} lead={CAREERS_TEXT.lead} />
      <section aria-labelledby="perks-title" className="py-20 sm:py-24">
        <div className={container}>
          <h2 id="perks-title" className="text-3xl font-bold tracking-tight text-ink-900">
            {CAREERS_TEXT.perksTitle}
          </h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {PERKS.map((perk, index) => (
              <li key={perk.title}>
                <Reveal className="h-full" delay={index * 100}>
                  <div className="h-full rounded-3xl bg-slate-50 p-6">
                    <h3 className="text-lg font-bold text-ink-900">{perk.title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-slate-600">{perk.text}</p>
                  </div>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="openings-title" className="pb-20 sm:pb-24">
        <div className={container}>
          <h2 id="openings-title" className="text-3xl font-bold tracking-tight text-ink-900">
            {CAREERS_TEXT.openingsTitle}
          </h2>
          <ul className="mt-10 space-y-4">
            {OPENINGS.map((opening) => (
              <li key={opening.title}>
                <article className="flex flex-col gap-4 rounded-3xl border border-slate-200 p-6 md:flex-row md:items-center md:justify-between">
                  <div className="flex gap-4">
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
                      <Briefcase aria-hidden className="size-5" />
                    </span>
                    <div>
                      <h3 className="text-lg font-bold text-ink-900">{opening.title}</h3>
                      <p className="text-sm font-medium text-slate-600">
                        {opening.team} · {opening.type}
                      </p>
                      <p className="mt-2 max-w-2xl text-slate-600">{opening.text}</p>
                    </div>
                  </div>
                  <Link
                    to="/contact-us"
                    aria-label={`${CAREERS_TEXT.apply}: ${opening.title}`}
                    className={`${buttonDark} shrink-0`}
                  >
                    {CAREERS_TEXT.apply}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </article>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-slate-600">{CAREERS_TEXT.applyHint}</p>
        </div>
      </section>
    </>
  );
}
