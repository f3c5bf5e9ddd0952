import { AR, LIMITS } from '@app/shared';

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/gif']);
const EXTENSIONS = /\.(jpe?g|png|gif)$/i;

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif';

/** JPG, PNG or GIF, at most 10 MB (SPEC.md section 9); the message for a refused file, else null. The server checks the bytes. */
export function imageFileError(file: File): string | null {
  const typeOk = file.type ? ALLOWED.has(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return AR.events.imageType;
  if (file.size > LIMITS.imageMaxBytes) return AR.events.imageSize;
  return null;
}

/** The 600 px copy the server writes beside each upload; seeded SVGs are used as they are. */
export function thumbnailSrc(image: string): string {
  return /^\/uploads\/.+\.webp$/.test(image) ? image.replace(/\.webp$/, '-600.webp') : image;
}
