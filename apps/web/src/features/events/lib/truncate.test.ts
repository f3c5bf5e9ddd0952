import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps a text at the limit as it is', () => {
    expect(truncate('abcdef', 6)).toBe('abcdef');
  });

  it('cuts a longer text to the limit and adds an ellipsis', () => {
    expect(truncate('abcdefgh', 6)).toBe('abcdef…');
  });

  it('counts characters, not UTF-16 units, and drops a trailing space before the ellipsis', () => {
    expect(truncate('حفل 🎉🎉 الختام', 6)).toBe('حفل 🎉🎉…');
    expect(truncate('حفل الختام', 4)).toBe('حفل…');
  });
});
