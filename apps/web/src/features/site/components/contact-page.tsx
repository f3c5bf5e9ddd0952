import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { ContactCard } from '../../contact';
import { CONTACT_PAGE } from '../content/contact-page';
import { PAGE_META } from '../content/page-meta';
import { SITE } from '../content/site-text';
import { usePageMeta } from '../hooks/use-page-meta';
import { container } from './button-styles';
import { PageHero } from './page-hero';

const meta = PAGE_META['/contact-us']!;

/** /contact-us: the contact form section (docs/product.md#contact-form). */
export function ContactPage() {
  usePageMeta(meta.title, meta.description);
  const { footer } = SITE;
  const details = [
    { icon: MapPin, title: CONTACT_PAGE.visitTitle, text: footer.address },
    {
      icon: Phone,
      title: CONTACT_PAGE.callTitle,
      text: footer.phone,
      href: `tel:${footer.phone.replaceAll(' ', '')}`,
    },
    { icon: Mail, title: CONTACT_PAGE.mailTitle, text: footer.email, href: `mailto:${footer.email}` },
    { icon: Clock, title: CONTACT_PAGE.hoursTitle, text: footer.hours },
  ];
  return (
    <>
      <PageHero eyebrow={CONTACT_PAGE.eyebrow} title={CONTACT_PAGE.title} lead={CONTACT_PAGE.lead} />
      <section className="py-16 sm:py-24">
        <div className={`${container} grid gap-10 lg:grid-cols-[1fr_2fr]`}>
          <ul className="grid h-fit gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {details.map((detail) => (
              <li key={detail.title} className="flex gap-4 rounded-3xl bg-slate-50 p-6">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
                  <detail.icon aria-hidden className="size-5" />
                </span>
                <div>
                  <h2 className="font-semibold text-ink-900">{detail.title}</h2>
                  {detail.href ? (
                    <a href={detail.href} className="mt-1 block text-slate-600 hover:text-brand-700">
                      {detail.text}
                    </a>
                  ) : (
                    <p className="mt-1 text-slate-600">{detail.text}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <ContactCard />
        </div>
      </section>
    </>
  );
}
