import type { ProjectDto } from '@app/shared';

/** A portfolio project as GET /api/projects returns it (DECISIONS.md section 9). */
export type Project = ProjectDto;

/** What a portfolio card hands to the detail page as navigation state (SPEC.md: icon, title, desc). */
export type ProjectPreview = Pick<Project, 'icon' | 'title' | 'desc'>;
