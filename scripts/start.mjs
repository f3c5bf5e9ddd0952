// `npm start`: builds what is not built yet, then runs the server (site + API on one port).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = existsSync(`${root}apps/web/dist/index.html`) && existsSync(`${root}apps/api/dist/server.js`);
if (!built) {
  console.log('Building the site and the server (first start only)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(`${root}apps/api/dist/server.js`);
