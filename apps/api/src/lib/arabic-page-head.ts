import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The client build's manifest (dist/.vite/manifest.json), or an empty one without it. */
export function readBuildManifest(webDistDir: string): Record<string, never> {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}
