import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { apiDir, repoRoot } from './paths';

export type LaunchOptions = {
  /**
   * Which server runs: 'built' (default) is apps/api/dist/server.js, as `npm start` runs it; 'source'
   * is apps/api/src/server.ts through tsx (a test of the code as it stands, no build); any other value
   * is the path of another bundle, from the repository's root (e.g. an earlier build to compare with).
   */
  server?: 'built' | 'source' | (string & {});
  /** The deployment's settings (DATABASE_URL, REDIS_URL, SMTP_URL, ...), over the defaults below. */
  env?: Record<string, string>;
  /** This DATA_DIR (a restart on the same data); it is left in place. Without it, a fresh one is made
   * and removed when the process exits. */
  dataDir?: string;
  /** The built site to serve: a folder, or false for the API alone. Default: the server's own
   * (apps/web/dist). */
  site?: string | false;
  /** This port instead of a free one (a caller that must name the address before the start). */
  port?: number;
  /** Node options for the server (e.g. a CPU profile). */
  nodeArgs?: string[];
  /** Sees the output so far each time more comes, before the server is ready too (a start that
   * waits for its database says so). */
  onOutput?: (output: string) => void;
  /** Also copy the server's output to this process's stderr: all of it, or its stderr only. */
  echo?: 'all' | 'stderr';
  readyTimeoutMs?: number;
};

export type LaunchedProduct = {
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
  dataDir: string;
  pid: number;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr, for a failure's message. */
  output: () => string;
  /** SIGTERM, then waits for the exit code (SIGKILL after 20 s). */
  stop: () => Promise<number | null>;
  /** SIGKILL (a crash), and waits until it is gone. */
  kill9: () => Promise<void>;
};

/** The server exited, or never answered, before it was ready: its exit code and what it wrote. */
export class ProductStartError extends Error {
  readonly exitCode: number | null;
  readonly output: string;
  constructor(message: string, exitCode: number | null, output: string) {
    super(`${message}:\n${output}`);
    this.exitCode = exitCode;
    this.output = output;
  }
}

const STOP_GRACE_MS = 20_000;

function serverArgs(server: LaunchOptions['server']): string[] {
  if (server === 'source') return ['--import', 'tsx', path.join(apiDir, 'src/server.ts')];
  const file = path.resolve(repoRoot, !server || server === 'built' ? 'apps/api/dist/server.js' : server);
  if (!existsSync(file)) {
    throw new Error(
      `${path.relative(repoRoot, file)} does not exist: build the product first (npm run build)`,
    );
  }
  return [file];
}

/**
 * Starts the product's server as its own process on a loopback port, in production mode with jobs on
 * (unless `env` says otherwise), and answers once GET /api/ready says it serves. The environment is
 * only what is given here, never this process's own: a run does not depend on the shell it came from.
 * The process never outlives the one that launched it.
 */
export async function launchProduct(options: LaunchOptions = {}): Promise<LaunchedProduct> {
  const args = [...(options.nodeArgs ?? []), ...serverArgs(options.server)];
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'product-data-'));
  const site = options.site === false ? path.join(dataDir, 'no-site') : options.site;
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(site && { WEB_DIST_DIR: site }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  const collect = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    output += chunk.toString();
    if (options.echo === 'all' || options.echo === stream) process.stderr.write(chunk);
    options.onOutput?.(output);
  };
  child.stdout!.on('data', collect('stdout'));
  child.stderr!.on('data', collect('stderr'));

  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  // 'close', not 'exit': by then all the output has been read, for the message of a failed start.
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      process.off('exit', killOnExit);
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill9 = async () => {
    if (running()) child.kill('SIGKILL');
    await exited;
  };

  // A start takes seconds; on two cores under a load of 25 it took over 60 s. A server that never
  // becomes ready still fails, only later: no healthy start comes near 3 minutes.
  const limitMs = options.readyTimeoutMs ?? 180_000;
  const started = Date.now();
  for (;;) {
    if (!running()) {
      await exited;
      throw new ProductStartError(
        `server exited early (${child.exitCode ?? child.signalCode})`,
        child.exitCode,
        output,
      );
    }
    if (Date.now() - started > limitMs) {
      await kill9();
      throw new ProductStartError(`server did not become ready within ${limitMs / 1000} s`, null, output);
    }
    const ready = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    base,
    port,
    dataDir,
    pid: child.pid!,
    child,
    output: () => output,
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    kill9,
  };
}
