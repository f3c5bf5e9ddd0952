/** Placeholder until its issue builds this screen. */
export function BookingsPage() {
  return <main className="p-8">x</main>;
}
