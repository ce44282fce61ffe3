import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts'

/** The staff inbox in a browser; each spec starts its own server and identity provider, so no build is needed. */
export default defineConfig({
  testDir: 'tests/staff',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromiumPath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'staff', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
})
