/** Placeholder until its issue builds this screen. */
export function ServicesPage() {
  return <main className="p-8">Services</main>;
}
