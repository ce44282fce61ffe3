import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { capabilityPdf } from '#content/capability-pdf.ts'
import { listSitePaths } from '#content/site-paths.ts'
import { minimalDoc, minimalDocx, minimalPdf } from '../fixtures/documents.ts'
import { consultationPayload, shortPayload } from '../fixtures/enquiry-fixtures.ts'
import { freePort } from '../fixtures/server-process.ts'

/** Built by scripts/build-steps/container/build-image.sh, which `npm run test:image` runs first. */
const IMAGE = process.env.GTF_IMAGE ?? 'gtf-site'

const buildah = (...args: string[]) => execFileSync('buildah', args, { encoding: 'utf8' }).trim()

interface ImageConfig {
  User?: string
  Entrypoint?: string[]
  Cmd?: string[]
  Env?: string[]
  Volumes?: Record<string, object>
  Healthcheck?: { Test?: string[] }
}

/** The processes buildah started for a run (chroot isolation shares the host's process table). */
function descendantsOf(ancestor: number): { pid: number; args: string }[] {
  const processes = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args: args ?? '' }))
  const found: { pid: number; args: string }[] = []
  const visit = (parent: number) => {
    for (const entry of processes.filter((candidate) => candidate.ppid === parent)) {
      found.push(entry)
      visit(entry.pid)
    }
  }
  visit(ancestor)
  return found
}

function findInit(ancestor: number): number {
  const init = descendantsOf(ancestor).find((entry) => /^\/usr\/bin\/tini\b/.test(entry.args))
  if (!init) throw new Error('tini is not running in the container')
  return init.pid
}

/**
 * The image as a host runs it (entrypoint, user, data volume), then smoke requests. Uses buildah, so it
 * needs no daemon; without buildah it fails rather than skips.
 */
describe('the container image', () => {
  let container = ''
  let rootfs = ''
  let dataDir = ''
  let restoredDir = ''
  let port = 0
  let server: ChildProcess | undefined
  let exited: Promise<number | null>
  let stderr = ''
  /** The server's JSON log lines. */
  let log = ''
  let firstAnswerMs = 0
  let config: ImageConfig = {}
  const base = () => `http://127.0.0.1:${port}`
  /** Documents the server accepted, by enquiry id, as SHA-256 of what was sent. */
  const documents = new Map<string, string>()

  /** `buildah run` arguments for the container on the host's network, told the server's port. */
  const runOnHostNetwork = (options: string[], command: string[]) => [
    'run',
    '--isolation',
    'chroot',
    '--network',
    'host',
    '--env',
    `PORT=${port}`,
    ...options,
    container,
    '--',
    ...command,
  ]

  /** Files the runs changed in the container, the data volume and what buildah writes left out. */
  const writtenOutsideData = () =>
    execFileSync('find', [rootfs, '-xdev', '-newer', join(rootfs, '.smoke-start'), '-not', '-type', 'd'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map((path) => path.slice(rootfs.length))
      // Written by buildah itself for each run: name resolution for the host network.
      .filter((path) => !/^\/(etc\/(hosts|resolv\.conf|hostname)|tmp\/|run\/)/.test(path))

  beforeAll(async () => {
    config = (JSON.parse(buildah('inspect', '--type', 'image', IMAGE)) as { Docker: { config: ImageConfig } })
      .Docker.config
    container = buildah('from', '--pull-never', IMAGE)
    // buildah run gives a declared VOLUME a fresh folder of its own that hides -v; a container host mounts
    // the named volume there instead, as -v does once the declaration is lifted from this working copy.
    buildah('config', '--volume', '/data-', container)
    rootfs = buildah('mount', container)
    dataDir = await mkdtemp(join(tmpdir(), 'gtf-image-data-'))
    // The image's unprivileged user owns its data folder; here, one the host made.
    await chmod(dataDir, 0o777)
    await writeFile(join(rootfs, '.smoke-start'), '')
    port = await freePort()
    const command = [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])]
    const launchedAt = performance.now()
    server = spawn(
      'buildah',
      runOnHostNetwork(['-v', `${dataDir}:/data`, '--env', 'HOST=127.0.0.1'], command),
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    server.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk
    })
    server.stdout?.on('data', (chunk: Buffer) => {
      log += chunk
    })
    exited = new Promise((resolveExit) => server?.once('exit', (code) => resolveExit(code)))
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline) {
      const answered = await fetch(`${base()}/livez`).then(
        (response) => response.ok,
        () => false,
      )
      if (answered) {
        firstAnswerMs = performance.now() - launchedAt
        break
      }
      await new Promise((wait) => setTimeout(wait, 50))
    }
    if (!firstAnswerMs) throw new Error(`the container did not answer /livez in 30 s:\n${stderr}`)
    const size = buildah('images', '--format', '{{.Size}}', IMAGE)
    process.stdout.write(
      `image ${IMAGE}: ${size}; first answer ${Math.round(firstAnswerMs)} ms after start\n`,
    )
  }, 60_000)

  afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      // Killing buildah alone would leave the server running, reparented to init.
      for (const { pid } of descendantsOf(server.pid)) process.kill(pid, 'SIGKILL')
      server.kill('SIGKILL')
      await exited
    }
    if (container) buildah('rm', container)
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
    if (restoredDir) await rm(restoredDir, { recursive: true, force: true })
  })

  it('runs as an unprivileged user under an init, with one volume for DATA_DIR', () => {
    expect(config.User).toBe('site')
    expect(config.Entrypoint?.[0]).toMatch(/tini$/)
    expect(config.Cmd).toEqual(['node', 'server/index.ts'])
    expect(Object.keys(config.Volumes ?? {})).toEqual(['/data'])
    expect(config.Env).toEqual(expect.arrayContaining(['NODE_ENV=production', 'DATA_DIR=/data']))
    expect(buildah('run', '--isolation', 'chroot', container, '--', 'id', '-u')).toBe('10001')
  })

  it('carries no package caches, no page or editor sources and no development packages', () => {
    // Empty lock files are apt's own; any content is a cache left behind.
    const files = (...paths: string[]) =>
      execFileSync('find', [...paths.map((path) => join(rootfs, path)), '-type', 'f', '-size', '+0'], {
        encoding: 'utf8',
      })
    expect(files('/var/cache/apt', '/var/lib/apt/lists')).toBe('')
    const app = readdirSync(join(rootfs, 'app'))
    expect(app).not.toContain('app')
    expect(app).not.toContain('keystatic.config.ts')
    expect(readdirSync(join(rootfs, 'app/editor'))).toEqual(['settings.ts'])
    const packages = readdirSync(join(rootfs, 'app/node_modules'))
    for (const name of ['react', 'react-router', 'lucide-react', 'typescript', 'vite'])
      expect(packages).not.toContain(name)
  })

  it('answers the smoke set: pages, a 404, the capability PDF, /livez', async () => {
    const home = await fetch(`${base()}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('GlobalTekForce')
    const service = listSitePaths().find((path) => path.startsWith('/services/'))
    expect(service).toBeDefined()
    expect((await fetch(`${base()}${service}`)).status).toBe(200)
    const missing = await fetch(`${base()}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toMatch(/text\/html/)
    const pdf = await fetch(`${base()}${capabilityPdf.href}`)
    expect(pdf.status).toBe(200)
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect((await fetch(`${base()}/livez`)).status).toBe(200)
  })

  it('passes its own health check, which needs no curl', () => {
    const test = config.Healthcheck?.Test ?? []
    expect(test[0]).toBe('CMD')
    const output = execFileSync('buildah', runOnHostNetwork([], test.slice(1)), { encoding: 'utf8' })
    expect(output).toBe('')
  })

  it('checks uploaded PDF and Word documents with the parsers the image installs', async () => {
    const samples = [
      { name: 'Statement of work.pdf', type: 'application/pdf', content: minimalPdf() },
      {
        name: 'Statement of work.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: minimalDocx(),
      },
      { name: 'Statement of work.doc', type: 'application/msword', content: minimalDoc() },
    ]
    for (const sample of samples) {
      const form = new FormData()
      for (const [key, value] of Object.entries(consultationPayload())) form.append(key, String(value))
      form.append('document', new Blob([new Uint8Array(sample.content)], { type: sample.type }), sample.name)
      const response = await fetch(`${base()}/api/contact`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: form,
      })
      // A parser the image lacked would fail its check, and the document would be refused.
      expect(response.status, `${sample.name}: ${await response.clone().text()}`).toBe(201)
      const { id } = (await response.json()) as { id: string }
      documents.set(id, createHash('sha256').update(sample.content).digest('hex'))
    }
  })

  it('stores an enquiry in the volume and stops cleanly on SIGTERM, writing nowhere else', async () => {
    const response = await fetch(`${base()}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(shortPayload({ name: 'Container smoke visitor' })),
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }

    // As a container runtime stops it: SIGTERM to the init (buildah run would kill the process instead).
    process.kill(findInit(server?.pid ?? 0), 'SIGTERM')
    expect(await exited, stderr).toBe(0)
    expect(log).toContain('"outcome":"drained"')
    expect(await readdir(dataDir)).toContain('enquiries.sqlite')
    const db = new DatabaseSync(join(dataDir, 'enquiries.sqlite'))
    try {
      expect(db.prepare('SELECT name FROM enquiries WHERE id = ?').get(id)).toEqual({
        name: 'Container smoke visitor',
      })
      const stored = db.prepare('SELECT enquiry_id, sha256 FROM enquiry_documents').all()
      expect(new Map(stored.map((row) => [row.enquiry_id, row.sha256]))).toEqual(documents)
    } finally {
      db.close()
    }
    // A read-only root filesystem would have refused any of these writes.
    expect(writtenOutsideData()).toEqual([])
  })

  it('backs up the volume and restores it into an empty one with the enquiries command it carries', async () => {
    /** Its report goes to stderr; a failure throws with it. */
    const enquiries = (volumes: string[], ...args: string[]) => {
      const run = spawnSync(
        'buildah',
        [
          'run',
          '--isolation',
          'chroot',
          ...volumes.flatMap((volume) => ['-v', volume]),
          container,
          '--',
          'node',
          'scripts/operate/enquiries.ts',
          ...args,
        ],
        { encoding: 'utf8' },
      )
      expect(run.status, run.stderr).toBe(0)
      return run.stderr
    }
    expect(enquiries([`${dataDir}:/data`], 'backup', '--out', '/data/backups/')).toMatch(
      /^wrote \/data\/backups\/enquiries-\d{8}T\d{6}Z\.sqlite /,
    )
    const [backup = ''] = await readdir(join(dataDir, 'backups'))
    restoredDir = await mkdtemp(join(tmpdir(), 'gtf-image-restored-'))
    await chmod(restoredDir, 0o777)
    expect(
      enquiries([`${restoredDir}:/data`, `${dataDir}/backups:/backups:ro`], 'restore', `/backups/${backup}`),
    ).toContain(`restored /backups/${backup} into /data`)
    const db = new DatabaseSync(join(restoredDir, 'enquiries.sqlite'), { readOnly: true })
    try {
      const stored = db.prepare('SELECT enquiry_id, sha256 FROM enquiry_documents').all()
      expect(new Map(stored.map((row) => [row.enquiry_id, row.sha256]))).toEqual(documents)
    } finally {
      db.close()
    }
    expect(writtenOutsideData()).toEqual([])
  })
})
