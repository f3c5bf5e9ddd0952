import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { FAQ_TEXT, FAQS } from '../content/faq';
import { PAGE_META } from '../content/page-meta';
import { usePageMeta } from '../hooks/use-page-meta';
import { buttonDark, container } from './button-styles';
import { PageHero } from './page-hero';

const meta = PAGE_META['/faq']!;

/** /faq (linked from the footer). Native <details> keeps it accessible and working without JavaScript. */
export function FaqPage() {
  usePageMeta(meta.title, meta.description);
  return (
    <>
      <PageHero eyebrow={FAQ_TEXT.eyebrow} title={FAQ_TEXT.title} lead={FAQ_TEXT.lead} />
      <section className="py-20 sm:py-24">
        <div className={`${container} max-w-3xl`}>
          <div className="divide-y divide-slate-200 rounded-3xl border border-slate-200">
            {FAQS.map((faq, index) => (
              <details key={faq.q} className="group p-6" open={index === 0}>
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
                  {faq.q}
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-brand-700 transition group-open:rotate-180"
                  />
                </summary>
                <p className="mt-4 leading-relaxed text-slate-600">{faq.a}</p>
              </details>
            ))}
          </div>
          <div className="mt-12 rounded-3xl bg-brand-100 p-8 text-center">
            <h2 className="text-2xl font-bold text-ink-900">{FAQ_TEXT.stillTitle}</h2>
            <p className="mt-2 text-slate-700">{FAQ_TEXT.stillBody}</p>
            <Link to="/contact-us" className={`${buttonDark} mt-6`}>
              {FAQ_TEXT.stillCta}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
