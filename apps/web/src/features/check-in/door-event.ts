import { cairoCalendarDay } from '@app/shared';

/** The door's event, remembered on the device so a reload (or a reload offline) keeps it. */
export type DoorEvent = { id: string; name: string; date: string };

const EVENT_KEY = 'doorEvent';
const CONTINUOUS_KEY = 'doorContinuous';

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
}

export function storedDoorEvent(): DoorEvent | null {
  const value = readJson(EVENT_KEY) as Partial<DoorEvent> | undefined;
  if (!value || typeof value.id !== 'string' || typeof value.name !== 'string') return null;
  return { id: value.id, name: value.name, date: typeof value.date === 'string' ? value.date : '' };
}

export function storeDoorEvent(event: DoorEvent | null) {
  write(EVENT_KEY, event ? JSON.stringify(event) : null);
}

export function storedContinuous(): boolean {
  return readJson(CONTINUOUS_KEY) === true;
}

export function storeContinuous(on: boolean) {
  write(CONTINUOUS_KEY, on ? 'true' : null);
}

/** Whether an instant falls on the same calendar day in Cairo as `now`. */
export function isCairoToday(date: string, now: Date): boolean {
  const at = new Date(date);
  return !Number.isNaN(at.getTime()) && cairoCalendarDay(at) === cairoCalendarDay(now);
}

type Dated = { date: string };

/**
 * The order of the door's choice: today's events first (the one nearest to now first), then the
 * coming ones (soonest first), then past ones (latest first).
 */
export function orderDoorEvents<T extends Dated>(events: readonly T[], now: Date): T[] {
  const t = now.getTime();
  const rank = (event: T) => {
    if (isCairoToday(event.date, now)) return 0;
    return new Date(event.date).getTime() >= t ? 1 : 2;
  };
  const time = (event: T) => new Date(event.date).getTime() || 0;
  return [...events].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra !== rb) return ra - rb;
    if (ra === 0) return Math.abs(time(a) - t) - Math.abs(time(b) - t);
    return ra === 1 ? time(a) - time(b) : time(b) - time(a);
  });
}
