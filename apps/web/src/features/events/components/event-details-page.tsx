/** Placeholder until its issue builds this screen. */
export function EventDetailsPage() {
  return <main className="p-8">x</main>;
}
