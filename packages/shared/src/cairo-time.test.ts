import { describe, expect, it } from 'vitest';
import {
  endOfCairoDay,
  formatCairo,
  formatCairoSortable,
  fromCairoDateTimeInput,
  parseCairoDateTime,
  toCairoDateTimeInput,
} from './cairo-time';

describe('time in Cairo', () => {
  it('reads a typed time as Cairo wall-clock time, in winter (UTC+2) and summer (UTC+3)', () => {
    expect(fromCairoDateTimeInput('2026-12-12T19:30')).toBe('2026-12-12T17:30:00.000Z');
    expect(fromCairoDateTimeInput('2026-07-12T19:30')).toBe('2026-07-12T16:30:00.000Z');
    expect(parseCairoDateTime('2026-12-01T19:00').toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(parseCairoDateTime('2026-12-01T19:00:00.000Z').toISOString()).toBe('2026-12-01T19:00:00.000Z');
  });

  it('shows a stored instant as Cairo time and round-trips', () => {
    expect(toCairoDateTimeInput('2026-12-12T22:30:00Z')).toBe('2026-12-13T00:30');
    expect(toCairoDateTimeInput(fromCairoDateTimeInput('2027-05-20T18:00'))).toBe('2027-05-20T18:00');
    expect(formatCairoSortable(new Date('2026-11-22T12:05:00Z'))).toBe('2026-11-22 14:05');
  });

  it('gives an empty value for unreadable input', () => {
    expect(fromCairoDateTimeInput('')).toBe('');
    expect(toCairoDateTimeInput('not a date')).toBe('');
  });

  it('takes a calendar day as the end of that day in Cairo, winter and summer time alike', () => {
    expect(endOfCairoDay('2030-01-15')?.toISOString()).toBe('2030-01-15T21:59:59.999Z');
    expect(endOfCairoDay('2030-07-15')?.toISOString()).toBe('2030-07-15T20:59:59.999Z');
    expect(endOfCairoDay('2030-01-15T08:30:00Z')).toBeUndefined();
  });

  it("writes an email's date and time in Cairo, Arabic-Indic digits, winter and summer time alike", () => {
    expect(formatCairo(new Date('2026-11-24T17:30:00Z'))).toBe(
      'الثلاثاء، ٢٤ نوفمبر ٢٠٢٦ في ٧:٣٠ م (بتوقيت القاهرة)',
    );
    expect(formatCairo(new Date('2026-07-14T16:30:00Z'))).toBe(
      'الثلاثاء، ١٤ يوليو ٢٠٢٦ في ٧:٣٠ م (بتوقيت القاهرة)',
    );
  });
});
