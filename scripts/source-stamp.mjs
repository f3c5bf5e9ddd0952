import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a build is made from: the packages' sources, their configuration and the lockfile. */
const INPUTS = ['apps/web', 'apps/api', 'packages/shared', 'package-lock.json'];
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'test', 'e2e']);

function* files(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return;
  if (stats.isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    yield* files(path.join(entry, name));
  }
}

/** A hash of every source file's path and content: equal stamps mean the same build. */
export function sourceStamp(root) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}
