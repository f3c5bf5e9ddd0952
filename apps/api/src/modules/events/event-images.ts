import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AR, LIMITS } from '@app/shared';
import sharp from 'sharp';
import { PayloadTooLarge, UnsupportedMediaType } from '../../lib/errors';

/** Public URL prefix and folder (under DATA_DIR/uploads) of event images. */
const PUBLIC_PREFIX = '/uploads/events/';
const LARGE_WIDTH = 1600;
const SMALL_WIDTH = 480;

type ImageKind = 'jpeg' | 'png' | 'gif';

/** The type by the file's first bytes; the name and the declared type are not trusted (DECISIONS.md 4). */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return undefined;
}

/**
 * Checks an uploaded image by its bytes and stores a large and a small WebP copy under a random name.
 * Returns the public path of the large copy; the small one sits next to it (see smallImagePath).
 */
export async function storeEventImage(dataDir: string, bytes: Buffer): Promise<string> {
  if (bytes.length > LIMITS.imageMaxBytes) throw new PayloadTooLarge(AR.events.imageSize, 'image');
  if (!sniffImage(bytes)) throw new UnsupportedMediaType(AR.events.imageType, 'image');
  const dir = path.join(dataDir, 'uploads', 'events');
  await mkdir(dir, { recursive: true });
  const name = randomBytes(16).toString('hex');
  try {
    // Decoding proves the bytes are a real image, not just a valid header; EXIF rotation is applied.
    const source = sharp(bytes, { limitInputPixels: 100_000_000 }).rotate();
    const [large, small] = await Promise.all([
      source
        .clone()
        .resize({ width: LARGE_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      source
        .clone()
        .resize({ width: SMALL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    await writeFile(path.join(dir, `${name}.webp`), large);
    await writeFile(path.join(dir, `${name}-${SMALL_WIDTH}.webp`), small);
  } catch {
    await removeEventImage(dataDir, `${PUBLIC_PREFIX}${name}.webp`);
    throw new UnsupportedMediaType(AR.events.imageType, 'image');
  }
  return `${PUBLIC_PREFIX}${name}.webp`;
}

/** The card-sized copy of a stored image. */
export function smallImagePath(image: string | null): string | null {
  if (!image?.startsWith(PUBLIC_PREFIX) || !image.endsWith('.webp')) return null;
  return image.replace(/\.webp$/, `-${SMALL_WIDTH}.webp`);
}

/** Deletes both copies of a stored image; anything not under our folder is left alone. */
export async function removeEventImage(dataDir: string, image: string | null): Promise<void> {
  if (!image?.startsWith(PUBLIC_PREFIX)) return;
  const name = path.basename(image, '.webp');
  if (!/^[0-9a-f]{32}$/.test(name)) return;
  const dir = path.join(dataDir, 'uploads', 'events');
  await Promise.all([
    rm(path.join(dir, `${name}.webp`), { force: true }),
    rm(path.join(dir, `${name}-${SMALL_WIDTH}.webp`), { force: true }),
  ]);
}
