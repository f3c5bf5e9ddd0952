import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SERVICES_TEXT } from '../content/service-list';
import { buttonDark, container } from './button-styles';

/** The call to get in touch that closes the services pages. */
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
