import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    include: ['src/**/*.test.ts'],
    // The files share a worker's loaded modules instead of loading the whole API again each: 40
    // files took 88 s instead of 183 s. Nothing in a file may rely on a fresh module: each builds
    // its own app and database, and a file that stubs a global restores it.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
