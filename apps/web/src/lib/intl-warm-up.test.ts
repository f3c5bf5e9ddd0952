import { readFileSync } from 'node:fs';
import { CAIRO_TIME_ZONE, CURRENCY } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { LOCALE } from './format';

// public/intl-warm-up.js is a plain script that imports nothing (it must run before the app's chunks
// arrive), so it names the locale, zone and currency itself: the ones it warms must be the app's.
const warmUp = readFileSync(new URL('../../public/intl-warm-up.js', import.meta.url), 'utf8');

describe('the Arabic pages’ Intl warm-up script', () => {
  it('warms the locale, time zone and currency the pages format with', () => {
    expect(warmUp).toContain(`const LOCALE = '${LOCALE}';`);
    expect(warmUp).toContain(`const TIME_ZONE = '${CAIRO_TIME_ZONE}';`);
    expect(warmUp).toContain(`const CURRENCY = '${CURRENCY}';`);
  });
});
