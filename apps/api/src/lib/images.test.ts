import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AR_COMMON, LIMITS, SCREENSHOT_TYPES } from '@app/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { importUploadedFiles } from '../db/import-uploads';
import { AppError } from './errors';
import {
  deleteImage,
  detectImageType,
  findImage,
  findThumbnail,
  keepThumbnail,
  prepareImage,
  saveImage,
  smallImagePath,
  thumbImagePath,
} from './images';

const t = useTestApp();

function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp') {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('detectImageType', () => {
  it('knows JPEG, PNG, GIF and WebP by their bytes, and nothing else', async () => {
    expect(detectImageType(await picture(4, 4, 'png'))).toBe('png');
    expect(detectImageType(await picture(4, 4, 'jpeg'))).toBe('jpeg');
    expect(detectImageType(await picture(4, 4, 'gif'))).toBe('gif');
    expect(detectImageType(await picture(4, 4, 'webp'))).toBe('webp');
    expect(detectImageType(Buffer.from('not really a png'))).toBeUndefined();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('prepareImage', () => {
  it('makes a 1200 px and a 600 px WebP copy, never enlarging', async () => {
    const wide = await prepareImage(await picture(2400, 1200, 'png'));
    expect((await sharp(wide.large).metadata()).width).toBe(1200);
    expect((await sharp(wide.small).metadata()).width).toBe(600);
    expect((await sharp(wide.large).metadata()).format).toBe('webp');
    const tiny = await prepareImage(await picture(50, 50, 'gif'));
    expect((await sharp(tiny.large).metadata()).width).toBe(50);
  });

  it('refuses what is not a picture (415), a WebP for events, and a truncated file', async () => {
    expect((await failure(prepareImage(Buffer.from('hello, I am a png')))).statusCode).toBe(415);
    const webp = await picture(40, 40, 'webp');
    const refused = await failure(prepareImage(webp));
    expect([refused.statusCode, refused.message]).toEqual([415, AR_COMMON.imageType]);
    await expect(prepareImage(webp, { accept: SCREENSHOT_TYPES })).resolves.toBeTruthy();
    const broken = (await picture(400, 400, 'png')).subarray(0, 120);
    expect((await failure(prepareImage(broken))).statusCode).toBe(415);
  });

  it('refuses more than 10 MB with 413 and the Arabic message', async () => {
    const big = Buffer.concat([await picture(4, 4, 'png'), Buffer.alloc(LIMITS.imageMaxBytes)]);
    const error = await failure(prepareImage(big));
    expect([error.statusCode, error.message]).toEqual([413, AR_COMMON.imageSize]);
  });
});

describe('stored images', () => {
  it('saves both copies at stable paths, serves the public ones with a strong ETag, deletes both', async () => {
    const db = t().database.db;
    const prepared = await prepareImage(await picture(800, 400, 'png'));
    const imagePath = await db.transaction((tx) => saveImage(tx, 'projects', prepared));
    expect(imagePath).toMatch(/^\/uploads\/projects\/[a-f0-9]{32}\.webp$/);

    const served = await t().app.inject({ url: imagePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const again = await t().app.inject({ url: imagePath, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect((await t().app.inject({ url: smallImagePath(imagePath) })).statusCode).toBe(200);

    await db.transaction((tx) => deleteImage(tx, imagePath));
    expect((await t().app.inject({ url: imagePath })).statusCode).toBe(404);
    expect(await findImage(db, smallImagePath(imagePath))).toBeUndefined();
    await expect(
      db.transaction((tx) => deleteImage(tx, '/uploads/../../etc/passwd')),
    ).resolves.toBeUndefined();
  });

  it('never keeps a thumbnail beside nothing: its image deleted while it is made, or after', async () => {
    const db = t().database.db;
    const save = async () =>
      db.transaction(async (tx) =>
        saveImage(tx, 'proofs', await prepareImage(await picture(300, 600, 'png')), { isPrivate: true }),
      );
    const kept = await save();
    const thumb = await findThumbnail(db, kept, { isPrivate: true });
    expect((await sharp(thumb!.bytes).metadata()).width).toBe(160);
    expect(await findImage(db, thumbImagePath(kept)!, { isPrivate: true })).toBeTruthy();
    // Deleting the copy it was made from takes it too, whoever deletes it.
    await db.transaction((tx) => deleteImage(tx, kept));
    expect(await findImage(db, thumbImagePath(kept)!, { isPrivate: true })).toBeUndefined();

    // An erasure between reading the source and keeping the thumbnail: the thumbnail is refused.
    const erased = await save();
    await db.transaction((tx) => deleteImage(tx, erased));
    const late = await keepThumbnail(db, thumbImagePath(erased)!, smallImagePath(erased), thumb!, {
      isPrivate: true,
    });
    expect(late).toBe(false);
    expect(await findImage(db, thumbImagePath(erased)!, { isPrivate: true })).toBeUndefined();
    expect(await findThumbnail(db, erased, { isPrivate: true })).toBeUndefined();
  });

  it('keeps private copies (payment proofs) off every public path', async () => {
    const db = t().database.db;
    const prepared = await prepareImage(await picture(300, 600, 'png'));
    const imagePath = await db.transaction((tx) => saveImage(tx, 'proofs', prepared, { isPrivate: true }));
    expect(imagePath).toMatch(/^\/private\/proofs\//);
    expect((await t().app.inject({ url: imagePath })).statusCode).toBe(404);
    expect((await t().app.inject({ url: imagePath.replace('/private/', '/uploads/') })).statusCode).toBe(404);
    expect(await findImage(db, imagePath, { isPrivate: true })).toBeTruthy();
  });

  it('moves the files of an older version from DATA_DIR/uploads into the database at start', async () => {
    const dataDir = t().dataDir;
    const dir = path.join(dataDir, 'uploads', 'events');
    mkdirSync(dir, { recursive: true });
    const name = 'a'.repeat(32);
    writeFileSync(
      path.join(dir, `${name}.webp`),
      await sharp(await picture(900, 300, 'png'))
        .webp()
        .toBuffer(),
    );

    expect(await importUploadedFiles(t().database.db, dataDir)).toBe(1);
    const large = await t().app.inject({ url: `/uploads/events/${name}.webp` });
    expect(large.statusCode).toBe(200);
    // The older version wrote a 480 px copy for events; the 600 px one every page now asks for is made.
    const small = await t().app.inject({ url: `/uploads/events/${name}-600.webp` });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(600);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    expect(readdirSync(dataDir).some((entry) => entry.startsWith('uploads-imported-'))).toBe(true);
    expect(await importUploadedFiles(t().database.db, dataDir)).toBe(0);
  });
});
