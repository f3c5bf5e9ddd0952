import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { seedDatabase } from './db/seed';
import { serverJobs } from './jobs';
import { startJobs } from './jobs/scheduler';
import { ensureAdmin } from './modules/users/users.service';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openConfiguredDatabase(config);
  const app = await buildApp({
    config,
    db: database.db,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });

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
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`serving on ${config.publicUrl} (${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
