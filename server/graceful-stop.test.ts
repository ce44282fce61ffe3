import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { expect, it } from 'vitest'
import { minimalPdf } from '../tests/fixtures/documents.ts'
import { consultationPayload, shortPayload } from '../tests/fixtures/enquiry-fixtures.ts'
import {
  freePort,
  serverEnv,
  startServerProcess,
  waitUntilListening,
} from '../tests/fixtures/server-process.ts'
import { startSmtpServer } from '../tests/fixtures/smtp-fixture.ts'
import { prepareServerSandbox } from '../tests/support/server-sandbox.ts'

// SIGTERM stops listening, answers reads, releases held notifications, exits within SHUTDOWN_TIMEOUT_MS.

const sandbox = prepareServerSandbox('gtf-graceful-stop-')

interface JobRow {
  channel: string
  status: string
  lease_owner: string | null
  leased_until: number | null
}

function readJobs(dataDir: string): JobRow[] {
  const db = new DatabaseSync(join(dataDir, 'enquiries.sqlite'))
  try {
    return db
      .prepare('SELECT channel, status, lease_owner, leased_until FROM notifications ORDER BY channel')
      .all()
      .map((row) => ({ ...row }) as unknown as JobRow)
  } finally {
    db.close()
  }
}

/** A POST whose body arrives in pieces the test sends; resolves with the status once answered. */
function openSlowPost(base: string, body: Buffer, declaredLength = body.length) {
  const request = httpRequest(`${base}/api/contact`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(declaredLength) },
  })
  const answered = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    request.on('response', (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    request.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }))
  })
  return { request, answered }
}

const connectionRefused = async (base: string) => {
  try {
    await fetch(`${base}/livez`)
    return false
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED'
  }
}

it('answers a post still arriving at SIGTERM, refuses new connections, releases its leases and exits 0', {
  timeout: 60_000,
}, async () => {
  const { clientDir } = sandbox
  const dataDir = join(sandbox.dataDir, 'drained')
  // Each message takes 2 s to be accepted, so deliveries are in progress and leased when the signal comes.
  const smtp = await startSmtpServer(0, { delayMs: 2_000 })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = startServerProcess(serverEnv({ port, siteDir: clientDir, dataDir, smtpPort: smtp.port }))
  await waitUntilListening(base, server.stderr)
  const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)))

  // One enquiry queues two jobs (sales and acknowledgement); the worker claims both in one pass.
  const first = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(shortPayload()),
  })
  expect(first.status).toBe(201)
  await expect
    .poll(() => readJobs(dataDir).filter((job) => job.lease_owner !== null).length, { timeout: 10_000 })
    .toBe(2)

  const body = Buffer.from(
    JSON.stringify(
      consultationPayload({ filename: 'Scope.pdf', fileContent: minimalPdf().toString('base64') }),
    ),
  )
  const half = Math.floor(body.length / 2)
  const slow = openSlowPost(base, body)
  slow.request.write(body.subarray(0, half))
  // The server has the request (its headers and half its body) before the signal.
  await new Promise((wait) => setTimeout(wait, 300))

  const signalledAt = Date.now()
  server.child.kill('SIGTERM')
  await expect.poll(() => connectionRefused(base), { timeout: 3_000, interval: 50 }).toBe(true)
  slow.request.end(body.subarray(half))
  const answer = await slow.answered
  expect(answer).toMatchObject({ status: 201 })

  const code = await exit
  const stoppedInMs = Date.now() - signalledAt
  await smtp.stop()
  expect(code).toBe(0)
  // The default SHUTDOWN_TIMEOUT_MS is 10 s; this stop only waited for one 2 s delivery.
  expect(stoppedInMs).toBeLessThan(10_000)

  const jobs = readJobs(dataDir)
  // The delivery in progress finished and was recorded; nothing is left leased to the stopped process.
  expect(jobs.filter((job) => job.status === 'sent')).toHaveLength(1)
  expect(jobs.filter((job) => job.status === 'pending').length).toBeGreaterThanOrEqual(1)
  expect(jobs.filter((job) => job.lease_owner !== null || job.leased_until !== null)).toEqual([])
  // The post answered during the stop is stored with its notification jobs.
  expect(jobs.length).toBe(4)
})

it('cuts off work still running at SHUTDOWN_TIMEOUT_MS, releases its leases and exits 1', {
  timeout: 60_000,
}, async () => {
  const { clientDir } = sandbox
  const dataDir = join(sandbox.dataDir, 'cut-off')
  // A relay that takes far longer than the deadline to accept anything.
  const smtp = await startSmtpServer(0, { delayMs: 20_000 })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const timeoutMs = 1_500
  const server = startServerProcess(
    serverEnv(
      { port, siteDir: clientDir, dataDir, smtpPort: smtp.port },
      { SHUTDOWN_TIMEOUT_MS: String(timeoutMs) },
    ),
  )
  await waitUntilListening(base, server.stderr)
  const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)))

  const first = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(shortPayload()),
  })
  expect(first.status).toBe(201)
  await expect
    .poll(() => readJobs(dataDir).filter((job) => job.lease_owner !== null).length, { timeout: 10_000 })
    .toBe(2)

  // An upload arriving steadily (fast enough for the slow-body guard) that would take minutes to finish.
  const slow = openSlowPost(base, Buffer.alloc(0), 5_000_000)
  slow.request.write('{"message":"')
  const trickle = setInterval(() => slow.request.write('x'.repeat(4_096)), 250)
  await new Promise((wait) => setTimeout(wait, 300))

  const signalledAt = Date.now()
  server.child.kill('SIGTERM')
  const code = await Promise.race([
    exit,
    new Promise<'still running'>((r) => setTimeout(r, 8_000, 'still running')),
  ])
  const stoppedInMs = Date.now() - signalledAt
  clearInterval(trickle)
  if (code === 'still running') server.child.kill('SIGKILL')
  slow.request.destroy()

  expect(code).toBe(1)
  expect(stoppedInMs).toBeGreaterThanOrEqual(timeoutMs)
  expect(stoppedInMs).toBeLessThan(timeoutMs + 2_000)
  expect(await slow.answered).toHaveProperty('error')
  // The delivery never finished, yet another instance may take both jobs at once rather than in 2 minutes.
  const jobs = readJobs(dataDir)
  expect(jobs.map((job) => job.status)).toEqual(['pending', 'pending'])
  expect(jobs.filter((job) => job.lease_owner !== null || job.leased_until !== null)).toEqual([])
  await smtp.stop()
})
