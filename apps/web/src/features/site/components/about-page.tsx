/** Placeholder until its issue builds this screen. */
export function AboutPage() {
  return <main className="p-8">About</main>;
}
