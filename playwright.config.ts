import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts'

/** Tests drive the production build through the real server, on loopback only. */
const PORT = Number(process.env.E2E_PORT ?? 4317)
export const BASE_URL = `http://127.0.0.1:${PORT}`
/** The e2e server's enquiry database and .eml folder, one per port so parallel runs never share them. */
export const E2E_DATA_DIR = `.e2e-data/${PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two workers share two cores with the server and the browsers: a page can take seconds to hydrate,
  // and a sweep over a long page a minute. Generous limits keep a slow moment from reading as a failure.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // No trace by default: recording one for every test doubled the suite's time on two cores (2.2 min
    // without, 4.6 min with, the same 127 tests; decision 024). A failure still leaves its screenshot
    // and the page's accessibility snapshot; `npx playwright test <spec> --trace on` records one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell or Chromium where installed (CI installs both); Playwright's own elsewhere.
      executablePath: testChromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node server/index.ts',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: E2E_DATA_DIR,
      // Browser tests send many forms quickly from one address; the server tests cover both limits.
      CONTACT_RATE_LIMIT_MAX: '0',
      CONTACT_MIN_FILL_MS: '0',
    },
  },
})
