import { Check, Clock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PAGE_META } from '../content/page-meta';
import { SERVICES_TEXT } from '../content/service-list';
import { findService, SERVICES } from '../content/services';
import { usePageMeta } from '../hooks/use-page-meta';
import { container } from './button-styles';
import { CtaBand } from './cta-band';
import { PageHero } from './page-hero';
import { Reveal } from './reveal';

/** /services/{serviceName}: one service; an unknown slug shows an empty page (docs/product.md#public-site). */
export function ServicePage() {
  const { serviceName } = useParams();
  const service = findService(serviceName);
  if (!service) return null;
  return <ServiceDetail slug={service.slug} />;
}

function ServiceDetail({ slug }: { slug: string }) {
  const service = findService(slug)!;
  const meta = PAGE_META[`/services/${slug}`]!;
  usePageMeta(meta.title, meta.description);
  const others = SERVICES.filter((other) => other.slug !== slug);
  return (
    <>
      <PageHero eyebrow={SERVICES_TEXT.title} title={service.title} lead={service.intro}>
        <div className="mt-8 inline-flex items-center gap-4 rounded-2xl border border-white/15 bg-white/5 px-5 py-4">
          <span className="text-3xl font-extrabold text-brand-400">{service.result.value}</span>
          <span className="max-w-xs text-sm text-slate-300">{service.result.label}</span>
        </div>
      </PageHero>

      <section aria-labelledby="includes-title" className="py-20 sm:py-24">
        <div className={`${container} grid gap-12 lg:grid-cols-[1.6fr_1fr]`}>
          <div>
            <h2 id="includes-title" className="text-3xl font-bold tracking-tight text-ink-900">
              {SERVICES_TEXT.includesTitle}
            </h2>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2">
              {service.includes.map((item, index) => (
                <li key={item.title}>
                  <Reveal className="h-full" delay={index * 100}>
                    <article className="h-full rounded-3xl border border-slate-200 p-6">
                      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                        <service.icon aria-hidden className="size-5" />
                      </span>
                      <h3 className="mt-4 text-lg font-bold text-ink-900">{item.title}</h3>
                      <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</p>
                    </article>
                  </Reveal>
                </li>
              ))}
            </ul>
          </div>
          <aside className="space-y-6">
            <div className="rounded-3xl bg-slate-50 p-7">
              <h2 className="text-xl font-bold text-ink-900">{SERVICES_TEXT.deliverablesTitle}</h2>
              <ul className="mt-5 space-y-3">
                {service.deliverables.map((deliverable) => (
                  <li key={deliverable} className="flex gap-3 text-slate-700">
                    <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                    {deliverable}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-3xl bg-slate-50 p-7">
              <h2 className="flex items-center gap-2 text-xl font-bold text-ink-900">
                <Clock aria-hidden className="size-5 text-brand-700" />
                {SERVICES_TEXT.timelineTitle}
              </h2>
              <p className="mt-3 text-slate-700">{service.timeline}</p>
            </div>
            <nav aria-labelledby="other-services" className="rounded-3xl border border-slate-200 p-7">
              <h2 id="other-services" className="text-xl font-bold text-ink-900">
                {SERVICES_TEXT.otherServices}
              </h2>
              <ul className="mt-4 space-y-1">
                {others.map((other) => (
                  <li key={other.slug}>
                    <Link
                      to={`/services/${other.slug}`}
                      className="flex items-center gap-3 rounded-xl px-2 py-2 text-slate-700 hover:bg-brand-50 hover:text-ink-900"
                    >
                      <other.icon aria-hidden className="size-4 text-brand-700" />
                      {other.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
