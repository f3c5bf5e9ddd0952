import { Compass, MessageSquareQuote } from 'lucide-react';
import { ABOUT, VALUES } from '../content/about';
import { PAGE_META } from '../content/page-meta';
import { usePageMeta } from '../hooks/use-page-meta';
import { container } from './button-styles';
import { PageHero } from './page-hero';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';

const meta = PAGE_META['/about-details']!;

/** /about-details: vision, message and values (docs/product.md#public-site). */
export function AboutPage() {
  usePageMeta(meta.title, meta.description);
  return (
    <>
      <PageHero eyebrow={ABOUT.eyebrow} title={ABOUT.title} lead={ABOUT.lead} />

      <section className="py-20 sm:py-24">
        <div className={`${container} grid gap-6 md:grid-cols-2`}>
          <Reveal className="h-full">
            <article className="h-full rounded-3xl bg-brand-50 p-8 sm:p-10">
              <Compass aria-hidden className="size-10 text-brand-700" />
              <h2 className="mt-5 text-2xl font-bold text-ink-900">{ABOUT.visionTitle}</h2>
              <p className="mt-4 text-lg leading-relaxed text-slate-700">{ABOUT.vision}</p>
            </article>
          </Reveal>
          <Reveal className="h-full" delay={120}>
            <article className="h-full rounded-3xl bg-ink-900 p-8 text-white sm:p-10">
              <MessageSquareQuote aria-hidden className="size-10 text-brand-400" />
              <h2 className="mt-5 text-2xl font-bold">{ABOUT.messageTitle}</h2>
              <p className="mt-4 text-lg leading-relaxed text-slate-300">{ABOUT.message}</p>
            </article>
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-slate-50 py-20 sm:py-24">
        <div className={container}>
          <SectionHeading
            id="values-title"
            eyebrow={ABOUT.eyebrow}
            title={ABOUT.valuesTitle}
            lead={ABOUT.valuesLead}
          />
          <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
            {VALUES.map((value, index) => (
              <li key={value.title}>
                <Reveal className="h-full" delay={index * 100}>
                  <article className="h-full rounded-3xl border border-slate-200 bg-white p-6">
                    <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
                      <value.icon aria-hidden className="size-6" />
                    </span>
                    <h3 className="mt-5 text-lg font-bold text-ink-900">{value.title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-slate-600">{value.text}</p>
                  </article>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="milestones-title" className="py-20 sm:py-24">
        <div className={container}>
          <h2 id="milestones-title" className="text-3xl font-bold tracking-tight text-ink-900">
            {ABOUT.milestonesTitle}
          </h2>
          <ol className="mt-10 grid gap-8 border-s-2 border-brand-500 ps-6 md:grid-cols-4 md:border-s-0 md:border-t-2 md:ps-0 md:pt-6">
            {ABOUT.milestones.map((milestone) => (
              <li key={milestone.year}>
                <p className="text-2xl font-extrabold text-brand-700">{milestone.year}</p>
                <p className="mt-2 text-slate-600">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
