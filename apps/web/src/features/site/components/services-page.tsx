import { PAGE_META } from '../content/page-meta';
import { SERVICES_TEXT } from '../content/service-list';
import { usePageMeta } from '../hooks/use-page-meta';
import { container } from './button-styles';
import { CtaBand } from './cta-band';
import { PageHero } from './page-hero';
import { ServicesGrid } from './services-grid';

const meta = PAGE_META['/services']!;

/** /services: the 8 services (docs/product.md#public-site). */
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
