/** Placeholder until its issue builds this screen. */
export function MessagesPage() {
  return <main className="p-8">x</main>;
}
