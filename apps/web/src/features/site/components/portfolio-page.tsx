import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { useProject } from '../api/get-project';
import type { ProjectPreview } from '../api/project';
import { SITE } from '../content/site-text';
import { usePageMeta } from '../hooks/use-page-meta';
import { buttonPrimary, container } from './button-styles';
import { ProjectIcon } from './project-icon';
import { ProjectNotFound } from './project-not-found';

function isPreview(state: unknown): state is ProjectPreview {
  const s = state as Partial<ProjectPreview> | null;
  return typeof s?.title === 'string' && typeof s.desc === 'string' && typeof s.icon === 'string';
}

/**
 * /portfolio/{slug}: a project. It shows the card's navigation state at once and loads the full project
 * from its URL (docs/product.md#portfolio), so shared links work; an unknown slug shows 'Project Not Found'.
 */
export function PortfolioPage() {
  const { title: slug = '' } = useParams();
  const { state } = useLocation();
  const query = useProject(slug);
  const preview = isPreview(state) ? state : undefined;
  const project = query.data;

  if (!project && !preview) {
    if (query.isPending) {
      return (
        <p role="status" className={`${container} py-28 text-center text-slate-600`}>
          {SITE.portfolio.loading}
        </p>
      );
    }
    return <ProjectNotFound />;
  }

  const title = project?.title ?? preview!.title;
  const desc = project?.desc ?? preview!.desc;
  const icon = project?.icon ?? preview!.icon;
  return <ProjectDetail title={title} desc={desc} icon={icon} project={project} />;
}

function ProjectDetail({
  title,
  desc,
  icon,
  project,
}: ProjectPreview & { project: ReturnType<typeof useProject>['data'] }) {
  usePageMeta(title, desc);
  const paragraphs = project?.body ? project.body.split(/\n{2,}/).filter(Boolean) : [];
  return (
    <article>
      <header className="relative overflow-hidden bg-ink-900 text-white">
        <div aria-hidden className="hero-glow absolute inset-0" />
        <div
          className={`${container} relative grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-[1.4fr_1fr]`}
        >
          <div>
            <Link
              to="/"
              className="inline-flex items-center gap-2 text-sm font-semibold text-brand-400 hover:text-brand-300"
            >
              <ArrowLeft aria-hidden className="size-4" />
              {SITE.portfolio.back}
            </Link>
            <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-slate-400">
              {project?.category || SITE.portfolio.eyebrow}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">{desc}</p>
          </div>
          <div className="flex justify-center lg:justify-end">
            <span className="flex size-24 items-center justify-center rounded-3xl bg-brand-500 lg:size-40 lg:rounded-[2.5rem] text-ink-900 shadow-2xl shadow-brand-500/20">
              <ProjectIcon name={icon} className="size-12 lg:size-20" />
            </span>
          </div>
        </div>
      </header>

      <div className={`${container} grid gap-12 py-16 lg:grid-cols-[1.6fr_1fr]`}>
        <div>
          {project?.image ? (
            <img
              src={project.image}
              alt={title}
              width={1200}
              height={750}
              className="mb-10 aspect-[16/10] w-full rounded-3xl object-cover"
            />
          ) : null}
          <div className="space-y-5 text-lg leading-relaxed text-slate-700">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside className="h-fit space-y-5 rounded-3xl bg-slate-50 p-7">
          {project?.client ? (
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-slate-600">
                {SITE.portfolio.client}
              </p>
              <p className="mt-1 text-lg font-semibold text-ink-900">{project.client}</p>
            </div>
          ) : null}
          {project?.category ? (
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-slate-600">
                {SITE.portfolio.category}
              </p>
              <p className="mt-1 text-lg font-semibold text-ink-900">{project.category}</p>
            </div>
          ) : null}
          <div>
            <p className="font-semibold text-ink-900">{SITE.portfolio.cta}</p>
            <Link to="/contact-us" className={`${buttonPrimary} mt-4`}>
              {SITE.portfolio.ctaButton}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </aside>
      </div>
    </article>
  );
}
