import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';

const PORT = Number(process.env.E2E_PORT ?? 8091);
// E2E_OUTPUT_DIR keeps parallel runs (one per port) from sharing traces, media and reports.
const OUTPUT = process.env.E2E_OUTPUT_DIR ?? './.output';

// Debian's old headless shell when installed (scripts/ensure-chromium.sh): the same Blink without the
// full browser's UI and GPU compositing, a fifth less time per test here (decision 051).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** The phone the issues measure at (390 px wide, as an iPhone 12 to 15). */
const PHONE = { width: 390, height: 844 };
/** A phone's browser says so: the server renders its first screen in the phone layout (decision 128). */
const PHONE_USER_AGENT = devices['Pixel 7'].userAgent;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath, args: CHROMIUM_FLAGS },
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
  timeout: 90_000,
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
        viewport: PHONE,
        userAgent: PHONE_USER_AGENT,
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
        viewport: PHONE,
        userAgent: PHONE_USER_AGENT,
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
    // Never a server already on the port (it would be written into, and its build may be stale):
    // Playwright then stops with "…is already used…"; E2E_REUSE_SERVER=1 reuses one deliberately.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATABASE_URL: 'memory://',
      MEDIA_DIR: `e2e/${OUTPUT.replace(/^\.\//, '')}/media`,
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
      // A test server: the one place a cheaper password hash is allowed (2^14 instead of 2^17,
      // 0.09 s instead of 0.76 s here), since every test signs in or registers several times.
      NODE_ENV: 'test',
      PASSWORD_SCRYPT_LOG_N: '14',
      // Per-IP limits count every caller (decision 072). The test runner registers far more people
      // than one address may in an hour, so its set-up calls each give a client address of their
      // own in X-Forwarded-For (auth-helpers.ts), believed when it comes from this host only.
      TRUST_PROXY: 'loopback',
      // Proof of work on the forms (decision 134): the browser's forms all come from loopback and the
      // set-up calls from one /24 per worker, so suspicion starts late here; proof-of-work.spec.ts
      // raises it for an address of its own with a burst first.
      PROOF_OF_WORK_IP_ATTEMPTS: '100',
      PROOF_OF_WORK_NETWORK_ATTEMPTS: '100000',
      // Small challenges: two browsers solve them at once on a loaded two-core machine.
      ALTCHA_MAX_NUMBER: '5000',
    },
  },
});
