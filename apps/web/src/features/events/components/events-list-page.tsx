/** Placeholder until its issue builds this screen. */
export function EventsListPage() {
  return <main className="p-8">x</main>;
}
