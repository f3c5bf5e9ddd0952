import { AR, LIMITS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { imageFileError } from './image-file';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('imageFileError (SPEC.md section 5)', () => {
  it('accepts JPEG, PNG and GIF up to 10 MB', () => {
    expect(imageFileError(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(imageFileError(file('a.png', 'image/png'))).toBeNull();
    expect(imageFileError(file('a.gif', 'image/gif', LIMITS.imageMaxBytes))).toBeNull();
  });

  it('refuses other types and larger files with their messages', () => {
    expect(imageFileError(file('a.webp', 'image/webp'))).toBe(AR.events.imageType);
    expect(imageFileError(file('a.txt', 'text/plain'))).toBe(AR.events.imageType);
    expect(imageFileError(file('a.png', 'image/png', LIMITS.imageMaxBytes + 1))).toBe(AR.events.imageSize);
  });
});
