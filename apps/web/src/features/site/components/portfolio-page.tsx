/** Placeholder until its issue builds this screen. */
export function PortfolioPage() {
  return <main className="p-8">Portfolio</main>;
}
