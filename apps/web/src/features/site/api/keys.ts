/** The public site's keys. */
export const siteKeys = {
  projects: () => ['public', 'projects'] as const,
  project: (slug: string) => ['public', 'projects', slug] as const,
};
