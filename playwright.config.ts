import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs share a machine (each with its own data directory, see e2e-server.mjs).
const PORT = Number(process.env.E2E_PORT ?? 5178);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Browser tests against the built app (`npm run test:e2e` builds first). Debian's Chromium is
 * used because browsers cannot be downloaded here (ENVIRONMENT.md).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/playwright-${PORT}`,
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'dot' : 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A phone first (DESIGN §8); specs that check the wide layout resize themselves.
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: 'UTC',
    // Instant transitions: screenshots show settled colours, and no step waits on an animation.
    reducedMotion: 'reduce',
    // The service worker (issue 28) would answer reads from its cache and outlive page.route
    // mocks; specs run without it unless they opt in (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The tests sign up many users from this one address; the sign-up limit has API tests.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SIGNUP_LIMIT: '100000',
    },
  },
});
