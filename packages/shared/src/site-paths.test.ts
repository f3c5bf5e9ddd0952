import { describe, expect, it } from 'vitest';
import { isArabicSection, isSitePath, SITE_PATHS, sectionPath } from './site-paths';

describe('the site paths table', () => {
  it('knows every page of the app, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/about-details',
      '/services/',
      '/services/seo',
      '/portfolio/cairo-cafe',
      '/contact-us',
      '/events',
      '/events/0b8c1f9e-7f43-4a57-9d6b-2a1f3c4d5e6f',
      '/booking/0b8c1f9e-7f43-4a57-9d6b-2a1f3c4d5e6f/',
      '/ticket/abc.def',
      '/admin',
      '/admin/check',
      '/admin/bookings/extra',
    ]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it('leaves anything else to the 404 page', () => {
    for (const path of [
      '/about',
      '/services/seo/more',
      '/events/a/b',
      '/administrator',
      '/wp-login.php',
      '//',
    ]) {
      expect(isSitePath(path), path).toBe(false);
    }
  });

  it('tells the Arabic sections from the English pages', () => {
    expect(['/events', '/booking/x', '/ticket/t', '/admin/users'].every(isArabicSection)).toBe(true);
    expect(['/', '/services', '/eventsx', '/contact-us'].some(isArabicSection)).toBe(false);
  });

  it('mounts a section for a page with a parameter', () => {
    expect(sectionPath(SITE_PATHS.booking)).toBe('/booking/*');
    expect(sectionPath(SITE_PATHS.event)).toBe('/events/*');
  });
});
