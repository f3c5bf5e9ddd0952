import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig, resolveDataDir } from './config';
import { importUploadedFiles } from './db/import-uploads';
import { openConfiguredDatabase } from './db/open';
import { seedDatabase } from './db/seed';
import { serverJobs } from './jobs';
import { startJobs } from './jobs/scheduler';
import { serverLogging, startLine } from './lib/log-format';
import { makeDataDirPrivate } from './lib/private-data-dir';
import { loggableError } from './lib/private-logs';
import { checkDataDirWritable, describeStorageFault, StartFault } from './lib/storage-faults';
import { backupSourceOf, DataDirInUse, lockDataDir } from './modules/backups';
import { ensureAdmin } from './modules/users';

async function main() {
  // Everything this process writes (database, secrets, emails) is for its own user only.
  process.umask(0o077);
  let config: ReturnType<typeof loadConfig>;
  let tightened = 0;
  try {
    // Before loadConfig, which writes the generated secrets into DATA_DIR.
    const dataDir = resolveDataDir();
    if (dataDir) tightened = makeDataDirPrivate(dataDir);
    // A read-only or full DATA_DIR is said in words before the secrets are written into it.
    if (dataDir && existsSync(dataDir)) checkDataDirWritable(dataDir);
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    // The generated secrets could not be written: a full disk or a DATA_DIR of another user.
    const dataDir = resolveDataDir();
    const words = dataDir && describeStorageFault(error, dataDir);
    throw words ? new StartFault(words) : error;
  }

  // The embedded database is this process's alone: a second server, a backup or a restore run
  // without a server must not open it meanwhile (modules/backups/data-dir-lock.ts).
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir, { role: 'server' });
  const database = await openConfiguredDatabase(config);
  // PGlite unpacks a new database with modes of its own (0666): made private like the rest.
  makeDataDirPrivate(config.dataDir);
  const imported = await importUploadedFiles(database.db, config.dataDir);
  const app = await buildApp({
    config,
    db: database.db,
    backupSource: backupSourceOf(database, config.databaseUrl),
    // buildApp adds the serializers that keep personal data, tokens and ticket links out of the log;
    // LOG_FORMAT picks JSON lines or a terminal's sentences (lib/log-format.ts).
    ...serverLogging(config),
  });
  if (tightened) app.log.warn({ entries: tightened }, 'DATA_DIR was readable by others: made private');

  const created = await ensureAdmin(database.db, config.admin, () => randomBytes(12).toString('base64url'));
  if (created?.password) {
    // Printed once, on the first start only: it is not stored anywhere in clear.
    console.log(
      `\nFirst start: created the Admin account "${created.username}" with password: ${created.password}\n`,
    );
  } else if (created) {
    app.log.info(
      { username: created.username },
      'created the Admin account from ADMIN_USERNAME/ADMIN_PASSWORD',
    );
  }
  await seedDatabase(database.db, config);
  if (imported) app.log.info({ imported }, 'moved the images of DATA_DIR/uploads into the database');

  const stopJobs = config.jobs ? startJobs(serverJobs(app), app.log) : async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopJobs();
    await app.close();
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // Where `npm run backup` finds this server: its port on the loopback (or the one address it listens on).
  const { port } = app.server.address() as { port: number };
  const host = ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(config.host) ? '127.0.0.1' : config.host;
  lock?.update({
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    backupDir: config.backup.dir,
  });
  app.log.info(startLine(config));
}

/** A fault that stops the start, told without the personal data a database error's text may carry. */
function describeFault(error: unknown): string {
  if (error instanceof ConfigError || error instanceof StartFault) return error.message;
  if (error instanceof DataDirInUse) {
    return `${error.message}: stop it first (or, if no such process runs, delete DATA_DIR/server.json).`;
  }
  const safe = loggableError(error);
  if (safe.type !== 'DatabaseError' && safe.stack) return safe.stack;
  const head = `${safe.type ?? 'Error'}: ${safe.message}${safe.code ? ` (${safe.code})` : ''}`;
  return safe.stack ? `${head}\n${safe.stack}` : head;
}

main().catch((error) => {
  console.error(describeFault(error));
  process.exit(1);
});
