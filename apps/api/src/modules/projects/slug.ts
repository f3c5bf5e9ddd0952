/**
 * The URL name of a project from its title: "Nile Bites: Ordering App" -> "nile-bites-ordering-app".
 * Letters of any script are kept (an Arabic title gives an Arabic slug); accents and marks are dropped.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'project';
}
