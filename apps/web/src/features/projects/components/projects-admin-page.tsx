/** Placeholder until its issue builds this screen. */
export function ProjectsAdminPage() {
  return <main className="p-8">x</main>;
}
