import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable, unavailableCode } from '../lib/database-unavailable';

export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

/**
 * Runs each job on its interval, never two runs of one job at once in this process.
 * Jobs themselves are idempotent and claim rows with locks, so many processes may run them.
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger): () => Promise<void> {
  const running = new Map<string, Promise<unknown>>();
  const timers = jobs.map((job) => {
    const tick = () => {
      if (running.has(job.name)) return;
      const run = job
        .run()
        .catch((err) => {
          // The database away (docs/operations.md#faults): the next run picks up where this one stopped.
          if (isDatabaseUnavailable(err))
            log.warn({ code: unavailableCode(err), job: job.name }, 'job waits for the database');
          else log.error({ err, job: job.name }, 'job failed');
        })
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    };
    setTimeout(tick, 1000).unref();
    return setInterval(tick, job.everyMs);
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled(running.values());
  };
}
