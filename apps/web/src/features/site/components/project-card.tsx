import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Project, ProjectPreview } from '../api/project';
import { SITE } from '../content/site-text';
import { ProjectIcon } from './project-icon';

const TINTS = [
  'from-amber-100 to-orange-200',
  'from-sky-100 to-cyan-200',
  'from-emerald-100 to-teal-200',
  'from-rose-100 to-pink-200',
];

/** A portfolio card; the link carries the card's icon, title and desc as navigation state (docs/product.md#portfolio). */
export function ProjectCard({ project, index }: { project: Project; index: number }) {
  const state: ProjectPreview = { icon: project.icon, title: project.title, desc: project.desc };
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-xl">
      <div
        className={`relative aspect-[16/10] overflow-hidden bg-gradient-to-br ${TINTS[index % TINTS.length]}`}
      >
        {project.image ? (
          <img
            src={project.image}
            alt=""
            width={640}
            height={400}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center">
            <span className="rounded-3xl bg-white/80 p-6 text-ink-900 shadow-sm">
              <ProjectIcon name={project.icon} className="size-10" />
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        {project.category ? (
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{project.category}</p>
        ) : null}
        <h3 className="mt-2 text-xl font-bold text-ink-900">{project.title}</h3>
        <p className="mt-2 flex-1 text-slate-600">{project.desc}</p>
        <Link
          to={`/portfolio/${encodeURIComponent(project.slug)}`}
          state={state}
          className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-ink-900 after:absolute after:inset-0 hover:text-brand-700"
        >
          {SITE.viewProject}
          <span className="sr-only">: {project.title}</span>
          <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}

/** Placeholder cards while the list loads (also what the prerendered HTML holds). */
export function ProjectCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-3xl border border-slate-200 bg-white">
      <div className="aspect-[16/10] animate-pulse bg-slate-100" />
      <div className="space-y-3 p-6">
        <div className="h-3 w-20 rounded bg-slate-100" />
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-5/6 rounded bg-slate-100" />
      </div>
    </div>
  );
}
