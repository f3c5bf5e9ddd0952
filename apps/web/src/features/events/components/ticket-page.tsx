/** Placeholder until its issue builds this screen. */
export function TicketPage() {
  return <main className="p-8">x</main>;
}
