import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SERVICE_LIST } from '../content/service-list';
import { SITE } from '../content/site-text';
import { Reveal } from './reveal';

/** The 8 service cards, used on home and on /services. */
export function ServicesGrid({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {SERVICE_LIST.map((service, index) => (
        <li key={service.slug}>
          <Reveal className="h-full" delay={(index % 4) * 100}>
            <article className="group relative flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 transition hover:-translate-y-1 hover:border-brand-500 hover:shadow-xl">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 transition group-hover:bg-brand-500 group-hover:text-ink-900">
                <service.icon aria-hidden className="size-6" />
              </span>
              <Heading className="mt-5 text-lg font-bold text-ink-900">{service.title}</Heading>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{service.summary}</p>
              <Link
                to={`/services/${service.slug}`}
                className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-ink-900 after:absolute after:inset-0 group-hover:text-brand-700"
              >
                {SITE.learnMore}
                <span className="sr-only">: {service.title}</span>
                <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
              </Link>
            </article>
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
