import { rmSync } from 'node:fs';
import { launchProduct } from '@app/launcher';
import { e2eEnv } from './env';

/** The one product every spec drives (proof-of-work.spec.ts starts its own); stopped after the run. */
export default async function startProduct() {
  const env = e2eEnv();
  const product = await launchProduct({
    port: env.port,
    dataDir: env.dataDir,
    site: env.siteDir,
    echo: 'stderr',
    env: {
      ADMIN_USERNAME: env.admin.username,
      ADMIN_PASSWORD: env.admin.password,
      RATE_LIMIT_SCALE: '100',
      // The specs book and write from one address far more than 5 times; proof-of-work.spec.ts starts
      // its own product with the challenge on.
      PROOF_OF_WORK: 'off',
      // Fixed so check-in-camera.spec.ts can sign a ticket the server never issues (a pending booking's).
      TICKET_SECRET: 'e2e-ticket-secret-for-check-in-tests-0123456789',
    },
  });
  return async () => {
    await product.stop();
    rmSync(env.dataDir, { recursive: true, force: true });
  };
}
