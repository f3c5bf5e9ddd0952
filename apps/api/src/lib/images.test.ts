import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AR, LIMITS } from '@app/shared';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { detectImageType, removeStoredImage, smallImagePath, storeUploadedImage } from './images';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif') {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

function onDisk(publicPath: string) {
  return path.join(dataDir, publicPath);
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
  it('reads the magic numbers, not the name', async () => {
    expect(detectImageType(await picture(4, 4, 'png'))).toBe('png');
    expect(detectImageType(await picture(4, 4, 'jpeg'))).toBe('jpeg');
    expect(detectImageType(await picture(4, 4, 'gif'))).toBe('gif');
    expect(detectImageType(Buffer.from('not really a png'))).toBeUndefined();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('storeUploadedImage', () => {
  it('stores a wide PNG as 1200 px and 600 px WebP copies under a random name', async () => {
    const publicPath = await storeUploadedImage(dataDir, 'projects', await picture(2400, 1200, 'png'));
    expect(publicPath).toMatch(/^\/uploads\/projects\/[a-f0-9]{32}\.webp$/);
    const large = await sharp(onDisk(publicPath)).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 1200, height: 600 });
    const small = await sharp(onDisk(smallImagePath(publicPath))).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 600, height: 300 });

    const again = await storeUploadedImage(dataDir, 'projects', await picture(2400, 1200, 'png'));
    expect(again).not.toBe(publicPath);
  });

  it('keeps small pictures at their size and accepts JPEG and GIF', async () => {
    const jpeg = await storeUploadedImage(dataDir, 'events', await picture(320, 200, 'jpeg'));
    expect(await sharp(onDisk(jpeg)).metadata()).toMatchObject({ format: 'webp', width: 320 });
    const gif = await storeUploadedImage(dataDir, 'events', await picture(50, 50, 'gif'));
    expect(await sharp(onDisk(gif)).metadata()).toMatchObject({ format: 'webp', width: 50 });
  });

  it('refuses text named like an image with 415 and the Arabic type message', async () => {
    const error = await failure(storeUploadedImage(dataDir, 'projects', Buffer.from('hello, I am a png')));
    expect(error).toMatchObject({ statusCode: 415, message: AR.events.imageType, path: 'image' });
  });

  it('refuses bytes that start like a PNG but do not decode, leaving no file behind', async () => {
    const png = await picture(100, 100, 'png');
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const error = await failure(storeUploadedImage(dataDir, 'broken', broken));
    expect(error.statusCode).toBe(415);
    const dir = path.join(dataDir, 'uploads', 'broken');
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('refuses more than 10 MB with 413 and the Arabic size message', async () => {
    const png = await picture(4, 4, 'png');
    const big = Buffer.concat([png, Buffer.alloc(LIMITS.imageMaxBytes)]);
    const error = await failure(storeUploadedImage(dataDir, 'projects', big));
    expect(error).toMatchObject({ statusCode: 413, message: AR.events.imageSize });
  });
});

describe('removeStoredImage', () => {
  it('deletes both copies and ignores paths it did not make', async () => {
    const publicPath = await storeUploadedImage(dataDir, 'projects', await picture(800, 400, 'png'));
    await removeStoredImage(dataDir, publicPath);
    expect(existsSync(onDisk(publicPath))).toBe(false);
    expect(existsSync(onDisk(smallImagePath(publicPath)))).toBe(false);
    await expect(removeStoredImage(dataDir, '/portfolio/nile-bites.svg')).resolves.toBeUndefined();
    await expect(removeStoredImage(dataDir, '/uploads/../../etc/passwd')).resolves.toBeUndefined();
    await expect(removeStoredImage(dataDir, null)).resolves.toBeUndefined();
  });
});
