import { AR_BOOKINGS } from '@app/shared';
import { useEffect, useState } from 'react';
import { formatNumber } from '../../../lib/format';

/** The current time, renewed every `ms` (the desk's countdowns move by the minute). */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

export type TimeLeft = { text: string; tone: 'ok' | 'soon' | 'late' | 'over' };

/** '٥ س ١٢ د' left before `expiresAt`, and how urgent that is (under 6 hours, under 1 hour, past). */
export function timeLeft(expiresAt: string, now: number): TimeLeft {
  const ms = Date.parse(expiresAt) - now;
  if (!(ms > 0)) return { text: AR_BOOKINGS.desk.expired, tone: 'over' };
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const text =
    hours > 0
      ? AR_BOOKINGS.desk.left(formatNumber(hours), formatNumber(minutes % 60))
      : AR_BOOKINGS.desk.leftMinutes(formatNumber(minutes));
  return { text, tone: hours >= 6 ? 'ok' : hours >= 1 ? 'soon' : 'late' };
}

export const TIME_LEFT_TONE: Record<TimeLeft['tone'], string> = {
  ok: 'text-slate-700',
  soon: 'text-amber-700',
  late: 'text-red-700',
  over: 'text-red-700',
};
