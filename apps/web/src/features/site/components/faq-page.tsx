/** Placeholder until its issue builds this screen. */
export function FaqPage() {
  return <main className="p-8">FAQ</main>;
}
