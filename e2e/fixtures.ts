import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page, type TestInfo } from '@playwright/test';

/** Scans the page with axe-core; a serious or critical violation fails the test. */
export async function expectAccessible(page: Page, testInfo: TestInfo): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (blocking.length > 0) {
    await testInfo.attach('axe-violations.json', {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  expect(
    blocking.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

/** Saves a full-page screenshot into the test output, named by edition and viewport. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  // Scroll through the page so lazy images load before the full-page capture.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((image) => image.getBoundingClientRect().width > 0)
          .every((image) => image.complete),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}-${width}px.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * Records the page's layout shifts from every next navigation on (CLS's parts); `layoutShift`
 * answers their sum on the current page.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShift(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

/** The phone layout's viewport, as the mobile projects of playwright.config.ts. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Full-page screenshots at 1280 px and at 390 px (the phone layout), then back to the desktop. */
export async function screenshotsAtBothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, testInfo, name);
  await page.setViewportSize(PHONE_VIEWPORT);
  await screenshot(page, testInfo, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** True for addresses on this machine: the only ones a test may reach (there is no internet here). */
export function isLocalUrl(url: URL): boolean {
  if (url.protocol === 'data:' || url.protocol === 'blob:') return true;
  const host = url.hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/** A second browser at once (another person), with the same edition and offline rules as `page`. */
export async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale } = testInfo.project.use;
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    ...(locale ? { locale } : {}),
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  await context.route(
    (url) => !isLocalUrl(url),
    (route) => route.abort('blockedbyclient'),
  );
  return context.newPage();
}

/** Screens this worker has scanned: `project path-shape signed-in`. */
const scannedScreens = new Set<string>();

/**
 * Whether this is the worker's first visit of a screen (its path with numbers as `:id`, its query
 * and whether someone is signed in) in this project. An axe scan takes 2-3 s; the same screen in
 * the same state is scanned once per worker, and dialogs and states are scanned by the tests that
 * open them (expectAccessible).
 */
async function firstVisitOfScreen(page: Page, testInfo: TestInfo): Promise<boolean> {
  const url = new URL(page.url());
  // The web app's session marker (apps/web/src/shared/lib/storage.ts, STORAGE_KEYS.session).
  const signedIn = await page.evaluate(() => localStorage.getItem('session') !== null).catch(() => false);
  const screen = `${testInfo.project.name} ${url.pathname.replace(/\d+/g, ':id')}${url.search} ${signedIn}`;
  if (scannedScreens.has(screen)) return false;
  scannedScreens.add(screen);
  return true;
}

type Fixtures = {
  /** Navigates, waits for the page to settle and scans it with axe. */
  visit: (path: string) => Promise<void>;
  edition: 'us' | 'pl';
};

/**
 * Waits until the app has taken over the page (apps/web shared/lib/app-ready.tsx): a server-rendered
 * page is painted before its code runs, and a click before then does nothing. Pages that are not the
 * app (no `#root`: the API's documents, the outbox) do not wait.
 */
async function appReady(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
}

export const test = base.extend<Fixtures>({
  // Every navigation a test makes (`goto`, `reload`) returns once the app answers clicks.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
  // Every request off this machine (map tiles, fonts, analytics) fails at once instead of waiting
  // for a network that is not there, so pages settle fast and the same way on every run.
  context: async ({ context }, use) => {
    await context.route(
      (url) => !isLocalUrl(url),
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
  edition: async ({}, use, testInfo) => {
    await use(testInfo.project.name.endsWith('pl') ? 'pl' : 'us');
  },
  visit: async ({ page }, use, testInfo) => {
    await use(async (path: string) => {
      await page.goto(path);
      // Settling is a courtesy to the scan, not an assertion: a request of the page before that
      // the browser never reports as finished (an image cut off by the navigation) would otherwise
      // hold the test until its timeout.
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      if (await firstVisitOfScreen(page, testInfo)) await expectAccessible(page, testInfo);
    });
  },
});

export { expect };
