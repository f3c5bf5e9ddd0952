import { AR_CONTACT_REQUESTS, type ContactStatus } from '@app/shared';
import type { BadgeTone } from '../../../components/ui/badge';
import { formatInputValue } from '../../../lib/format';

/** Arabic status labels; accepted and interviewScheduled both read as accepted (docs/product.md#states). */
export const STATUS_LABELS: Record<ContactStatus, string> = {
  pending: AR_CONTACT_REQUESTS.pending,
  accepted: AR_CONTACT_REQUESTS.accepted,
  interviewScheduled: AR_CONTACT_REQUESTS.accepted,
  rejected: AR_CONTACT_REQUESTS.rejected,
};

export const STATUS_TONES: Record<ContactStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  interviewScheduled: 'success',
  rejected: 'danger',
};

export function requestTypeLabel(type: string): string {
  return AR_CONTACT_REQUESTS.requestTypes[type] ?? type;
}

/**
 * The interview date (YYYY-MM-DD) and time (HH:MM) as staff typed them, Cairo wall-clock time, written
 * out as the date inputs' readout is ('الخميس، ٢٠ مايو ٢٠٢٧، ٦:٠٠ م'); as typed when unreadable.
 */
export function formatInterview(date: string | null, time: string | null): string {
  if (!date) return '';
  const clock = time && /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : '00:00';
  const text = time ? formatInputValue('datetime-local', `${date}T${clock}`) : formatInputValue('date', date);
  return text || [date, time].filter(Boolean).join(' ');
}
