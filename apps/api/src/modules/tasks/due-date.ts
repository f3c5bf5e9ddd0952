import { CAIRO_TIME_ZONE } from '@app/shared';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Offset of Cairo from UTC in minutes at a given instant (Cairo has summer time, so it varies). */
function cairoOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: CAIRO_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = name?.match(/GMT([+-])(\d{2}):(\d{2})/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * A due date given as a calendar day means "by the end of that day in Cairo", so a task is not
 * overdue while its day is still running there; a full date-time is taken as it is.
 */
export function parseDueDate(value: string): Date {
  const day = DATE_ONLY.exec(value);
  if (!day) return new Date(value);
  const endUtc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 23, 59, 59, 999);
  return new Date(endUtc - cairoOffsetMinutes(new Date(endUtc)) * 60_000);
}
