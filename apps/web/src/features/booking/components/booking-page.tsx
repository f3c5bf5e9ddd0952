/** Placeholder until its issue builds this screen. */
export function BookingPage() {
  return <main className="p-8">احجز تذكرتك الآن</main>;
}
