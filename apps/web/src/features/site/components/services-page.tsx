import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_META } from '../content/page-meta';
import { SERVICES_TEXT } from '../content/services';
import { usePageMeta } from '../hooks/use-page-meta';
import { buttonDark, container } from './button-styles';
import { PageHero } from './page-hero';
import { ServicesGrid } from './services-grid';

const meta = PAGE_META['/services']!;

/** /services: the 8 services (SPEC.md section 2). */
export function ServicesPage() {
  usePageMeta(meta.title, meta.description);
  return (
    <>
      <PageHero eyebrow={SERVICES_TEXT.title} title={SERVICES_TEXT.pageTitle} lead={SERVICES_TEXT.pageLead} />
      <section aria-label={SERVICES_TEXT.title} className="py-20 sm:py-24">
        <div className={container}>
          <ServicesGrid headingLevel="h2" />
        </div>
      </section>
      <CtaBand />
    </>
  );
}

export function CtaBand() {
  return (
    <section className="pb-20 sm:pb-24">
      <div className={container}>
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-100 p-8 sm:p-12 md:flex-row md:items-center md:justify-between">
          <p className="max-w-xl text-xl font-semibold text-ink-900">{SERVICES_TEXT.ctaLead}</p>
          <Link to="/contact-us" className={buttonDark}>
            {SERVICES_TEXT.cta}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
