import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const CADDYFILE = resolve(import.meta.dirname, '../../Caddyfile')

export interface CaddyProxy {
  httpPort: number
  httpsPort: number
  /** Caddy's own certificate authority, which signed the site's certificate. */
  rootCertificate: string
  stderr: () => string
  stop: () => Promise<void>
}

/**
 * The repository's Caddyfile on loopback ports, its internal CA kept in a temporary folder (never the
 * trust store), no admin endpoint. Throws when Caddy is not installed.
 */
export async function startCaddy({
  upstreams,
  httpPort,
  httpsPort,
}: {
  upstreams: readonly string[]
  httpPort: number
  httpsPort: number
}): Promise<CaddyProxy> {
  if (spawnSync('caddy', ['version']).status !== 0) {
    throw new Error('caddy is not installed (apt-get install caddy); the fleet tests need it')
  }
  const home = await mkdtemp(join(tmpdir(), 'gtf-caddy-'))
  const child: ChildProcess = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CONFIG_HOME: join(home, 'config'),
      SITE_ADDRESS: 'localhost',
      UPSTREAMS: upstreams.join(' '),
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      CADDY_EXTRA_GLOBAL_OPTIONS: [
        'local_certs',
        'skip_install_trust',
        'admin off',
        'default_bind 127.0.0.1',
      ].join('\n'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
    await rm(home, { recursive: true, force: true })
  }

  const rootPath = join(home, 'data/caddy/pki/authorities/local/root.crt')
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const rootCertificate = await readFile(rootPath, 'utf8').catch(() => '')
    // The site's certificate is issued after the CA exists; "certificate obtained" says it is ready.
    if (rootCertificate && /certificate obtained successfully/.test(stderr)) {
      return { httpPort, httpsPort, rootCertificate, stderr: () => stderr, stop }
    }
    await new Promise((wait) => setTimeout(wait, 100))
  }
  await stop()
  throw new Error(`Caddy did not start:\n${stderr}`)
}
