/** Placeholder until its issue builds this screen. */
export function ContactPage() {
  return <main className="p-8">Contact</main>;
}
