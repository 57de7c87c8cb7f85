import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // Vitest leaves one core free by default: on CI's two cores that is one test file at a time.
    // The files are independent (each API file has its own database), so both cores run them.
    maxWorkers: 2,
  },
});
