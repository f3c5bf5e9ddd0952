/** Placeholder until its issue builds this screen. */
export function CareersPage() {
  return <main className="p-8">Careers</main>;
}
