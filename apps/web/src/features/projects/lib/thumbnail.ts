/** The 600 px copy the server writes beside each upload; seeded SVGs are used as they are. */
export function thumbnailSrc(image: string): string {
  return /^\/uploads\/.+\.webp$/.test(image) ? image.replace(/\.webp$/, '-600.webp') : image;
}
