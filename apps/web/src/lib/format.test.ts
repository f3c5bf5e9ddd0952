import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatInputValue,
  formatPrice,
  formatShortDate,
  formatTicketPriceCode,
  formatTime,
  toCairoDateInput,
} from './format';

// Strip the bidi marks Intl inserts around Arabic currency, so assertions read the visible text.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('format', () => {
  // 13:05 UTC is 15:05 in Cairo in November (UTC+2, no daylight saving then).
  const afternoon = '2026-11-22T13:05:00Z';

  it('writes dates in Arabic (Egypt) in the Cairo time zone', () => {
    expect(formatDate(afternoon)).toBe('٢٢ نوفمبر ٢٠٢٦');
    // 23:30 UTC is already the next day in Cairo.
    expect(formatDate('2026-11-22T23:30:00Z')).toBe('٢٣ نوفمبر ٢٠٢٦');
    expect(visible(formatShortDate(afternoon))).toBe('٢٢/١١/٢٠٢٦');
  });

  it('writes times on a 12-hour clock with the Arabic markers ص and م', () => {
    expect(formatTime(afternoon)).toBe('٣:٠٥ م');
    expect(formatTime('2026-11-22T07:40:00Z')).toBe('٩:٤٠ ص');
    expect(formatDateTime(afternoon)).toBe('٢٢ نوفمبر ٢٠٢٦، ٣:٠٥ م');
  });

  it('follows Cairo summer time', () => {
    // July: Cairo is UTC+3.
    expect(formatTime('2026-07-01T09:00:00Z')).toBe('١٢:٠٠ م');
  });

  it('returns an empty text for missing or unreadable dates instead of throwing', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('writes prices in Egyptian pounds', () => {
    expect(visible(formatPrice(300))).toBe('٣٠٠ ج.م.');
    expect(visible(formatPrice('150.5'))).toBe('١٥٠٫٥ ج.م.');
    expect(visible(formatPrice(0))).toBe('٠ ج.م.');
    expect(formatPrice('abc')).toBe('');
  });

  it("writes the events table's price with the code EGP, and a free event as 'مجاني'", () => {
    expect(visible(formatTicketPriceCode(150))).toBe('١٥٠ EGP');
    expect(visible(formatTicketPriceCode(1500.5))).toBe('١٬٥٠٠٫٥ EGP');
    expect(formatTicketPriceCode(0)).toBe('مجاني');
  });

  it('gives the Cairo calendar day for date inputs', () => {
    expect(toCairoDateInput('2026-11-22T23:30:00Z')).toBe('2026-11-23');
  });

  it('writes what a date, datetime-local or time input holds in Arabic, as Cairo wall-clock time', () => {
    expect(formatInputValue('datetime-local', '2027-05-20T18:00')).toBe('الخميس، ٢٠ مايو ٢٠٢٧، ٦:٠٠ م');
    expect(formatInputValue('datetime-local', '2026-11-22T09:05')).toBe('الأحد، ٢٢ نوفمبر ٢٠٢٦، ٩:٠٥ ص');
    expect(formatInputValue('date', '2026-11-22')).toBe('الأحد، ٢٢ نوفمبر ٢٠٢٦');
    expect(formatInputValue('time', '00:30')).toBe('١٢:٣٠ ص');
    expect(formatInputValue('time', '18:05')).toBe('٦:٠٥ م');
    // Empty or half-typed: nothing to show yet.
    expect(formatInputValue('date', '')).toBe('');
    expect(formatInputValue('datetime-local', '2027-05-20T')).toBe('');
    expect(formatInputValue('time', '')).toBe('');
  });
});
