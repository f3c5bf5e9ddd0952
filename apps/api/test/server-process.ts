import { type LaunchedProduct, type LaunchOptions, launchProduct, ProductStartError } from '@app/launcher';

export const PROCESS_SECRETS = {
  JWT_SECRET: 'two-process-jwt-secret-shared-by-all-0123456789',
  TICKET_SECRET: 'two-process-ticket-secret-shared-by-all-012345',
};
export const PROCESS_ADMIN = { username: 'ops-admin', password: 'ops-admin-password' };

export type ServerProcess = LaunchedProduct;

/**
 * The server as the API tests run it in its own process: the sources as they stand (no build), the
 * API alone, the tests' Admin and shared secrets, jobs on. `env` adds the deployment's settings;
 * `options.dataDir` restarts on the same data (it is then left in place).
 */
export function startServerProcess(
  env: Record<string, string>,
  options: Pick<LaunchOptions, 'dataDir' | 'onOutput'> = {},
): Promise<ServerProcess> {
  return launchProduct({
    ...options,
    server: 'source',
    site: false,
    env: {
      ADMIN_USERNAME: PROCESS_ADMIN.username,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      ...PROCESS_SECRETS,
      // As in test-app.ts: the pacing of MAIL_PER_MINUTE has its own test (pacing.test.ts); here it
      // would only make the tests wait for the minute's budget.
      MAIL_PER_MINUTE: '100000',
      ...env,
    },
  });
}

/** A start that must fail: the error it failed with (exit code and output). One that serves fails the test. */
export async function failedStart(
  env: Record<string, string>,
  options: Pick<LaunchOptions, 'dataDir'> = {},
): Promise<ProductStartError> {
  let server: ServerProcess;
  try {
    server = await startServerProcess(env, options);
  } catch (error) {
    if (error instanceof ProductStartError) return error;
    throw error;
  }
  await server.stop();
  throw new Error(`the server started and served:\n${server.output()}`);
}
