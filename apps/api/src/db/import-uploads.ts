import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, saveImageAt, smallImagePath } from '../lib/images';
import type { Db } from './client';

const LARGE_FILE = /^[a-f0-9]{32}\.webp$/;
const FOLDER = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Versions before images lived in the database kept them under DATA_DIR/uploads. At the first start
 * after the upgrade their files move into the database at the same paths (so every stored event and
 * project keeps its image), a missing small copy is made from the large one, and the folder is
 * renamed to uploads-imported (kept as a backup, never read again). Answers how many images moved.
 */
export async function importUploadedFiles(db: Db, dataDir: string): Promise<number> {
  const root = path.join(dataDir, 'uploads');
  if (!existsSync(root)) return 0;
  let imported = 0;
  for (const folder of readdirSync(root)) {
    const dir = path.join(root, folder);
    if (!FOLDER.test(folder) || !existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => LARGE_FILE.test(name))) {
      const large = readFileSync(path.join(dir, file));
      const publicPath = `/uploads/${folder}/${file}`;
      const smallFile = path.join(dir, path.basename(smallImagePath(publicPath)));
      const small = existsSync(smallFile)
        ? readFileSync(smallFile)
        : await sharp(large)
            .resize({ width: IMAGE_WIDTHS.small, withoutEnlargement: true })
            .webp()
            .toBuffer();
      await db.transaction(async (tx) => {
        await saveImageAt(tx, publicPath, large);
        await saveImageAt(tx, smallImagePath(publicPath), small);
      });
      imported++;
    }
  }
  renameSync(root, path.join(dataDir, `uploads-imported-${Date.now()}`));
  return imported;
}
