import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import { killAllServerProcesses } from '../fixtures/server-process.ts'
import { createSiteFixture } from '../fixtures/site-fixture.ts'

export interface ServerSandbox {
  clientDir: string
  /** The server's data folder (SQLite database, .eml files). */
  dataDir: string
}

/** A fixture site and an empty data folder for tests that start `node server/index.ts`, cleaned up after. */
export function prepareServerSandbox(prefix: string): ServerSandbox {
  const sandbox: ServerSandbox = { clientDir: '', dataDir: '' }
  beforeAll(async () => {
    sandbox.clientDir = await createSiteFixture()
    sandbox.dataDir = await mkdtemp(join(tmpdir(), prefix))
  })
  afterAll(async () => {
    killAllServerProcesses()
    await rm(sandbox.clientDir, { recursive: true, force: true })
    await rm(sandbox.dataDir, { recursive: true, force: true })
  })
  return sandbox
}

/** Waits for every job to settle: a delivery not yet recorded would be sent again, a second copy to count. */
export async function waitUntilSettled(countPending: () => Promise<number>, timeout = 30_000): Promise<void> {
  await expect.poll(countPending, { timeout, interval: 50 }).toBe(0)
}
