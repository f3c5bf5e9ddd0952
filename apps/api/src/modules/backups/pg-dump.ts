import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

export class PgDumpMissing extends Error {
  constructor() {
    super('pg_dump is not installed (Debian: apt install postgresql-client)');
  }
}

/**
 * With DATABASE_URL: `pg_dump --format=custom` of the whole database to `file` (restored with
 * pg_restore, see the README). The password goes in the environment, not on the command line,
 * where every user of the machine could read it.
 */
export function runPgDump(databaseUrl: string, file: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url.toString()}`],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new PgDumpMissing() : error),
    );
    child.on('exit', (code) => {
      if (code !== 0) {
        rmSync(partial, { force: true });
        reject(new Error(`pg_dump exited with ${code}: ${stderr.trim()}`));
        return;
      }
      chmodSync(partial, 0o600);
      renameSync(partial, file);
      resolve();
    });
  });
}
