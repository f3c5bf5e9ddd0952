/** Placeholder until its issue builds this screen. */
export function EventsAdminPage() {
  return <main className="p-8">x</main>;
}
