/** Placeholder until its issue builds this screen. */
export function HomePage() {
  return <main className="p-8">Home</main>;
}
