import { useProjects } from '../api/get-projects';
import { HOME } from '../content/home';
import { container } from './button-styles';
import { ProjectCard, ProjectCardSkeleton } from './project-card';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';

/** Featured Projects on home, from GET /api/projects (prerendered as skeletons; filled in after load). */
export function FeaturedProjects() {
  const { data, isPending, isError } = useProjects();
  return (
    <section aria-labelledby="projects-title" className="bg-slate-50 py-20 sm:py-28">
      <div className={container}>
        <SectionHeading id="projects-title" {...HOME.projects} />
        <div className="mt-14" aria-busy={isPending}>
          {isPending ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              <ProjectCardSkeleton />
              <ProjectCardSkeleton />
              <ProjectCardSkeleton />
            </div>
          ) : isError ? (
            <p className="text-center text-slate-600">{HOME.projects.error}</p>
          ) : data.length === 0 ? (
            <p className="text-center text-slate-600">{HOME.projects.empty}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((project, index) => (
                <li key={project._id} className="relative">
                  <Reveal className="h-full" delay={(index % 3) * 120}>
                    <ProjectCard project={project} index={index} />
                  </Reveal>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
