import { AR_COMMON, AR_TICKET, LIMITS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { imageFileError, PICTURE_RULE, SCREENSHOT_RULE } from './image-file';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('imageFileError (docs/product.md#validation)', () => {
  it('accepts JPEG, PNG and GIF up to 10 MB', () => {
    expect(imageFileError(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(imageFileError(file('a.png', 'image/png'))).toBeNull();
    expect(imageFileError(file('a.gif', 'image/gif', LIMITS.imageMaxBytes))).toBeNull();
  });

  it('refuses other types and larger files with their messages', () => {
    expect(imageFileError(file('a.webp', 'image/webp'))).toBe(AR_COMMON.imageType);
    expect(imageFileError(file('a.txt', 'text/plain'))).toBe(AR_COMMON.imageType);
    expect(imageFileError(file('a.png', 'image/png', LIMITS.imageMaxBytes + 1))).toBe(AR_COMMON.imageSize);
  });

  it('falls back to the extension when the system gives no type', () => {
    expect(imageFileError(file('photo.JPG', ''))).toBeNull();
    expect(imageFileError(file('photo.webp', ''))).toBe(AR_COMMON.imageType);
  });

  it('takes WebP but not GIF for a payment screenshot, with the proof messages', () => {
    expect(SCREENSHOT_RULE.accept).toBe('image/jpeg,image/png,image/webp');
    expect(PICTURE_RULE.accept).toBe('image/jpeg,image/png,image/gif');
    expect(imageFileError(file('a.webp', 'image/webp'), SCREENSHOT_RULE)).toBeNull();
    expect(imageFileError(file('a.gif', 'image/gif'), SCREENSHOT_RULE)).toBe(AR_TICKET.server.proofImageType);
    expect(imageFileError(file('a.png', 'image/png', LIMITS.imageMaxBytes + 1), SCREENSHOT_RULE)).toBe(
      AR_TICKET.server.proofImageSize,
    );
  });
});
