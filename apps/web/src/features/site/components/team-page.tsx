import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_META } from '../content/page-meta';
import { TEAM, TEAM_TEXT } from '../content/team';
import { usePageMeta } from '../hooks/use-page-meta';
import { buttonDark, container } from './button-styles';
import { PageHero } from './page-hero';
import { Reveal } from './reveal';

const meta = PAGE_META['/team']!;
const AVATAR_TINTS = [
  'bg-amber-100 text-amber-800',
  'bg-sky-100 text-sky-800',
  'bg-emerald-100 text-emerald-800',
  'bg-rose-100 text-rose-800',
];

function initials(name: string) {
  return name
    .split(/[\s-]+/)
    .filter((part) => /^[A-Z]/.test(part))
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
}

/** /team (linked from the footer). */
export function TeamPage() {
  usePageMeta(meta.title, meta.description);
  return (
    <>
      <PageHero eyebrow={TEAM_TEXT.eyebrow} title={TEAM_TEXT.title} lead={TEAM_TEXT.lead} />
      <section aria-label={TEAM_TEXT.eyebrow} className="py-20 sm:py-24">
        <ul className={`${container} grid gap-6 sm:grid-cols-2 lg:grid-cols-4`}>
          {TEAM.map((member, index) => (
            <li key={member.name}>
              <Reveal className="h-full" delay={(index % 4) * 100}>
                <article className="h-full rounded-3xl border border-slate-200 p-6">
                  <span
                    aria-hidden
                    className={`flex size-16 items-center justify-center rounded-2xl text-xl font-bold ${AVATAR_TINTS[index % AVATAR_TINTS.length]}`}
                  >
                    {initials(member.name)}
                  </span>
                  <h2 className="mt-5 text-lg font-bold text-ink-900">{member.name}</h2>
                  <p className="text-sm font-semibold text-brand-700">{member.role}</p>
                  <p className="mt-3 text-sm leading-relaxed text-slate-600">{member.bio}</p>
                </article>
              </Reveal>
            </li>
          ))}
        </ul>
      </section>
      <section className="pb-20 sm:pb-24">
        <div className={container}>
          <div className="flex flex-col items-start gap-5 rounded-3xl bg-brand-100 p-8 sm:p-12 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 className="text-2xl font-bold text-ink-900">{TEAM_TEXT.joinTitle}</h2>
              <p className="mt-2 text-slate-700">{TEAM_TEXT.joinBody}</p>
            </div>
            <Link to="/careers" className={buttonDark}>
              {TEAM_TEXT.joinCta}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
