/**
 * End-to-end tests: the built SPA and the BFF as one server (`tsx bff/server.ts`) on a fresh SQLite file,
 * driven by Debian's Chromium (its headless shell) at desktop (1280x800) and phone (360x740) sizes.
 * `npm run test:e2e` builds the app first; `npx playwright test` expects dist/app to be built.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { RATE_LIMITS_OFF } from './tests/support/rate-limits-off';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3105);
/** Several runs side by side (one per engineer or helper) each set E2E_PORT, E2E_OUTPUT_DIR and E2E_STATIC_DIR. */
const outputDir = process.env.E2E_OUTPUT_DIR ?? path.join(rootDir, 'test-results');
const staticDir = process.env.E2E_STATIC_DIR ?? path.join(rootDir, 'dist', 'app');

/**
 * A database file of this run only. The main process names it; the workers, forked after the config is
 * loaded, inherit the variable and so read the file the server writes. Playwright clears test-results/
 * before it starts the server, so old files do not pile up.
 */
const sqliteFile = (process.env.E2E_SQLITE_FILE ??= path.join(outputDir, `e2e-${Date.now()}-${process.pid}.db`));
const baseURL = `http://127.0.0.1:${port}`;
/** The run's mailbox (tests/e2e/support/mail-catcher.ts): SMTP in, and an HTTP reader for the tests; the workers inherit the ports. */
process.env.E2E_SMTP_PORT ??= String(port + 2);
process.env.E2E_MAILBOX_PORT ??= String(port + 3);

/**
 * Debian's headless shell (chromium-headless-shell): the same Chromium and Blink as /usr/bin/chromium without the
 * desktop browser around them, and the build Playwright itself runs headless. On CI's two cores a page in a
 * new context cost about a third of the CPU the full browser took (12 loads: 14 s against 25 s), and the suite
 * ran 11% faster. The full browser is for what the shell lacks: a fake camera (camera-capture.spec.ts).
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/lib/chromium/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

export default defineConfig({
  testDir: './tests/e2e',
  outputDir,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 3,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // A worker's tests share one browser context and page, reset between tests (tests/e2e/support/test.ts): a
    // fresh context per test started a renderer process each time, as much CPU as a short test itself.
    reuseContext: true,
    // Recording a trace costs every test about a tenth of its time: on CI only a retried test records one.
    // E2E_TRACE=retain-on-failure keeps the trace of a first attempt that failed (a flaky test's, on a CI-like run).
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? (process.env.CI ? 'on-first-retry' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    // Transitions end at once (the theme respects the setting), so a test waits for a state, never for motion.
    reducedMotion: 'reduce',
  },
  projects: [
    // The Storybook walk first, three stories at a time: a story's play function mostly waits on the component's
    // own timers (a draft's save, a step's skeleton), so two workers left a third of the two cores idle.
    { name: 'storybook', testMatch: 'storybook.spec.ts', workers: 3, use: { ...chromium, viewport: { width: 1280, height: 800 } } },
    // Only tests tagged ALSO_ON_PHONE (tests/e2e/support/test.ts): those that check what a phone changes; one at a
    // time (their renderer, emulating a phone, keeps a core busy).
    {
      name: 'phone',
      grep: /@phone/,
      testIgnore: 'storybook.spec.ts',
      workers: 1,
      use: { ...chromium, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
    // The app's pages at 1280 px, on every slot the phone's one leaves: two beside it, all three once it is done.
    // (The phone's tests are queued first, so its single worker starts at once instead of trailing at the end.)
    { name: 'desktop', testIgnore: 'storybook.spec.ts', workers: 3, use: { ...chromium, viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: 'npx tsx tests/e2e/support/mail-catcher.ts',
      cwd: rootDir,
      url: `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/messages`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx bff/server.ts',
      cwd: rootDir,
      url: `${baseURL}/api/csrf-token`,
      // The tests read the database the server writes, so they never attach to a server started elsewhere.
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        SQLITE_FILE: sqliteFile,
        // SQLite even when the shell names a PostgreSQL database.
        DATABASE_URL: '',
        STATIC_DIR: staticDir,
        // Signing links and mailed links point here, the pages' own origin (the signing frame must be same-origin).
        PUBLIC_BASE_URL: baseURL,
        // Every test submits from 127.0.0.1, far faster than a person; the 429 path is faked in the page
        // (standard-quote.spec.ts) and the limits themselves are checked by the contract suites.
        ...RATE_LIMITS_OFF,
        // The partner pages of standard-quote.spec.ts, which show the embedded forms in a frame: served on
        // localhost (another site than 127.0.0.1) by the test, on a port of its own.
        EMBED_FRAME_ANCESTORS: "'self' http://localhost:*",
        // Every mail goes to the run's mailbox, over SMTP, as in production.
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        MAIL_POLL_INTERVAL_MS: '200',
        // WebAuthn refuses IP addresses: the passkey test works on localhost (customer-account.spec.ts).
        PASSKEY_ORIGIN: `http://localhost:${port}`,
      },
    },
  ],
});
