/**
 * The image formats the server takes, one list per use: the API checks an upload's bytes against
 * them (apps/api lib/images.ts), the site's file pickers offer and pre-check the same list.
 */
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

/** Event and project pictures (docs/product.md#validation: JPG, PNG or GIF). */
export const PICTURE_TYPES: readonly ImageType[] = ['jpeg', 'png', 'gif'];

/** Payment screenshots: phones save WebP too, and a screenshot is never animated. */
export const SCREENSHOT_TYPES: readonly ImageType[] = ['jpeg', 'png', 'webp'];

/** The MIME types of a list ('image/jpeg', ...), as a browser reports a chosen file's type. */
export function imageMimeTypes(types: readonly ImageType[]): string[] {
  return types.map((type) => `image/${type}`);
}
