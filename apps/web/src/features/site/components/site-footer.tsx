import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { FOUNDED_YEAR, STATS } from '../content/figures';
import { SERVICE_LIST } from '../content/service-list';
import { SITE } from '../content/site-text';
import { container } from './button-styles';
import { CountUp } from './count-up';

const footerLink = 'rounded text-slate-300 transition-colors hover:text-brand-400';

/** Public footer (docs/product.md#header-and-footer): the four stats counting up, and links to /team, /careers and /faq. */
export function SiteFooter() {
  const { footer } = SITE;
  return (
    <footer className="bg-ink-900 text-slate-300">
      <section aria-label={footer.statsLabel} className="border-b border-white/10">
        <dl className={`${container} grid grid-cols-2 gap-8 py-12 md:grid-cols-4`}>
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col text-center" data-testid="footer-stat">
              <dt className="text-sm font-medium uppercase tracking-wider text-slate-400">{stat.label}</dt>
              <dd className="order-first mt-2 text-4xl font-bold tabular-nums text-white sm:text-5xl">
                <CountUp value={stat.value} decimals={stat.decimals} suffix={stat.suffix} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className={`${container} grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4`}>
        <div>
          <BrandLogo name={SITE.brand} tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-slate-400">{footer.about}</p>
        </div>
        <nav aria-label={footer.company}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{footer.company}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <Link to="/about-details" className={footerLink}>
                {footer.aboutLink}
              </Link>
            </li>
            <li>
              <Link to="/team" className={footerLink}>
                {footer.team}
              </Link>
            </li>
            <li>
              <Link to="/careers" className={footerLink}>
                {footer.careers}
              </Link>
            </li>
            <li>
              <Link to="/faq" className={footerLink}>
                {footer.faq}
              </Link>
            </li>
            <li>
              <Link to="/events" hrefLang="ar" className={footerLink}>
                {SITE.nav.events}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={footer.servicesTitle}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
            {footer.servicesTitle}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {SERVICE_LIST.map((service) => (
              <li key={service.slug}>
                <Link to={`/services/${service.slug}`} className={footerLink}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{footer.contactTitle}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
              {footer.address}
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <a href={`tel:${footer.phone.replaceAll(' ', '')}`} className={footerLink}>
                {footer.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <a href={`mailto:${footer.email}`} className={footerLink}>
                {footer.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
              {footer.hours}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className={`${container} py-6 text-sm text-slate-400`}>
          © {FOUNDED_YEAR}–2026 {footer.rights}
        </p>
      </div>
    </footer>
  );
}
