import { CAIRO_TIME_ZONE } from '@app/shared';

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Minutes Cairo is ahead of UTC at a given instant (daylight saving included). */
function cairoOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CAIRO_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/**
 * An event date from the form. With an offset (the browser's toISOString()) it is taken as is;
 * a bare wall time such as "2026-12-01T19:00" (a datetime-local value) means Cairo time.
 */
export function parseEventDate(value: string): Date {
  const text = value.trim();
  const wall = HAS_ZONE.test(text) ? undefined : WALL_TIME.exec(text);
  if (!wall) return new Date(text);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
  const naive = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // Two passes settle the offset even next to a daylight-saving change.
  let utc = naive - cairoOffsetMinutes(new Date(naive)) * 60_000;
  utc = naive - cairoOffsetMinutes(new Date(utc)) * 60_000;
  return new Date(utc);
}
