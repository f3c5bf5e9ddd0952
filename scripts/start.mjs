// `npm start`: builds when the sources changed since the last build (or nothing is built), then runs
// the server (site + API on one port). The build leaves a stamp of the sources it was made from, so
// `git pull && npm start` never serves an old build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sourceStamp } from './source-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = `${root}apps/api/dist/.source-stamp`;
const built = existsSync(`${root}apps/web/dist/index.html`) && existsSync(`${root}apps/api/dist/server.js`);
const stamp = sourceStamp(root);
const current = built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
if (!current) {
  console.log(
    built
      ? 'The sources changed since the last build: building again...'
      : 'Building the site and the server...',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
}
await import(`${root}apps/api/dist/server.js`);
