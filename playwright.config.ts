import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium.ts'

/**
 * End-to-end tests against the production build with the embedded mock backend, in Debian's
 * Chromium (browser downloads do not work on our machines). Each worker starts its own server and
 * so its own mock backend (tests/e2e/support/test.ts), so test files run in parallel; the tests
 * of one file run in order, each resetting the state it needs through `/__mock/reset`.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Every exchange with the mock backend is checked against the contract; any violation fails.
  globalSetup: './tests/e2e/support/contract-report.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  // Whole flows (edit → confirm → fix → complete) on a loaded 2-core machine take over 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
