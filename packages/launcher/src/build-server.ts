import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { apiDir } from './paths';

/** One server build at a time on this machine: builds running side by side only slow each other down. */
const BUILD_LOCK = '/tmp/apibuild.lock';

/** Bundles the server (apps/api/dist/server.js) from the current sources; the site is left as it is. */
export function buildServer(): void {
  const build = [process.execPath, 'build.mjs'];
  const [command, ...args] = existsSync('/usr/bin/flock') ? ['flock', BUILD_LOCK, ...build] : build;
  const result = spawnSync(command!, args, { cwd: apiDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the server build failed (exit ${result.status})`);
}
