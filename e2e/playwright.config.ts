import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8091);
// E2E_OUTPUT_DIR keeps parallel runs (one per port) from sharing traces, media and reports.
const OUTPUT = process.env.E2E_OUTPUT_DIR ?? './.output';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
};

/**
 * Browser tests run against the production build served by `npm start`, on a throw-away
 * in-memory database seeded with the demo data, on both editions.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `${OUTPUT}/results`,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: process.env.E2E_OUTPUT_DIR
          ? `${OUTPUT}/playwright.json`
          : '../test-results/playwright.json',
      },
    ],
  ],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
    // No fades: the accessibility scan then reads toasts and dialogs in their final colours.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    { name: 'us', use: { ...chromium, baseURL: `http://us.localhost:${PORT}` } },
    { name: 'pl', use: { ...chromium, baseURL: `http://pl.localhost:${PORT}`, locale: 'pl-PL' } },
    {
      name: 'mobile-us',
      use: {
        ...chromium,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        baseURL: `http://us.localhost:${PORT}`,
      },
      grep: /@mobile/,
    },
    {
      name: 'mobile-pl',
      use: {
        ...chromium,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        baseURL: `http://pl.localhost:${PORT}`,
        locale: 'pl-PL',
      },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATABASE_URL: 'memory://',
      MEDIA_DIR: `e2e/${OUTPUT.replace(/^\.\//, '')}/media`,
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
    },
  },
});
