import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts'

/**
 * The content editor's browser tests. They need no site build: each spec starts `npm run edit` on a
 * copy of content/ of its own, so a test never changes the repository's files.
 */
export default defineConfig({
  testDir: 'tests/editor',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The editor's first page load transforms and runs megabytes of modules; on two busy cores it takes
  // half a minute.
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
