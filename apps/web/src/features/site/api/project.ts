/** A portfolio project as GET /api/projects returns it (DECISIONS.md section 9). */
export type Project = {
  _id: string;
  slug: string;
  title: string;
  desc: string;
  body: string;
  icon: string;
  image: string | null;
  client: string;
  category: string;
};

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
