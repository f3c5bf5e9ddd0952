import { CAIRO_TIME_ZONE } from '@app/shared';

// Staff type event times as Cairo wall-clock time, whatever time zone their browser runs in.
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CAIRO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function cairoFields(ms: number) {
  const map: Record<string, string> = {};
  for (const p of parts.formatToParts(new Date(ms))) map[p.type] = p.value;
  return map;
}

/** Cairo's UTC offset (ms) at an instant. */
function cairoOffset(ms: number): number {
  const f = cairoFields(ms);
  const asUtc = Date.UTC(+f.year!, +f.month! - 1, +f.day!, +f.hour!, +f.minute!);
  return asUtc - Math.floor(ms / 60_000) * 60_000;
}

/** ISO instant -> value for <input type="datetime-local"> in Cairo time ('2026-12-12T19:30'). */
export function isoToCairoInput(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const f = cairoFields(ms);
  return `${f.year}-${f.month}-${f.day}T${f.hour}:${f.minute}`;
}

/** '2026-12-12T19:30' typed as Cairo time -> ISO instant (UTC); '' when unreadable. */
export function cairoInputToIso(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return '';
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // Two passes settle the offset across a daylight-saving change.
  let ms = wall - cairoOffset(wall);
  ms = wall - cairoOffset(ms);
  return new Date(ms).toISOString();
}
