/** Servers in processes of their own, so Lighthouse's work in the bench's process delays no response. */
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from '../../free-port.ts'

const root = resolve(import.meta.dirname, '../../..')

export type SiteProcess = { origin: string; pid: number; stop: () => Promise<void> }

async function waitUntilAnswering(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const answers = () =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    )
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && child.exitCode === null) {
    if (await answers()) return
    await sleep(100)
  }
  throw new Error(`${url} did not answer:\n${stderr()}`)
}

async function startNode(
  script: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<SiteProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
  }
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitUntilAnswering(`${origin}${readyPath}`, child, () => stderr)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, pid: child.pid ?? 0, stop }
}

/** `node server/index.ts`, as `npm start` runs it, with its database in a temporary folder. */
export async function startSiteProcess(clientDir: string): Promise<SiteProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gtf-bench-web-'))
  const removeOnExit = () => rmSync(dataDir, { recursive: true, force: true })
  process.once('exit', removeOnExit)
  const site = await startNode(
    'server/index.ts',
    { NODE_ENV: 'production', HOST: '127.0.0.1', SITE_DIR: clientDir, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    '/livez',
  ).catch(async (error) => {
    await rm(dataDir, { recursive: true, force: true })
    throw error
  })
  return {
    ...site,
    async stop() {
      await site.stop()
      await rm(dataDir, { recursive: true, force: true })
      process.off('exit', removeOnExit)
    },
  }
}

export function startReferenceProcess(): Promise<SiteProcess> {
  return startNode('scripts/bench/perf/reference-server.ts', {}, '/')
}
