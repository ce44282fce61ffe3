import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts'

/** Each spec edits its own copy of content/, so a test never changes the repository's files. */
export default defineConfig({
  testDir: 'tests/editor',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The editor's first load transforms megabytes of modules, which takes long on busy cores.
  timeout: 240_000,
  expect: { timeout: 60_000 },
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromiumPath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'editor', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
})
