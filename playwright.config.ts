import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts'

const PORT = Number(process.env.E2E_PORT ?? 4317)
export const BASE_URL = `http://127.0.0.1:${PORT}`
/** One per port so parallel runs never share them. */
export const E2E_DATA_DIR = `.e2e-data/${PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two workers share two cores with the server and browsers; generous limits keep a slow moment from failing.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // No trace by default: it doubles the suite's time on two cores (decision 024); use --trace on to record one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
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
    // As `npm start` runs it (scripts/start.ts).
    env: {
      NODE_ENV: 'production',
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
