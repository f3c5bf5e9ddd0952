/** Placeholder until its issue builds this screen. */
export function ServicePage() {
  return <main className="p-8">Service</main>;
}
