import type { ProjectDto } from '@app/shared';

/** A portfolio project as GET /api/projects returns it (DECISIONS.md section 9). */
export type Project = ProjectDto;

/** What a portfolio card hands to the detail page as navigation state (SPEC.md: icon, title, desc). */
export type ProjectPreview = Pick<Project, 'icon' | 'title' | 'desc'>;

export class NotFoundError extends Error {}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (response.status === 404) throw new NotFoundError(url);
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: T } | null;
  if (!response.ok || !body?.success) throw new Error(`GET ${url} failed with ${response.status}`);
  return body.data as T;
}
