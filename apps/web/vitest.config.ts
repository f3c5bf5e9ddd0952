import { defineConfig } from 'vitest/config';
import { preactCompat } from './build/preact-compat';

export default defineConfig({
  // Tests run what ships: `react` is preact/compat here too (build/preact-compat.ts).
  resolve: { alias: preactCompat },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', '../../packages/shared/src/**/*.test.ts'],
  },
});
