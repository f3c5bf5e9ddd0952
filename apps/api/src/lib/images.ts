import { createHash, randomBytes } from 'node:crypto';
import { AR_COMMON, type ImageType, LIMITS, PICTURE_TYPES } from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Tx } from '../db/client';
import { storedImages } from '../db/schema';
import { isForeignKeyViolation, PayloadTooLarge, UnsupportedMediaType } from './errors';

/**
 * The one upload pipeline of the server: an image is checked by its bytes, decoded and resized by
 * sharp into the same two WebP copies whatever it is for, and stored in the database (every
 * process serves every image). Preparing (CPU) happens before the caller's transaction; saving
 * happens inside it, so a failed change leaves no orphan image behind.
 */

/** The main copy, and a smaller one for cards and thumbnails ("<name>-600.webp"). */
export const IMAGE_WIDTHS = { large: 1200, small: 600 } as const;
/** A list row's picture ("<name>-160.webp"), made on first request (findThumbnail). */
export const THUMB_WIDTH = 160;

/** Stops decompression bombs: a few KB that claim to be 100k x 100k pixels. */
const MAX_INPUT_PIXELS = 60_000_000;
/** A payment screenshot is a phone's screen: 25 megapixels is far beyond any (docs/api/README.md#input-hygiene). */
export const SCREENSHOT_MAX_PIXELS = 25_000_000;
/**
 * Images decoded at once by this process (docs/api/README.md#input-hygiene). A decode holds tens of MB and
 * sharp's threads; more at once only adds memory and makes every other request wait, so further
 * uploads queue here for their turn.
 */
const DECODE_SLOTS = 2;
const FOLDER = /^[a-z0-9][a-z0-9-]*$/;
const STORED = /^\/(uploads|private)\/([a-z0-9][a-z0-9-]*)\/([a-f0-9]{32})(-\d+)?\.webp$/;

/**
 * The image type by its first bytes (magic numbers). The file name and the declared content type
 * are chosen by the sender and prove nothing.
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
  if (
    buffer.length >= 12 &&
    buffer.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buffer.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/** The path of the smaller copy of a stored image ("/uploads/x/abc.webp" -> "/uploads/x/abc-600.webp"). */
export function smallImagePath(imagePath: string): string;
export function smallImagePath(imagePath: string | null): string | null;
export function smallImagePath(imagePath: string | null): string | null {
  if (!imagePath) return null;
  const match = STORED.exec(imagePath);
  if (!match || match[4]) return imagePath;
  return imagePath.replace(/\.webp$/, `-${IMAGE_WIDTHS.small}.webp`);
}

/** The path of a stored image's thumbnail ("/private/x/abc.webp" -> "/private/x/abc-160.webp"); null for another path. */
export function thumbImagePath(imagePath: string): string | null {
  const match = STORED.exec(imagePath);
  if (!match || match[4]) return null;
  return imagePath.replace(/\.webp$/, `-${THUMB_WIDTH}.webp`);
}

export type PreparedImage = { large: Buffer; small: Buffer };

type ImageRules = {
  accept?: readonly ImageType[];
  tooLarge?: string;
  wrongType?: string;
  /** Pixels (width x height) above which the image is refused with 413 before it is decoded. */
  maxPixels?: number;
  /** The message of that 413. */
  tooManyPixels?: string;
};

let decoding = 0;
const waitingForSlot: (() => void)[] = [];

/** Runs a decode once fewer than DECODE_SLOTS are under way; a finished one hands its slot on. */
async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding < DECODE_SLOTS) decoding += 1;
  else await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingForSlot.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/** Width and height from the file's header alone, without decoding its pixels; undefined if unreadable. */
async function dimensionsOf(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    const { width, height } = await sharp(bytes).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks an upload (type by its bytes, at most LIMITS.imageMaxBytes, dimensions by its header,
 * really decodable) and makes its two WebP copies. Throws 413 / 415 with the Arabic messages of
 * docs/product.md#validation (or the caller's); bytes that claim to be an image but do not decode are a 415
 * too. Callers check the request's right to upload first: this is the costly part.
 */
export async function prepareImage(bytes: Buffer, rules: ImageRules = {}): Promise<PreparedImage> {
  const wrongType = () => new UnsupportedMediaType(rules.wrongType ?? AR_COMMON.imageType, 'image');
  if (bytes.length > LIMITS.imageMaxBytes) {
    throw new PayloadTooLarge(rules.tooLarge ?? AR_COMMON.imageSize, 'image');
  }
  const type = detectImageType(bytes);
  if (!type || !(rules.accept ?? PICTURE_TYPES).includes(type)) throw wrongType();
  const size = await dimensionsOf(bytes);
  if (!size) throw wrongType();
  const pixels = size.width * size.height;
  if (rules.maxPixels !== undefined && pixels > rules.maxPixels) {
    throw new PayloadTooLarge(rules.tooManyPixels ?? rules.tooLarge ?? AR_COMMON.imageSize, 'image');
  }
  if (pixels > MAX_INPUT_PIXELS) throw wrongType();
  return inDecodeSlot(async () => {
    try {
      // rotate() applies the EXIF orientation of phone photos. The phone-sized copy, which every visitor's
      // phone downloads, is encoded at effort 6 (of 6): about a fifth smaller at the same quality for ~20 ms
      // more. The large copy keeps the default: there effort 6 tripled the time (0.2 -> 0.7 s of a core
      // per upload, slowing every other request on a small server) for 6% fewer bytes.
      const source = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      const [large, small] = await Promise.all([
        source
          .clone()
          .resize({ width: IMAGE_WIDTHS.large, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
        source
          .clone()
          .resize({ width: IMAGE_WIDTHS.small, withoutEnlargement: true })
          .webp({ quality: 78, effort: 6 })
          .toBuffer(),
      ]);
      return { large, small };
    } catch {
      throw wrongType();
    }
  });
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/**
 * Stores both copies under a new random name, in the caller's transaction. Public images are served
 * at "/uploads/<folder>/<name>.webp"; private ones (payment proofs) get a "/private/..." path that
 * no public route serves. Answers the path of the large copy.
 */
export async function saveImage(
  tx: Tx,
  folder: string,
  image: PreparedImage,
  options: { isPrivate?: boolean } = {},
): Promise<string> {
  if (!FOLDER.test(folder)) throw new Error(`invalid image folder: ${folder}`);
  const isPrivate = options.isPrivate ?? false;
  const large = `/${isPrivate ? 'private' : 'uploads'}/${folder}/${randomBytes(16).toString('hex')}.webp`;
  await tx.insert(storedImages).values(
    [
      { path: large, bytes: image.large },
      { path: smallImagePath(large), bytes: image.small },
    ].map((copy) => ({ ...copy, contentType: 'image/webp', etag: etagOf(copy.bytes), isPrivate })),
  );
  return large;
}

/** Stores bytes already in their final form at a given path (the import of files from older versions). */
export async function saveImageAt(tx: Tx, imagePath: string, bytes: Buffer): Promise<void> {
  await tx
    .insert(storedImages)
    .values({ path: imagePath, bytes, contentType: 'image/webp', etag: etagOf(bytes) })
    .onConflictDoNothing();
}

/** Deletes a stored image, its smaller copy and its thumbnail; paths not made by saveImage are left alone. */
export async function deleteImage(tx: Tx, imagePath: string | null | undefined): Promise<void> {
  if (!imagePath || !STORED.test(imagePath)) return;
  const copies = [imagePath, smallImagePath(imagePath), thumbImagePath(imagePath)];
  await tx.delete(storedImages).where(
    inArray(
      storedImages.path,
      copies.filter((copy): copy is string => copy !== null),
    ),
  );
}

export type StoredImage = { bytes: Buffer; contentType: string; etag: string };

/** One stored copy by its path; private copies only when asked for. */
export async function findImage(
  db: Db,
  imagePath: string,
  options: { isPrivate?: boolean } = {},
): Promise<StoredImage | undefined> {
  const [row] = await db
    .select({ bytes: storedImages.bytes, contentType: storedImages.contentType, etag: storedImages.etag })
    .from(storedImages)
    .where(and(eq(storedImages.path, imagePath), eq(storedImages.isPrivate, options.isPrivate ?? false)))
    .limit(1);
  return row;
}

/**
 * A stored image's thumbnail, THUMB_WIDTH pixels wide (docs/api/big-events.md#the-screens): made from its
 * smaller copy on the first request, in a decode slot, and kept beside it (deleteImage removes it with
 * the image), so a list of proofs costs each one a few KB, once. Undefined when the image is not there.
 */
export async function findThumbnail(
  db: Db,
  imagePath: string,
  options: { isPrivate?: boolean } = {},
): Promise<StoredImage | undefined> {
  const thumbPath = thumbImagePath(imagePath);
  const kept = thumbPath ? await findImage(db, thumbPath, options) : undefined;
  if (kept) return kept;
  const sourcePath = smallImagePath(imagePath);
  const fromSmall = await findImage(db, sourcePath, options);
  const source = fromSmall ?? (await findImage(db, imagePath, options));
  if (!source) return undefined;
  const bytes = await inDecodeSlot(() =>
    sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer(),
  );
  const thumb = { bytes, contentType: 'image/webp', etag: etagOf(bytes) };
  if (!thumbPath) return thumb;
  const linked = await keepThumbnail(db, thumbPath, fromSmall ? sourcePath : imagePath, thumb, options);
  return linked ? thumb : undefined;
}

/**
 * Keeps a thumbnail beside its source; false when the source was deleted meanwhile (an erasure, a new
 * proof): its key refuses a copy of nothing, so none outlives its image. Two first requests at once
 * make it twice and keep one.
 */
export async function keepThumbnail(
  db: Db,
  thumbPath: string,
  sourcePath: string,
  thumb: StoredImage,
  options: { isPrivate?: boolean } = {},
): Promise<boolean> {
  try {
    await db
      .insert(storedImages)
      .values({ path: thumbPath, ...thumb, sourcePath, isPrivate: options.isPrivate ?? false })
      .onConflictDoNothing();
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error, 'stored_images_source_path_stored_images_path_fk')) return false;
    throw error;
  }
}
