import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arabicShell } from './arabic-shell';

const shell = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

describe('arabicShell (the API-rendered /events, /booking and /ticket pages)', () => {
  it('is right-to-left Arabic, and its first script warms Intl without holding the page back', () => {
    const page = arabicShell(shell);
    expect(page).toContain('<html lang="ar" dir="rtl">');
    const script = page.match(/<script[^>]*src="\/intl-warm-up\.js"[^>]*><\/script>/)?.[0];
    expect(script).toMatch(/\sasync\s/);
    expect(script).toContain('fetchpriority="low"');
    // Ahead of the app's module script, so it is asked for first.
    expect(page.indexOf('/intl-warm-up.js')).toBeLessThan(page.indexOf('type="module"'));
  });
});
