import { join } from 'node:path'
import { expect, it } from 'vitest'
import { shortPayload } from '../tests/fixtures/enquiry-fixtures.ts'
import {
  freePort,
  serverEnv,
  startServerProcess,
  waitUntilListening,
} from '../tests/fixtures/server-process.ts'
import { deliveredEnquiryIds, startSmtpServer } from '../tests/fixtures/smtp-fixture.ts'
import { prepareServerSandbox, waitUntilSettled } from '../tests/support/server-sandbox.ts'
import { openSqliteRepo } from './db/sqlite.ts'

const sandbox = prepareServerSandbox('gtf-crash-')

it('keeps every acknowledged enquiry and delivers its notification after a SIGKILL mid-burst', async () => {
  const { clientDir, dataDir } = sandbox
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
  // Twenty visitors posting in a stream (up to 600), so the process is still busy when it is killed.
  const total = 600
  let next = 0
  const visitor = async () => {
    while (next < total) await submit(next++)
  }
  const stream = Array.from({ length: 20 }, visitor)
  await expect.poll(() => acknowledged.length, { timeout: 20_000, interval: 2 }).toBeGreaterThanOrEqual(40)
  first.child.kill('SIGKILL')
  await Promise.all(stream)
  await first.exited
  const acked = [...acknowledged]
  expect(acked.length).toBeLessThan(total)

  const second = startServerProcess(env)
  await waitUntilListening(base, second.stderr)
  // The successor settles every stored job, the killed process's leases once they expire.
  const repo = openSqliteRepo(join(dataDir, 'enquiries.sqlite'))
  try {
    await waitUntilSettled(() => repo.countPendingNotifications())
    second.child.kill('SIGTERM')
    await second.exited
    await smtp.stop()

    const delivered = new Set(deliveredEnquiryIds(smtp.received))
    expect(acked.filter((id) => !delivered.has(id))).toEqual([])
    const stored = new Set((await repo.listEnquiries()).map((row) => row.id))
    expect(acked.filter((id) => !stored.has(id))).toEqual([])
  } finally {
    await repo.close()
  }
}, 90_000)
