import { defineConfig } from '@playwright/test'
import base from './playwright.config.ts'
import { CONTENT_SET_SUITES } from './scripts/test-support/content-set.ts'

/** The browser suites run on a build of the second content set (scripts/test-support/content-set.ts). */
export default defineConfig({
  ...base,
  testDir: 'tests',
  testMatch: CONTENT_SET_SUITES.e2e.map((file) => file.replace(/^tests\//, '')),
})
