import { describe, expect, it } from 'vitest';
import { thumbnailSrc } from './thumbnail';

describe('project thumbnails', () => {
  it('uses the 600 px copy of uploads and seeded pictures as they are', () => {
    expect(thumbnailSrc('/uploads/projects/abc.webp')).toBe('/uploads/projects/abc-600.webp');
    expect(thumbnailSrc('/portfolio/nile-bites-ordering-app.svg')).toBe(
      '/portfolio/nile-bites-ordering-app.svg',
    );
  });
});
