/** Placeholder until its issue builds this screen. */
export function TeamPage() {
  return <main className="p-8">Team</main>;
}
