/** Placeholder until its issue builds this screen. */
export function AccountPage() {
  return <main className="p-8">x</main>;
}
