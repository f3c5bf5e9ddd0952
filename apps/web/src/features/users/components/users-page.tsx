/** Placeholder until its issue builds this screen. */
export function UsersPage() {
  return <main className="p-8">x</main>;
}
