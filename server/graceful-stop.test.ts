import { request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'
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

/** A raw connection, to hold it open between requests and pipeline them; `text` is all it has received. */
async function openConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1')
  const connection = { socket, text: '', closed: false }
  socket.on('data', (chunk: Buffer) => {
    connection.text += chunk
  })
  socket.on('error', () => {})
  socket.on('close', () => {
    connection.closed = true
  })
  await new Promise((resolve) => socket.once('connect', resolve))
  return connection
}

const livezRequest = 'GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'

it('closes idle connections at SIGTERM and answers a request queued behind one in flight with 503 and Connection: close', {
  timeout: 60_000,
}, async () => {
  const smtp = await startSmtpServer(0)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = startServerProcess(
    serverEnv({
      port,
      siteDir: sandbox.clientDir,
      dataDir: join(sandbox.dataDir, 'connections'),
      smtpPort: smtp.port,
    }),
  )
  await waitUntilListening(base, server.stderr)
  const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)))

  // A kept-alive connection, idle once its request is answered, as a proxy keeps them.
  const idle = await openConnection(port)
  idle.socket.write(livezRequest)
  await expect.poll(() => idle.text, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 200 /)
  idle.text = ''
  // A post whose body is still arriving at the signal.
  const body = Buffer.from(JSON.stringify(shortPayload()))
  const busy = await openConnection(port)
  busy.socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  )
  busy.socket.write(body.subarray(0, 10))
  await new Promise((wait) => setTimeout(wait, 300))

  server.child.kill('SIGTERM')
  await expect.poll(() => idle.closed, { timeout: 2_000, interval: 20 }).toBe(true)
  expect(idle.text).toBe('')
  // The post's body completes, with a second request right behind it on the same connection.
  busy.socket.write(Buffer.concat([body.subarray(10), Buffer.from(livezRequest)]))
  await expect.poll(() => busy.closed, { timeout: 5_000, interval: 20 }).toBe(true)
  const answers = busy.text.split(/(?=HTTP\/1\.1 \d{3} )/)
  expect(answers.map((answer) => answer.slice(0, 12))).toEqual(['HTTP/1.1 201', 'HTTP/1.1 503'])
  expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i)
  expect(await exit).toBe(0)
  await smtp.stop()
})

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
