import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/** Tests drive the production build through the real server, on loopback only. */
const PORT = Number(process.env.E2E_PORT ?? 4317)
export const BASE_URL = `http://127.0.0.1:${PORT}`

// Debian's Chromium where it is installed (CI installs it); Playwright's own browser elsewhere.
const SYSTEM_CHROMIUM = '/usr/bin/chromium'
const executablePath = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
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
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  },
})
