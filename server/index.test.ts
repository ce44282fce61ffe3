import { type ChildProcess, spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSiteFixture, FIXTURE } from '../tests/fixtures/site-fixture.ts'

const root = resolve(import.meta.dirname, '..')
// Start-up opens and migrates the enquiry database too; a busy CI machine needs the margin.
const TEST_TIMEOUT = 40_000

interface Running {
  child: ChildProcess
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  output: () => { stdout: string; stderr: string }
}

const children = new Set<ChildProcess>()

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) => {
    child.once('exit', (code, signal) => {
      children.delete(child)
      resolveExit({ code, signal })
    })
  })
  return { child, exited, output: () => ({ stdout, stderr }) }
}

async function refusedStart(env: Record<string, string>) {
  const running = startServer(env)
  const result = await withinMs(running.exited, 10_000)
  return { result, stderr: running.output().stderr }
}

/** A port nobody is listening on: bind port 0, note what the system gave, release it. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise<void>((done) => server.close(() => done()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

async function waitUntilHealthy(running: Running, base: string, timeoutMs = 25_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let died = false
  void running.exited.then(() => {
    died = true
  })
  while (Date.now() < deadline) {
    if (died) throw new Error(`server exited before it was healthy:\n${running.output().stderr}`)
    try {
      const res = await fetch(`${base}/healthz`)
      if (res.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 50))
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${running.output().stderr}`)
}

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return Promise.race([promise, new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), ms))])
}

let siteDir: string

beforeAll(async () => {
  siteDir = await createSiteFixture()
})

afterEach(async () => {
  await Promise.all(
    [...children].map(async (child) => {
      const gone = new Promise((done) => child.once('exit', done))
      child.kill('SIGKILL')
      await withinMs(gone, 5000)
    }),
  )
})

afterAll(async () => {
  if (siteDir) await rm(siteDir, { recursive: true, force: true })
  if (siteDir) await rm(`${siteDir}-data`, { recursive: true, force: true })
})

describe('node server/index.ts', () => {
  const HEALTH_TOKEN = 'a-staff-token-of-at-least-32-characters'
  async function startHealthy() {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const running = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SITE_DIR: siteDir,
      // The enquiry database of these runs stays out of the checkout.
      DATA_DIR: `${siteDir}-data`,
      HEALTH_TOKEN,
    })
    await waitUntilHealthy(running, base)
    return { running, base }
  }

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'starts, serves the site and exits with code 0 within 5 s of %s',
    async (signal) => {
      const { running, base } = await startHealthy()

      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' })
      const health = await fetch(`${base}/healthz`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } })
      expect(await health.json()).toMatchObject({
        status: 'ok',
        database: 'sqlite',
        notifications: { pending: 0 },
        discarded: { honeypot: 0, tooFast: 0 },
      })
      const home = await fetch(`${base}/`)
      expect(home.status).toBe(200)
      expect(home.headers.get('content-type')).toMatch(/^text\/html/)
      await home.arrayBuffer()

      running.child.kill(signal)
      const result = await withinMs(running.exited, 5000)
      expect(result).toEqual({ code: 0, signal: null })
      expect(running.output().stderr).not.toMatch(/error/i)
    },
    TEST_TIMEOUT,
  )

  it(
    'serves the build in SITE_DIR',
    async () => {
      const { running, base } = await startHealthy()
      const home = await fetch(`${base}/`)
      expect(await home.text()).toBe(FIXTURE.home)
      const about = await fetch(`${base}/about`)
      expect(await about.text()).toBe(FIXTURE.about)
      running.child.kill('SIGTERM')
      await withinMs(running.exited, 5000)
    },
    TEST_TIMEOUT,
  )

  it(
    'exits non-zero and names the bad variable when the environment is invalid',
    async () => {
      const { result, stderr } = await refusedStart({
        PORT: 'notanumber',
        HOST: '127.0.0.1',
        SITE_DIR: siteDir,
      })
      expect(result).not.toBe('timeout')
      if (result === 'timeout') return
      expect(result.code).not.toBe(0)
      expect(result.code).not.toBeNull()
      expect(stderr).toContain('PORT')
      expect(stderr).not.toContain('HOST')
    },
    TEST_TIMEOUT,
  )

  it(
    'lists every bad variable, not just the first',
    async () => {
      const { result, stderr } = await refusedStart({ PORT: '99999', LOG_LEVEL: 'loud', SITE_DIR: siteDir })
      expect(result).toMatchObject({ code: 1 })
      expect(stderr).toContain('PORT')
      expect(stderr).toContain('LOG_LEVEL')
    },
    TEST_TIMEOUT,
  )
})
