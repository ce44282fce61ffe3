import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { shortPayload } from '../fixtures/enquiry-fixtures.ts'
import {
  freePort,
  type ServerProcess,
  serverEnv,
  startServerProcess,
  waitUntilListening,
} from '../fixtures/server-process.ts'
import { FIXTURE } from '../fixtures/site-fixture.ts'
import { startSmtpServer } from '../fixtures/smtp-fixture.ts'
import { type CaddyProxy, startCaddy } from '../support/caddy.ts'
import { type ClientResponse, send } from '../support/https-client.ts'
import { describePostgres } from '../support/postgres.ts'
import { prepareServerSandbox } from '../support/server-sandbox.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts'

const LIMIT = 5
const INSTANCES = 3

/** Skipped without TEST_DATABASE_URL locally; CI requires it. */
describePostgres('three instances behind Caddy with TLS', () => {
  const sandbox = prepareServerSandbox('gtf-tls-fleet-')
  let database: TestDatabase
  let caddy: CaddyProxy
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  const instances: ServerProcess[] = []
  const instancePorts: number[] = []

  beforeAll(async () => {
    database = await createTestDatabase('gtf_tls_fleet')
    smtp = await startSmtpServer(0)
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()))
    instancePorts.push(...ports)
    for (const port of ports) {
      const instance = startServerProcess(
        serverEnv(
          {
            port,
            siteDir: sandbox.clientDir,
            dataDir: join(sandbox.dataDir, String(port)),
            smtpPort: smtp.port,
          },
          {
            DATABASE_URL: database.url,
            TRUST_PROXY: '127.0.0.1',
            CONTACT_RATE_LIMIT_MAX: String(LIMIT),
            CONTACT_RATE_LIMIT_WINDOW_MS: '600000',
          },
        ),
      )
      instances.push(instance)
      await waitUntilListening(`http://127.0.0.1:${port}`, instance.stderr)
    }
    caddy = await startCaddy({
      upstreams: ports.map((port) => `127.0.0.1:${port}`),
      httpPort: await freePort(),
      httpsPort: await freePort(),
    })
  }, 60_000)

  afterAll(async () => {
    await caddy?.stop()
    for (const instance of instances) instance.child.kill('SIGKILL')
    await Promise.all(instances.map((instance) => instance.exited))
    await smtp?.stop()
    await database?.drop()
  })

  const site = () => `localhost:${caddy.httpsPort}`
  const get = (path: string, headers: Record<string, string> = {}) =>
    send({
      url: `https://127.0.0.1:${caddy.httpsPort}${path}`,
      headers: { host: site(), ...headers },
      ca: caddy.rootCertificate,
      servername: 'localhost',
    })
  const post = (localAddress: string, payload = shortPayload(), headers: Record<string, string> = {}) =>
    send({
      url: `https://127.0.0.1:${caddy.httpsPort}/api/contact`,
      method: 'POST',
      headers: { host: site(), 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
      ca: caddy.rootCertificate,
      servername: 'localhost',
      localAddress,
    })
  const storedIds = async () => {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      return new Set(
        (await client.query<{ id: string }>('SELECT id FROM enquiries')).rows.map((row) => row.id),
      )
    } finally {
      await client.end()
    }
  }

  it('serves pages over HTTPS with a certificate from the trusted CA, and redirects http:// there', async () => {
    const home = await get('/')
    expect(home.status).toBe(200)
    expect(home.body.toString()).toContain('fixture-home-page')
    expect(home.headers['cache-control']).toBeDefined()

    const plain = await send({
      url: `http://127.0.0.1:${caddy.httpPort}/about?x=1`,
      headers: { host: 'localhost' },
    })
    expect([301, 308]).toContain(plain.status)
    // Caddy names the standard HTTPS port, as production listens on it; scheme, host, path and query are kept.
    const location = new URL(String(plain.headers.location))
    expect([location.protocol, location.hostname, location.pathname, location.search]).toEqual([
      'https:',
      'localhost',
      '/about',
      '?x=1',
    ])

    // A client that does not trust Caddy's CA is refused: the certificate really is the internal CA's.
    await expect(
      send({ url: `https://127.0.0.1:${caddy.httpsPort}/`, servername: 'localhost' }),
    ).rejects.toThrow(/certificate/i)
  })

  it("passes the server's precompressed files through without re-encoding them", async () => {
    const about = await get('/about', { 'accept-encoding': 'br' })
    expect(about.status).toBe(200)
    expect(about.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(about.body).toString()).toBe(FIXTURE.about)

    const identity = await get('/about', { 'accept-encoding': 'identity' })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(FIXTURE.about)
  })

  it('accepts a same-site form post through the proxy, as a browser on the site sends it', async () => {
    const response = await post('127.0.0.1', shortPayload(), { origin: `https://${site()}` })
    expect(response.status).toBe(201)
    const { id } = JSON.parse(response.body.toString()) as { id: string }
    expect((await storedIds()).has(id)).toBe(true)
  })

  it('limits each visitor on the address Caddy saw, shared by every instance', async () => {
    // Round robin spreads one visitor's posts over all three instances; counting alone, each would take five.
    const first: number[] = []
    for (let attempt = 0; attempt < LIMIT + 4; attempt += 1) first.push((await post('127.0.0.2')).status)
    expect(first).toEqual([...Array(LIMIT).fill(201), 429, 429, 429, 429])
    // Another visitor behind the same proxy has a limit of their own.
    expect((await post('127.0.0.3')).status).toBe(201)
  })

  it('refuses an address past the limit on each of the three instances, posted to in turn', async () => {
    // Without the proxy the instances see the visitor's own address; a limit per instance would take 15.
    const answers: { instance: number; status: number }[] = []
    for (let attempt = 0; attempt < LIMIT + 4; attempt += 1) {
      const instance = attempt % INSTANCES
      const response = await send({
        url: `http://127.0.0.1:${instancePorts[instance]}/api/contact`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(shortPayload()),
        localAddress: '127.0.0.4',
      })
      answers.push({ instance, status: response.status })
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(LIMIT).fill(201), 429, 429, 429, 429])
    const refusedBy = new Set(
      answers.filter((answer) => answer.status === 429).map((answer) => answer.instance),
    )
    expect(refusedBy.size).toBe(INSTANCES)
  })

  it('loses no acknowledged enquiry when an instance is killed mid-burst', { timeout: 60_000 }, async () => {
    const victim = instances[INSTANCES - 1]
    if (!victim) throw new Error('no instance to stop')
    const acknowledged: string[] = []
    const failed: string[] = []
    const burst = Array.from({ length: 40 }, async (_, index) => {
      // Each post from its own address, so the burst measures availability rather than the limit.
      await new Promise((wait) => setTimeout(wait, index * 25))
      if (index === 15) victim.child.kill('SIGKILL')
      let response: ClientResponse
      try {
        response = await post(`127.0.1.${index + 1}`, shortPayload({ name: `Burst visitor ${index}` }))
      } catch (error) {
        failed.push(String(error))
        return
      }
      if (response.status === 201)
        acknowledged.push((JSON.parse(response.body.toString()) as { id: string }).id)
      else failed.push(String(response.status))
    })
    await Promise.all(burst)
    await victim.exited

    const stored = await storedIds()
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
    // Caddy sends posts that could not reach the killed instance to the others, so most still succeed.
    expect(acknowledged.length).toBeGreaterThanOrEqual(30)
    expect(failed.every((outcome) => outcome === '502' || /socket|reset|hang up/i.test(outcome))).toBe(true)
    // The fleet goes on answering without the killed instance.
    expect((await post('127.0.2.1')).status).toBe(201)
  })
})
