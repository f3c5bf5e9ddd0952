import { existsSync } from 'node:fs';
import path from 'node:path';

/** The apps/api folder, whether running from src/ (tsx, tests) or from the dist/ bundle. */
function findApiRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'drizzle'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/api root not found');
    dir = parent;
  }
  return dir;
}

export const apiRoot = findApiRoot();
export const migrationsDir = path.join(apiRoot, 'drizzle');
export const assetsDir = path.join(apiRoot, 'assets');
