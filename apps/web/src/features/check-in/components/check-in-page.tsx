/** Placeholder until its issue builds this screen. */
export function CheckInPage() {
  return <main className="p-8">x</main>;
}
