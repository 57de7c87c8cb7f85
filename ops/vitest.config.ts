import { defineConfig } from 'vitest/config';

/**
 * The operations tests (npm run test:ops, decision 111): the production topology and its faults,
 * with real processes (nginx, API servers, PostgreSQL, Redis). One file at a time: each starts a
 * whole deployment, and the machine has few CPUs.
 */
export default defineConfig({
  test: {
    name: 'ops',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
