import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, it } from 'vitest'
import { createSiteFixture } from '../../tests/fixtures/site-fixture.ts'
import { freePort } from '../free-port.ts'
import { startLocalOidcProvider } from './staff/local-oidc-provider.ts'

it('refuses to run the password-less demo with NODE_ENV=production, before listening or writing anything', () => {
  const run = spawnSync(process.execPath, [resolve(import.meta.dirname, 'staff-demo.ts')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: '/nonexistent/never-written' },
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(run.status).toBe(1)
  expect(run.stderr).toContain('never runs with NODE_ENV=production')
})

it('never starts the local identity provider in production', async () => {
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await expect(startLocalOidcProvider({ accounts: {}, clients: [] })).rejects.toThrow(
      /never runs in production/,
    )
  } finally {
    process.env.NODE_ENV = previous
  }
})

/** Local addresses listening on `port`, from the kernel's own table (hex IP:port, state 0A = LISTEN). */
async function listenersOn(port: number): Promise<string[]> {
  const found: string[] = []
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const rows = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1)
    for (const row of rows) {
      const [, local = '', , state] = row.trim().split(/\s+/)
      const [address = '', hexPort = ''] = local.split(':')
      if (state === '0A' && Number.parseInt(hexPort, 16) === port) found.push(address)
    }
  }
  return found
}

it('starts the inbox with a local provider on 127.0.0.1 only and prints how each demo person signs in', async () => {
  const [port, providerPort] = [await freePort(), await freePort()]
  const siteDir = await createSiteFixture()
  const dataDir = await mkdtemp(join(tmpdir(), 'gtf-staff-demo-'))
  const demo = spawn(process.execPath, [resolve(import.meta.dirname, 'staff-demo.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      STAFF_DEMO_PROVIDER_PORT: String(providerPort),
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  demo.stdout.on('data', (chunk: Buffer) => {
    output += chunk
  })
  const exited = new Promise((resolveExit) => demo.once('exit', resolveExit))
  try {
    await expect.poll(() => output, { timeout: 20_000 }).toContain('Stop with Ctrl+C')
    expect(output).toContain(`Open http://localhost:${port}/staff`)
    for (const [login, role] of [
      ['viewer', 'viewer'],
      ['handler', 'handler'],
      ['admin', 'admin'],
    ])
      expect(output).toMatch(new RegExp(`${login} +${login}@globaltekforce\\.com \\(${role}\\)`))
    expect(await listenersOn(providerPort)).toEqual(['0100007F'])
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/livez`).catch(() => null))?.status, {
        timeout: 20_000,
      })
      .toBe(200)
    const signIn = await fetch(`http://127.0.0.1:${port}/staff/auth/sign-in`, { redirect: 'manual' })
    expect(signIn.status).toBe(303)
    expect(signIn.headers.get('location')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${providerPort}/`))
  } finally {
    demo.kill('SIGTERM')
    await exited
    await rm(dataDir, { recursive: true, force: true })
    await rm(siteDir, { recursive: true, force: true })
  }
}, 60_000)
