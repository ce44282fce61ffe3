import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { shortPayload } from '../tests/fixtures/enquiry-fixtures.ts'
import { createSiteFixture } from '../tests/fixtures/site-fixture.ts'
import { startSmtpServer } from '../tests/fixtures/smtp-fixture.ts'
import { openSqliteRepo } from './db/sqlite.ts'

const root = resolve(import.meta.dirname, '..')
let clientDir: string
let dataDir: string
const children = new Set<ChildProcess>()

beforeAll(async () => {
  clientDir = await createSiteFixture()
  dataDir = await mkdtemp(join(tmpdir(), 'gtf-crash-'))
})
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await rm(clientDir, { recursive: true, force: true })
  await rm(dataDir, { recursive: true, force: true })
})

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  children.add(child)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()))
  void exited.then(() => children.delete(child))
  return { child, exited, stderr: () => stderr }
}

async function waitUntilHealthy(base: string, stderr: () => string) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 50))
  }
  throw new Error(`server not healthy:\n${stderr()}`)
}

it('keeps every acknowledged enquiry and delivers its notification after a SIGKILL mid-burst', async () => {
  const smtp = await startSmtpServer()
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_DIR: clientDir,
    DATA_DIR: dataDir,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SALES_EMAIL: 'sales@globaltekforce.example',
    CONTACT_RATE_LIMIT_MAX: '0',
    CONTACT_MIN_FILL_MS: '0',
    NOTIFY_RETRY_BASE_MS: '100',
    // The killed process's leases are not cleared by its successor: they expire, quickly here.
    NOTIFY_LEASE_MS: '3000',
    LOG_LEVEL: 'warn',
  }
  const first = startServer(env)
  await waitUntilHealthy(base, first.stderr)

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

  const second = startServer(env)
  await waitUntilHealthy(base, second.stderr)
  const delivered = () =>
    new Set(smtp.received.map((mail) => /Reference: (\S+)/.exec(mail.parsed.text ?? '')?.[1]))
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
