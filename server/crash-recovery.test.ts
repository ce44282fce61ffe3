import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { shortPayload } from '../tests/fixtures/enquiry-fixtures.ts'
import {
  freePort,
  killAllServerProcesses,
  serverEnv,
  startServerProcess,
  waitUntilListening,
} from '../tests/fixtures/server-process.ts'
import { createSiteFixture } from '../tests/fixtures/site-fixture.ts'
import { startSmtpServer } from '../tests/fixtures/smtp-fixture.ts'
import { openSqliteRepo } from './db/sqlite.ts'

let clientDir: string
let dataDir: string

beforeAll(async () => {
  clientDir = await createSiteFixture()
  dataDir = await mkdtemp(join(tmpdir(), 'gtf-crash-'))
})
afterAll(async () => {
  killAllServerProcesses()
  await rm(clientDir, { recursive: true, force: true })
  await rm(dataDir, { recursive: true, force: true })
})

it('keeps every acknowledged enquiry and delivers its notification after a SIGKILL mid-burst', async () => {
  const smtp = await startSmtpServer()
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = serverEnv(
    { port, siteDir: clientDir, dataDir, smtpPort: smtp.port },
    // The killed process's leases are not cleared by its successor: they expire, quickly here.
    { NOTIFY_LEASE_MS: '3000' },
  )
  const first = startServerProcess(env)
  await waitUntilListening(base, first.stderr)

  const acknowledged: string[] = []
  const submit = async (index: number) => {
    try {
      const res = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(shortPayload({ name: `Burst visitor ${index}` })),
      })
      if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id)
    } catch {
      // The connection died with the process: not acknowledged, so the visitor was told it failed.
    }
  }
  // 200 concurrent submissions; the process is killed as soon as 40 have been acknowledged.
  const burst = Array.from({ length: 200 }, (_, index) => submit(index))
  const deadline = Date.now() + 20_000
  while (acknowledged.length < 40 && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 2))
  first.child.kill('SIGKILL')
  await Promise.all(burst)
  await first.exited
  const acked = [...acknowledged]
  expect(acked.length).toBeGreaterThanOrEqual(40)
  expect(acked.length).toBeLessThan(200)

  const second = startServerProcess(env)
  await waitUntilListening(base, second.stderr)
  const delivered = () =>
    new Set(smtp.received.map((mail) => /Enquiry ID: (\S+)/.exec(mail.parsed.text ?? '')?.[1]))
  const deliverDeadline = Date.now() + 30_000
  while (acked.some((id) => !delivered().has(id)) && Date.now() < deliverDeadline) {
    await new Promise((wait) => setTimeout(wait, 50))
  }
  second.child.kill('SIGTERM')
  await second.exited
  await smtp.stop()

  expect(acked.filter((id) => !delivered().has(id))).toEqual([])
  const repo = openSqliteRepo(join(dataDir, 'enquiries.sqlite'))
  const stored = new Set((await repo.listEnquiries()).map((row) => row.id))
  await repo.close()
  expect(acked.filter((id) => !stored.has(id))).toEqual([])
}, 90_000)
