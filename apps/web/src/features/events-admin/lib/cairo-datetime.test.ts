import { describe, expect, it } from 'vitest';
import { cairoInputToIso, isoToCairoInput } from './cairo-datetime';

describe('Cairo date-time inputs', () => {
  it('reads a typed time as Cairo wall-clock time, in winter (UTC+2) and summer (UTC+3)', () => {
    expect(cairoInputToIso('2026-12-12T19:30')).toBe('2026-12-12T17:30:00.000Z');
    expect(cairoInputToIso('2026-07-12T19:30')).toBe('2026-07-12T16:30:00.000Z');
  });

  it('shows a stored instant as Cairo time and round-trips', () => {
    expect(isoToCairoInput('2026-12-12T22:30:00Z')).toBe('2026-12-13T00:30');
    expect(isoToCairoInput(cairoInputToIso('2027-05-20T18:00'))).toBe('2027-05-20T18:00');
  });

  it('gives an empty value for unreadable input', () => {
    expect(cairoInputToIso('')).toBe('');
    expect(isoToCairoInput('not a date')).toBe('');
  });
});
