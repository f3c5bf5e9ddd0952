import { CAIRO_TIME_ZONE } from './constants';
import { AR_BOOKING_EMAILS } from './messages/ar/booking-emails';

/**
 * Time in Cairo, for the server and the browser alike: staff type wall-clock times in Cairo, whatever
 * zone their browser or the server runs in, and Cairo has summer time, so its offset varies.
 */

const FIELDS = new Intl.DateTimeFormat('en-US', {
  timeZone: CAIRO_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The calendar fields of an instant as a clock in Cairo shows them (zero-padded strings). */
export function cairoFields(at: Date): {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
} {
  const map: Record<string, string> = {};
  for (const part of FIELDS.formatToParts(at)) map[part.type] = part.value;
  return {
    year: map.year!,
    month: map.month!,
    day: map.day!,
    hour: map.hour!,
    minute: map.minute!,
    second: map.second!,
  };
}

/** Milliseconds Cairo is ahead of UTC at an instant (daylight saving included). */
export function cairoOffsetMs(at: Date): number {
  const f = cairoFields(at);
  const asUtc = Date.UTC(+f.year, +f.month - 1, +f.day, +f.hour, +f.minute, +f.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a Cairo wall clock shows the given fields (month 1-12). */
export function fromCairoWallTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Two passes settle the offset even next to a daylight-saving change.
  let utc = wall - cairoOffsetMs(new Date(wall));
  utc = wall - cairoOffsetMs(new Date(utc));
  return new Date(utc);
}

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A date-time from a form. With an offset (the browser's toISOString()) it is taken as is; a bare
 * wall time such as "2026-12-01T19:00" (a datetime-local value) or a day means Cairo time.
 */
export function parseCairoDateTime(value: string): Date {
  const text = value.trim();
  const wall = HAS_ZONE.test(text) ? undefined : WALL_TIME.exec(text);
  if (!wall) return new Date(text);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
  return fromCairoWallTime(+y!, +mo!, +d!, +h, +mi, +s);
}

/** The last millisecond of a calendar day ("2026-12-01") in Cairo; undefined when it is no day. */
export function endOfCairoDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return fromCairoWallTime(+match[1]!, +match[2]!, +match[3]!, 23, 59, 59, 999);
}

/** ISO instant -> value for <input type="datetime-local"> in Cairo time ('2026-12-12T19:30'); '' when unreadable. */
export function toCairoDateTimeInput(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const f = cairoFields(new Date(ms));
  return `${f.year}-${f.month}-${f.day}T${f.hour}:${f.minute}`;
}

/** '2026-12-12T19:30' typed as Cairo time -> ISO instant (UTC); '' when unreadable. */
export function fromCairoDateTimeInput(value: string): string {
  if (!WALL_TIME.test(value.trim())) return '';
  return parseCairoDateTime(value).toISOString();
}

/** "2026-11-22 14:05" in Cairo time: sortable, and Excel recognises it as a date. */
export function formatCairoSortable(at: Date): string {
  const f = cairoFields(at);
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}`;
}

const HOUR_MS = 3_600_000;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * formatCairoSortable for many instants (a CSV of 50,000 tickets): Cairo's offset is read from Intl once
 * per hour of UTC, since it changes only on a whole hour, and each instant's fields from the instant
 * shifted by it, without Intl: the same text, at a small part of the cost. One writer per file.
 */
export function cairoSortableWriter(): (at: Date) => string {
  const offsets = new Map<number, number>();
  return (at) => {
    const hour = Math.floor(at.getTime() / HOUR_MS);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = cairoOffsetMs(new Date(hour * HOUR_MS));
      offsets.set(hour, offset);
    }
    const wall = new Date(at.getTime() + offset);
    return `${wall.getUTCFullYear()}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())} ${twoDigits(
      wall.getUTCHours(),
    )}:${twoDigits(wall.getUTCMinutes())}`;
  };
}

/** The calendar day of an instant in Cairo, "2026-12-01" (a date input's value, a day to compare). */
export function cairoCalendarDay(at: Date): string {
  const f = cairoFields(at);
  return `${f.year}-${f.month}-${f.day}`;
}

/**
 * Dates and times as the Arabic screens and emails write them: Arabic (Egypt), Arabic-Indic digits,
 * Cairo time. Each format is made on first use: a page that never writes one never builds it.
 */
function arabicCairo(options: Intl.DateTimeFormatOptions): (at: Date) => string {
  let made: Intl.DateTimeFormat | undefined;
  return (at) => {
    made ??= new Intl.DateTimeFormat('ar-EG', { timeZone: CAIRO_TIME_ZONE, ...options });
    return made.format(at);
  };
}

/** '٢٢ نوفمبر ٢٠٢٦'. */
export const formatCairoDateAr = arabicCairo({ year: 'numeric', month: 'long', day: 'numeric' });

/** '٢٢/١١/٢٠٢٦' (day first), for dense tables. */
export const formatCairoShortDateAr = arabicCairo({ year: 'numeric', month: '2-digit', day: '2-digit' });

/** '٣:٠٥ م': 12-hour time with the Arabic AM/PM markers ص / م. */
export const formatCairoTimeAr = arabicCairo({ hour: 'numeric', minute: '2-digit', hour12: true });

/** 'الخميس، ٢٠ مايو ٢٠٢٧'. */
export const formatCairoWeekdayDateAr = arabicCairo({
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 'الثلاثاء، ٢٤ نوفمبر ٢٠٢٦ في ٧:٣٠ م': an instant in Cairo time, as the Arabic emails write dates. */
export const arabicCairoDateTime = arabicCairo({ dateStyle: 'full', timeStyle: 'short' });

/** '... (بتوقيت القاهرة)': an instant as every Arabic email writes it. */
export function formatCairo(at: Date): string {
  return AR_BOOKING_EMAILS.cairoTime(arabicCairoDateTime(at));
}

/**
 * "2026-12-03" + "14:30" as written by staff (an interview) (Cairo wall-clock time) to
 * "Thursday, 3 December 2026 at 2:30 PM (Cairo time)". Formatted in UTC on purpose:
 * the parts already are Cairo time and must not be shifted again.
 */
export function formatCairoWallTimeEn(date: string, time: string): string {
  const [hours = '0', minutes = '0'] = time.split(':');
  const instant = new Date(`${date}T${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}:00Z`);
  if (Number.isNaN(instant.getTime())) return `${date} ${time} (Cairo time)`;
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
  const clock = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  }).format(instant);
  return `${day} at ${clock} (Cairo time)`;
}
