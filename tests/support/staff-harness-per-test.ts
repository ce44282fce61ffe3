import { rm } from 'node:fs/promises'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { TestRepo } from '../fixtures/enquiry-fixtures.ts'
import { createSiteFixture } from '../fixtures/site-fixture.ts'
import { type StaffHarness, startStaffHarness } from './staff-harness.ts'

/** One site fixture per file and one harness per test, on a fresh database of the kind under test. */
export function staffHarnessPerTest(): {
  start(testRepo: TestRepo): Promise<StaffHarness>
  clientDir(): string
} {
  let clientDir = ''
  const cleanups: (() => Promise<void>)[] = []
  beforeAll(async () => {
    clientDir = await createSiteFixture()
  })
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  afterAll(async () => {
    if (clientDir) await rm(clientDir, { recursive: true, force: true })
  })
  return {
    async start(testRepo) {
      const opened = await testRepo.open()
      cleanups.push(opened.cleanup)
      const harness = await startStaffHarness({ clientDir, openRepo: () => opened.repo, closesRepo: false })
      cleanups.push(() => harness.close())
      return harness
    },
    clientDir: () => clientDir,
  }
}
