import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { AR, LIMITS } from '@app/shared';
import sharp from 'sharp';
import { PayloadTooLarge, UnsupportedMediaType } from './errors';

export type ImageType = 'jpeg' | 'png' | 'gif';

/** Widths written for every upload: the main copy, and a smaller one for cards and thumbnails. */
export const IMAGE_WIDTHS = { large: 1200, small: 600 } as const;

const FOLDER = /^[a-z0-9][a-z0-9-]*$/;
const STORED = /^\/uploads\/([a-z0-9][a-z0-9-]*)\/([a-f0-9]{32})\.webp$/;

/**
 * The image type by its first bytes (magic numbers). The file name and the declared
 * content type are chosen by the sender and prove nothing.
 */
export function detectImageType(buffer: Buffer): ImageType | undefined {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (buffer.length >= 6) {
    const head = buffer.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  return undefined;
}

/** The public path of the smaller copy of a stored image ("/uploads/x/abc.webp" -> "/uploads/x/abc-600.webp"). */
export function smallImagePath(publicPath: string): string {
  return publicPath.replace(/\.webp$/, `-${IMAGE_WIDTHS.small}.webp`);
}

/**
 * Checks an uploaded image (JPEG, PNG or GIF by its bytes, at most LIMITS.imageMaxBytes) and stores
 * it under DATA_DIR/uploads/<folder>/ with a random name as WebP, at most 1200 px wide, plus a
 * 600 px copy (see smallImagePath). Returns the public path "/uploads/<folder>/<name>.webp".
 * Throws 413 / 415 with the Arabic messages of SPEC.md section 5; a file whose bytes claim to be an
 * image but do not decode is refused as 415 too.
 */
export async function storeUploadedImage(dataDir: string, folder: string, buffer: Buffer): Promise<string> {
  if (!FOLDER.test(folder)) throw new Error(`invalid upload folder: ${folder}`);
  if (buffer.length > LIMITS.imageMaxBytes) throw new PayloadTooLarge(AR.events.imageSize, 'image');
  if (!detectImageType(buffer)) throw new UnsupportedMediaType(AR.events.imageType, 'image');

  const dir = path.join(dataDir, 'uploads', folder);
  await mkdir(dir, { recursive: true });
  const name = randomBytes(16).toString('hex');
  const large = path.join(dir, `${name}.webp`);
  const small = path.join(dir, `${name}-${IMAGE_WIDTHS.small}.webp`);
  try {
    // rotate() applies the EXIF orientation of phone photos; the pixel limit stops decompression bombs.
    const source = sharp(buffer, { failOn: 'error', limitInputPixels: 60_000_000 }).rotate();
    await Promise.all([
      source
        .clone()
        .resize({ width: IMAGE_WIDTHS.large, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(large),
      source
        .clone()
        .resize({ width: IMAGE_WIDTHS.small, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toFile(small),
    ]);
  } catch {
    await Promise.all([rm(large, { force: true }), rm(small, { force: true })]);
    throw new UnsupportedMediaType(AR.events.imageType, 'image');
  }
  return `/uploads/${folder}/${name}.webp`;
}

/** Deletes a stored image and its smaller copy; paths not made by storeUploadedImage are left alone. */
export async function removeStoredImage(
  dataDir: string,
  publicPath: string | null | undefined,
): Promise<void> {
  const match = publicPath ? STORED.exec(publicPath) : null;
  if (!match) return;
  const [, folder, name] = match;
  const dir = path.join(dataDir, 'uploads', folder!);
  await Promise.all([
    rm(path.join(dir, `${name}.webp`), { force: true }),
    rm(path.join(dir, `${name}-${IMAGE_WIDTHS.small}.webp`), { force: true }),
  ]);
}
