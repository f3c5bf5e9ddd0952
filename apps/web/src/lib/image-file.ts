import { AR_SITE, LIMITS } from '@app/shared';

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/gif']);
const EXTENSIONS = /\.(jpe?g|png|gif)$/i;

/** SPEC.md section 5: JPG, PNG or GIF, at most 10 MB; the message for a rejected file, else null. */
export function imageFileError(file: File): string | null {
  // Some systems give no MIME type: fall back to the extension (the server checks the bytes anyway).
  const typeOk = file.type ? ALLOWED.has(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return AR_SITE.events.imageType;
  if (file.size > LIMITS.imageMaxBytes) return AR_SITE.events.imageSize;
  return null;
}

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif';
