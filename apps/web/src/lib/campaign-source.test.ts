import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignSourceFor, rememberCampaignSource } from './campaign-source';

const DAY = 86_400_000;

/** localStorage as the browser has it, for the module running in Node. */
function memoryStorage(): Partial<Storage> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('campaign source kept by the browser (docs/api/reports.md#campaign-links)', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps src, else utm_source, per event, for seven days', () => {
    const now = Date.now();
    rememberCampaignSource('e1', '?src=insta', now);
    rememberCampaignSource('e2', '?utm_source=Facebook&utm_medium=x', now);
    expect(campaignSourceFor('e1', now + 6 * DAY)).toBe('insta');
    expect(campaignSourceFor('e2', now)).toBe('facebook');
    expect(campaignSourceFor('e3', now)).toBeUndefined();
    expect(campaignSourceFor('e1', now + 7 * DAY + 1)).toBeUndefined();
  });

  it('ignores an invalid source and keeps the one before it', () => {
    rememberCampaignSource('e1', '?src=whatsapp');
    rememberCampaignSource('e1', '?src=not%20valid!');
    rememberCampaignSource('e1', '');
    expect(campaignSourceFor('e1')).toBe('whatsapp');
  });
});
