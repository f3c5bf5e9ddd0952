import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Bounds no healthy run nears: a test's verdict must not follow the machine's speed. With the
    // machine at a load of 14-18 (two cores), tests that start two apps took 30-42 s and failed the
    // old 30 s bound while every assertion held; the slowest single passing test then was 28 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
