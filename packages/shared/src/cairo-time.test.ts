import { describe, expect, it } from 'vitest';
import {
  cairoOffsetMs,
  cairoSortableWriter,
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

  it('writes many instants as formatCairoSortable does, across summer time changes', () => {
    const write = cairoSortableWriter();
    // Every 37 minutes and 13 seconds from the end of 2024 to early 2027: Egypt's summer time starts and ends
    // at midnight, Cairo time.
    for (let at = Date.UTC(2024, 11, 1); at < Date.UTC(2027, 1, 1); at += 37 * 60_000 + 13_000) {
      const instant = new Date(at);
      expect(write(instant), instant.toISOString()).toBe(formatCairoSortable(instant));
    }
    // Around each change of 2026 (found hour by hour), to the millisecond.
    let changes = 0;
    for (let hour = Date.UTC(2026, 0, 1); hour < Date.UTC(2027, 0, 1); hour += 3_600_000) {
      if (cairoOffsetMs(new Date(hour)) === cairoOffsetMs(new Date(hour - 3_600_000))) continue;
      changes += 1;
      for (const at of [hour - 60_001, hour - 1, hour, hour + 59_999, hour + 3_599_999]) {
        expect(write(new Date(at)), new Date(at).toISOString()).toBe(formatCairoSortable(new Date(at)));
      }
    }
    expect(changes).toBe(2);
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
