import { AR, LIMITS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { imageFileError, thumbnailSrc } from './image-file';

function file(name: string, type: string, size: number) {
  return new File([new Uint8Array(size)], name, { type });
}

describe('project image files', () => {
  it('takes JPG, PNG and GIF up to 10 MB and names what is wrong otherwise', () => {
    expect(imageFileError(file('a.png', 'image/png', 100))).toBeNull();
    expect(imageFileError(file('a.jpg', 'image/jpeg', 100))).toBeNull();
    expect(imageFileError(file('a.gif', '', 100))).toBeNull();
    expect(imageFileError(file('a.svg', 'image/svg+xml', 100))).toBe(AR.events.imageType);
    expect(imageFileError(file('a.png', 'image/png', LIMITS.imageMaxBytes + 1))).toBe(AR.events.imageSize);
  });

  it('uses the 600 px copy of uploads and seeded pictures as they are', () => {
    expect(thumbnailSrc('/uploads/projects/abc.webp')).toBe('/uploads/projects/abc-600.webp');
    expect(thumbnailSrc('/portfolio/nile-bites-ordering-app.svg')).toBe(
      '/portfolio/nile-bites-ordering-app.svg',
    );
  });
});
