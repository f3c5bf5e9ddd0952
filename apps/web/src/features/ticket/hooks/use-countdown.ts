import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (never below 0), updated every second; null without a deadline. */
export function useCountdown(until: string | null): number | null {
  const target = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(target)) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  return Number.isNaN(target) ? null : Math.max(0, target - now);
}
