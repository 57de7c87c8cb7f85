import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { splitTexts } from './vite.config.ts';

export default defineProject({
  // The app's texts come in two parts (decision 095); tests load both as the app does.
  plugins: [react(), splitTexts()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Above the 5 s findBy* wait (setup.ts), so a slow render fails on its own message.
    testTimeout: 15_000,
  },
});
