import { AR_CONTACT_REQUESTS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { formatInterview, requestTypeLabel, STATUS_LABELS } from './labels';

describe('messages labels', () => {
  it('shows the interview as typed (Cairo wall-clock time), in Arabic with a 12-hour clock', () => {
    // Not shifted by any time zone: 14:30 stays 2:30 PM, late evening stays on the same day.
    expect(formatInterview('2026-12-03', '14:30')).toBe('الخميس، ٣ ديسمبر ٢٠٢٦، ٢:٣٠ م');
    expect(formatInterview('2026-12-03', '23:45')).toContain('٣ ديسمبر');
    expect(formatInterview('2026-12-03', '09:05')).toContain('٩:٠٥ ص');
    expect(formatInterview(null, null)).toBe('');
  });

  it('reads accepted and interviewScheduled both as accepted', () => {
    expect(STATUS_LABELS.interviewScheduled).toBe(AR_CONTACT_REQUESTS.accepted);
    expect(STATUS_LABELS.accepted).toBe(AR_CONTACT_REQUESTS.accepted);
    expect(STATUS_LABELS.pending).toBe(AR_CONTACT_REQUESTS.pending);
  });

  it('translates request types and keeps unknown ones as they are', () => {
    expect(requestTypeLabel('Technical Issue')).toBe('مشكلة تقنية');
    expect(requestTypeLabel('Partnership')).toBe('Partnership');
  });
});
