import type { ProjectDto } from '@app/shared';

/** A portfolio project as GET /api/projects returns it (docs/product.md#portfolio). */
export type Project = ProjectDto;

/** What a portfolio card hands to the detail page as navigation state (docs/product.md#portfolio: icon, title, desc). */
export type ProjectPreview = Pick<Project, 'icon' | 'title' | 'desc'>;
