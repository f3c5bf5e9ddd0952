/** Placeholder until its issue builds this screen. */
export function DashboardPage() {
  return <main className="p-8">x</main>;
}
