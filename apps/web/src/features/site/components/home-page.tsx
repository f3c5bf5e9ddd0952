import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { HydrateInTurn } from '../../../lib/hydrate-in-turn';
import { ContactCard } from '../../contact';
import { HOME } from '../content/home';
import { PAGE_META } from '../content/page-meta';
import { SERVICES_TEXT } from '../content/service-list';
import { usePageMeta } from '../hooks/use-page-meta';
import { AboutArt } from '../illustrations/about-art';
import { HeroArt } from '../illustrations/hero-art';
import { buttonDark, buttonGhost, buttonPrimary, container } from './button-styles';
import { FeaturedProjects } from './featured-projects';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';
import { ServicesGrid } from './services-grid';

const meta = PAGE_META['/']!;

export function HomePage() {
  usePageMeta(meta.title, meta.description);
  const { hero, process, about, contact } = HOME;
  return (
    <>
      <HydrateInTurn>
        <section className="relative overflow-hidden bg-ink-900 text-white">
          <div aria-hidden className="hero-glow absolute inset-0" />
          <div
            className={`${container} relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]`}
          >
            <div>
              <p className="inline-flex rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-brand-400">
                {hero.eyebrow}
              </p>
              <h1 className="mt-6 text-4xl font-extrabold leading-[1.1] tracking-tight sm:text-6xl">
                {hero.title}
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">{hero.lead}</p>
              <div className="mt-9 flex flex-wrap gap-3">
                <Link to="/contact-us" className={buttonPrimary}>
                  {hero.primary}
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
                <Link to="/services" className={buttonGhost}>
                  {hero.secondary}
                </Link>
              </div>
              <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
                {hero.badges.map((badge) => (
                  <li key={badge} className="flex items-center gap-2">
                    <CheckCircle2 aria-hidden className="size-4 text-brand-400" />
                    {badge}
                  </li>
                ))}
              </ul>
            </div>
            <HeroArt className="mx-auto w-full max-w-md lg:max-w-none" />
          </div>
        </section>
      </HydrateInTurn>

      <HydrateInTurn>
        <section aria-labelledby="process-title" className="py-20 sm:py-28">
          <div className={container}>
            <SectionHeading id="process-title" {...process} />
            <ol className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              {process.steps.map((step, index) => (
                <li key={step.title}>
                  <Reveal className="h-full" delay={index * 120}>
                    <div className="relative h-full rounded-3xl bg-slate-50 p-7">
                      <span className="text-5xl font-extrabold text-brand-700" aria-hidden>
                        {String(index + 1).padStart(2, '0')}
                      </span>
                      <h3 className="mt-3 text-xl font-bold text-ink-900">{step.title}</h3>
                      <p className="mt-3 leading-relaxed text-slate-600">{step.text}</p>
                    </div>
                  </Reveal>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </HydrateInTurn>

      <HydrateInTurn>
        <section aria-labelledby="services-title" className="bg-slate-50 py-20 sm:py-28">
          <div className={container}>
            <SectionHeading
              id="services-title"
              eyebrow={SERVICES_TEXT.eyebrow}
              title={SERVICES_TEXT.title}
              lead={SERVICES_TEXT.lead}
            />
            <div className="mt-14">
              <ServicesGrid />
            </div>
          </div>
        </section>
      </HydrateInTurn>

      <HydrateInTurn>
        <section aria-labelledby="about-title" className="py-20 sm:py-28">
          <div className={`${container} grid items-center gap-12 lg:grid-cols-2`}>
            <Reveal>
              <AboutArt className="w-full" />
            </Reveal>
            <Reveal>
              <SectionHeading id="about-title" align="start" eyebrow={about.eyebrow} title={about.title} />
              <p className="mt-5 text-lg leading-relaxed text-slate-600">{about.body}</p>
              <ul className="mt-6 space-y-3">
                {about.points.map((point) => (
                  <li key={point} className="flex items-center gap-3 font-medium text-ink-900">
                    <CheckCircle2 aria-hidden className="size-5 text-brand-600" />
                    {point}
                  </li>
                ))}
              </ul>
              <Link to="/about-details" className={`${buttonDark} mt-8`}>
                {about.cta}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </Reveal>
          </div>
        </section>
      </HydrateInTurn>

      <HydrateInTurn>
        <FeaturedProjects />
      </HydrateInTurn>

      <HydrateInTurn>
        <section aria-labelledby="contact-title" id="contact" className="py-20 sm:py-28">
          <div className={`${container} grid gap-12 lg:grid-cols-[1fr_1.4fr]`}>
            <SectionHeading id="contact-title" align="start" {...contact} />
            <ContactCard />
          </div>
        </section>
      </HydrateInTurn>
    </>
  );
}
