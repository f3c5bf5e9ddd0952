/** Placeholder until its issue builds this screen. */
export function TasksPage() {
  return <main className="p-8">x</main>;
}
