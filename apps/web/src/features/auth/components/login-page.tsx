/** Placeholder until its issue builds this screen. */
export function LoginPage() {
  return <main className="p-8">x</main>;
}
