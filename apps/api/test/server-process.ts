import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '..');

export const PROCESS_SECRETS = {
  JWT_SECRET: 'two-process-jwt-secret-shared-by-all-0123456789',
  TICKET_SECRET: 'two-process-ticket-secret-shared-by-all-012345',
};
export const PROCESS_ADMIN = { username: 'ops-admin', password: 'ops-admin-password' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr, for a failing test's message. */
  output: () => string;
  /** SIGTERM, then waits for the exit code (SIGKILL after 20 s). */
  stop: () => Promise<number | null>;
  kill9: () => Promise<void>;
};

/**
 * A real server process (src/server.ts through tsx) on a free loopback port with its own DATA_DIR,
 * as `npm start` runs it: jobs on, production mode. `env` adds the deployment's settings.
 * `options.dataDir`: this DATA_DIR instead (a restart on the same data); it is then left in place.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: {
    dataDir?: string;
    /** Sees the output as it comes, before the server is ready (a start that waits for its database). */
    onOutput?: (text: string) => void;
  } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'api-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-site'),
      ADMIN_USERNAME: PROCESS_ADMIN.username,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      ...PROCESS_SECRETS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    options.onOutput?.(output);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  // The process's private files go with it.
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    base,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
