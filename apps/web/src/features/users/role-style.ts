/** Avatar colour per role (docs/product.md#users-screen, users screen); unknown roles get grey. */
const ROLE_AVATAR: Record<string, string> = {
  Admin: 'bg-rose-600 text-white',
  Supporter: 'bg-sky-600 text-white',
  Contant: 'bg-violet-600 text-white',
  Scanner: 'bg-emerald-600 text-white',
  User: 'bg-amber-500 text-ink-900',
};

export function roleAvatarClasses(role: string): string {
  return ROLE_AVATAR[role] ?? 'bg-slate-400 text-white';
}
