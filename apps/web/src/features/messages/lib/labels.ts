import { AR, type ContactStatus } from '@app/shared';
import type { BadgeTone } from '../../../components/ui/badge';

/** Arabic status labels; accepted and interviewScheduled both read as accepted (SPEC.md section 4). */
export const STATUS_LABELS: Record<ContactStatus, string> = {
  pending: AR.messages.pending,
  accepted: AR.messages.accepted,
  interviewScheduled: AR.messages.accepted,
  rejected: AR.messages.rejected,
};

export const STATUS_TONES: Record<ContactStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  interviewScheduled: 'success',
  rejected: 'danger',
};

export function requestTypeLabel(type: string): string {
  return AR.messages.requestTypes[type] ?? type;
}

const interviewDay = new Intl.DateTimeFormat('ar-EG', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const interviewClock = new Intl.DateTimeFormat('ar-EG', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

/**
 * The interview date (YYYY-MM-DD) and time (HH:MM) as staff typed them, already Cairo wall-clock
 * time: formatted in UTC on purpose so they are not shifted by a time zone a second time.
 */
export function formatInterview(date: string | null, time: string | null): string {
  if (!date) return '';
  const instant = new Date(`${date}T${time && /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : '00:00'}:00Z`);
  if (Number.isNaN(instant.getTime())) return [date, time].filter(Boolean).join(' ');
  return time
    ? `${interviewDay.format(instant)}، ${interviewClock.format(instant)}`
    : interviewDay.format(instant);
}
