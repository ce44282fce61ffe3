import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { enquiryProblems } from '#content/enquiry-problems.ts'
import { FIELD_LIMITS, MESSAGES, MULTI_LINE_FORBIDDEN } from '#contract/enquiry-rules.ts'
import { startContactAppsPerTest } from '../../tests/fixtures/contact-app.ts'
import { consultationPayload, shortPayload } from '../../tests/fixtures/enquiry-fixtures.ts'
import { readEnv } from '../env.ts'
import { attributeOf, pageElements } from '../html/parse-page.ts'
import { DEFAULT_SLOW_BODY_GUARD } from '../http/slow-body-guard.ts'
import { parseTrustProxy } from '../http/trust-proxy.ts'
import { UPLOAD_THRESHOLD_BYTES } from '../http/upload-limiter.ts'
import { CONTACT_PATH } from './contact.ts'

/** Each `it` reproduces one penetration-test finding. */

const start = startContactAppsPerTest()

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

describe('1. client address for the rate limit', () => {
  it('ignores X-Forwarded-For by default, so a client cannot pick a new address per request', async () => {
    const { app } = await start({ rateLimit: { max: 10, timeWindowMs: 60_000 } })
    const statuses: number[] = []
    for (let index = 0; index < 15; index += 1) {
      const res = await app.inject({
        method: 'POST',
        url: CONTACT_PATH,
        payload: shortPayload(),
        headers: { 'x-forwarded-for': `198.51.100.${index}` },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429])
  })

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const { app } = await start(
      { rateLimit: { max: 1, timeWindowMs: 60_000 } },
      { trustProxy: ['10.0.0.0/8'] },
    )
    const post = (remoteAddress: string, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: CONTACT_PATH,
        payload: shortPayload(),
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      })
    // Through the trusted proxy, each visitor has their own allowance.
    expect((await post('10.1.2.3', '203.0.113.1')).statusCode).toBe(201)
    expect((await post('10.1.2.3', '203.0.113.2')).statusCode).toBe(201)
    expect((await post('10.1.2.3', '203.0.113.1')).statusCode).toBe(429)
    // From anywhere else the header is the client's own words.
    expect((await post('192.0.2.9', '203.0.113.3')).statusCode).toBe(201)
    expect((await post('192.0.2.9', '203.0.113.4')).statusCode).toBe(429)
  })

  it('reads TRUST_PROXY as off, a hop count or a list, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false)
    expect(parseTrustProxy('')).toBe(false)
    expect(parseTrustProxy('0')).toBe(false)
    expect(parseTrustProxy('1')).toBe(1)
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,fd00::/8')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fd00::/8',
    ])
    expect(parseTrustProxy('true')).toMatchObject({ error: expect.any(String) })
    expect(parseTrustProxy('10.0.0.0/33')).toMatchObject({ error: expect.any(String) })
    expect(parseTrustProxy('proxy.internal')).toMatchObject({ error: expect.any(String) })
    expect(readEnv({}).TRUST_PROXY).toBe(false)
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
  })

  it('counts hops from the server when TRUST_PROXY is a number', async () => {
    const { app } = await start({ rateLimit: { max: 1, timeWindowMs: 60_000 } }, { trustProxy: 1 })
    const post = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: CONTACT_PATH,
        payload: shortPayload(),
        headers: { 'x-forwarded-for': forwardedFor },
      })
    // One trusted hop: the address the load balancer saw (the last one) is the client.
    expect((await post('1.1.1.1, 203.0.113.7')).statusCode).toBe(201)
    expect((await post('2.2.2.2, 203.0.113.7')).statusCode).toBe(429)
  })
})

describe('2–4. bounded and clean fields', () => {
  it('refuses an 11 MB message and a 5,000-character short-form phone', async () => {
    const { postJson, repo } = await start()
    const huge = await postJson(shortPayload({ message: 'x'.repeat(11 * 1024 * 1024) }))
    expect(huge.statusCode).toBe(422)
    expect(huge.json().fields.message).toBe(MESSAGES.tooLong(FIELD_LIMITS.message))
    const long = await postJson(shortPayload({ message: 'x'.repeat(FIELD_LIMITS.message + 1) }))
    expect(long.statusCode).toBe(422)
    expect(long.json().fields.message).toBe(MESSAGES.tooLong(FIELD_LIMITS.message))
    const phone = await postJson(shortPayload({ phone: '1'.repeat(5000) }))
    expect(phone.statusCode).toBe(422)
    expect(phone.json().fields).toHaveProperty('phone')
    expect(await repo.listEnquiries()).toHaveLength(0)
  })

  it('accepts a message as long as the bound, with its line breaks', async () => {
    const { postJson, repo } = await start()
    const message = `${'Requirement line.\n'.repeat(1000)}`.slice(0, FIELD_LIMITS.message)
    const res = await postJson(consultationPayload({ message }))
    expect(res.statusCode).toBe(201)
    expect((await repo.getEnquiry(res.json().id))?.message).toBe(message.trim())
  })

  it.each([
    ['a 300-character address', `${'a'.repeat(290)}@agency.gov`],
    ['a display name', '"x"<evil@attacker.example>'],
    ['two addresses', 'a@agency.gov,b@agency.gov'],
    ['a control character', 'a\u0007@agency.gov'],
  ])('refuses an e-mail with %s', async (_label, email) => {
    const { postJson } = await start()
    const short = await postJson(shortPayload({ email }))
    const consultation = await postJson(consultationPayload({ email }))
    expect(short.statusCode).toBe(422)
    expect(consultation.statusCode).toBe(422)
    expect(consultation.json().fields).toHaveProperty('email')
  })

  it.each([
    ['ESC', '\u001b[2J\u001b]0;PWNED\u0007'],
    ['BEL', 'Dana\u0007'],
    ['RLO', 'Dana \u202Egnp.exe'],
    ['a line break', 'Dana\r\nBcc: x@y.z'],
  ])('refuses %s in every field, allowing line breaks in the message only', async (_label, hostile) => {
    const { postJson, repo } = await start()
    for (const field of ['name', 'company', 'phone']) {
      const res = await postJson(shortPayload({ [field]: hostile }))
      expect(res.statusCode, field).toBe(422)
    }
    for (const field of ['firstName', 'lastName', 'company', 'title', 'message']) {
      const res = await postJson(consultationPayload({ [field]: hostile }))
      if (field === 'message' && !MULTI_LINE_FORBIDDEN.test(hostile)) {
        expect(res.statusCode, field).toBe(201)
      } else {
        expect(res.statusCode, field).toBe(422)
        expect(res.json().fields[field]).toBe(MESSAGES.controlCharacters)
      }
    }
    expect((await repo.listEnquiries()).every((row) => !MULTI_LINE_FORBIDDEN.test(row.message))).toBe(true)
  })

  it('refuses a consultation phone without seven digits', async () => {
    const { postJson } = await start()
    for (const phone of ['-------', '- - - - -', '+1 - - - -', '12 34 5']) {
      const res = await postJson(consultationPayload({ phone }))
      expect(res.statusCode, phone).toBe(422)
      expect(res.json().fields.phone).toBe(MESSAGES.phoneInvalid)
    }
    expect((await postJson(consultationPayload({ phone: '+1 703-555-0100' }))).statusCode).toBe(201)
  })

  it('holds the same bounds for any input (property test)', async () => {
    const { postJson, repo } = await start()
    const controlChar = fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066')
    const field = fc.constantFrom('firstName', 'lastName', 'company', 'title', 'email', 'phone', 'message')
    await fc.assert(
      fc.asyncProperty(field, fc.string({ maxLength: 20 }), controlChar, async (name, text, control) => {
        const res = await postJson(consultationPayload({ [name]: `${text}${control}${text}` }))
        expect(res.statusCode).toBe(422)
      }),
      { numRuns: 150 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(['firstName', 'lastName', 'company', 'title'] as const)),
        fc.integer({ min: 1, max: 50 }),
        async (name, extra) => {
          const res = await postJson(consultationPayload({ [name]: 'a'.repeat(FIELD_LIMITS[name] + extra) }))
          expect(res.statusCode).toBe(422)
        },
      ),
      { numRuns: 60 },
    )
    expect(await repo.listEnquiries()).toHaveLength(0)
  })
})

describe('6. idempotency conflicts', () => {
  it('refuses the same Idempotency-Key with a different body, and replays the same body', async () => {
    const { postJson, repo } = await start()
    const headers = { 'idempotency-key': 'visit-42' }
    const first = await postJson(shortPayload({ message: 'First enquiry' }), headers)
    expect(first.statusCode).toBe(201)
    const replay = await postJson(shortPayload({ message: 'First enquiry', fill_ms: 9000 }), headers)
    expect(replay.statusCode).toBe(201)
    expect(replay.json().id).toBe(first.json().id)
    const other = await postJson(shortPayload({ message: 'A different enquiry' }), headers)
    expect(other.statusCode).toBe(409)
    expect(other.json()).toMatchObject({ error: 'idempotency_conflict' })
    expect(other.json().id).toBeUndefined()
    expect(await repo.listEnquiries()).toHaveLength(1)
  })
})

describe('7. slow clients and concurrent uploads', () => {
  it('cuts a body sent one byte at a time at the first window of the guard, within 30 s', async () => {
    // The guard's clock is the test's: each window ends when the test says, not after seconds of waiting.
    const windows: { ms: number; check: () => void }[] = []
    let armed = () => {}
    const guardArmed = new Promise<void>((resolve) => {
      armed = resolve
    })
    const every = (ms: number, check: () => void) => {
      windows.push({ ms, check })
      armed()
      return () => {
        windows.splice(
          windows.findIndex((window) => window.check === check),
          1,
        )
      }
    }
    const { app } = await start({}, { slowBodyGuard: { ...DEFAULT_SLOW_BODY_GUARD, every } })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => {})
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    socket.write(
      `POST ${CONTACT_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{`,
    )
    await guardArmed
    expect(windows.map((window) => window.ms)).toEqual([DEFAULT_SLOW_BODY_GUARD.windowMs])
    expect(DEFAULT_SLOW_BODY_GUARD.windowMs).toBeLessThanOrEqual(30_000)
    for (const byte of '"ab') socket.write(byte)
    expect(socket.destroyed).toBe(false)
    for (const { check } of [...windows]) check()
    await closed
    expect(windows).toEqual([])
  })

  it('answers 503 with Retry-After beyond the concurrent upload cap, and serves the rest', {
    timeout: 30_000,
  }, async () => {
    const { app } = await start({ maxConcurrentUploads: 2, maxUploadsPerAddress: 3 })
    // Registered after the upload limiter's hook, so when these fire the limiter has let go of the upload.
    let uploadsClosed = 0
    let onUploadClosed = () => {}
    app.addHook('onRequest', async (request, reply) => {
      if (Number(request.headers['content-length']) <= UPLOAD_THRESHOLD_BYTES) return
      reply.raw.once('close', () => {
        uploadsClosed += 1
        onUploadClosed()
      })
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const sockets = await Promise.all(
      [0, 1, 2].map(async () => {
        const socket = connect(port, '127.0.0.1')
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
        let answer = ''
        const answered = new Promise<void>((resolve) => {
          socket.on('data', (chunk) => {
            answer += chunk
            resolve()
          })
        })
        socket.on('error', () => {})
        socket.write(
          `POST ${CONTACT_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n{"a":"`,
        )
        return { socket, answered, answer: () => answer }
      }),
    )
    await Promise.race(sockets.map(({ answered }) => answered))
    const answered = sockets.filter(({ answer }) => answer().length > 0)
    expect(answered).toHaveLength(1)
    expect(answered[0]?.answer()).toMatch(/^HTTP\/1\.1 503/)
    expect(answered[0]?.answer()).toMatch(/retry-after: \d+/i)
    // Once the two admitted uploads are gone, small enquiries and new uploads are served again.
    const bothClosed = new Promise<void>((resolve) => {
      onUploadClosed = () => {
        if (uploadsClosed === 2) resolve()
      }
    })
    for (const { socket } of sockets) socket.destroy()
    await bothClosed
    const post = (body: unknown) =>
      fetch(`http://127.0.0.1:${port}${CONTACT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await post(shortPayload())).status).toBe(201)
    // Over the upload threshold, so the limiter admits it before the message's bound refuses it.
    const upload = await post(shortPayload({ message: 'x'.repeat(UPLOAD_THRESHOLD_BYTES + 1) }))
    expect(upload.status).toBe(422)
  })
})

describe('7b. upload places per address and a slowest pace', () => {
  /** Starts an upload of `declared` bytes and sends only its first bytes; resolves with whatever is answered. */
  async function startUpload(port: number, headers: Record<string, string>, declared = 5 * 1024 * 1024) {
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => {})
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk
    })
    const head = Object.entries({ 'content-type': 'application/json', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')
    socket.write(
      `POST ${CONTACT_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\n${head}Content-Length: ${declared}\r\n\r\n{"a":"`,
    )
    const answered = (text: string) =>
      vi.waitFor(
        () => {
          if (!answer.includes(text)) throw new Error(`no answer with ${text} yet: ${answer}`)
        },
        { timeout: 10_000, interval: 20 },
      )
    return { socket, answer: () => answer, answered }
  }

  /** A complete post over the upload threshold: 422 (the message is too long) means it was given a place. */
  const postOverThreshold = (port: number, forwardedFor?: string) =>
    fetch(`http://127.0.0.1:${port}${CONTACT_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify(shortPayload({ message: 'x'.repeat(UPLOAD_THRESHOLD_BYTES + 1) })),
    })

  it('holds one address to one upload at a time, while other addresses still get places', {
    timeout: 30_000,
  }, async () => {
    expect(readEnv({}).CONTACT_MAX_UPLOADS_PER_ADDRESS).toBe(1)
    const { app } = await start(
      { maxUploadsPerAddress: readEnv({}).CONTACT_MAX_UPLOADS_PER_ADDRESS },
      { trustProxy: ['127.0.0.1'] },
    )
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const holder = await startUpload(port, { 'x-forwarded-for': '203.0.113.1' })
    const second = await startUpload(port, { 'x-forwarded-for': '203.0.113.1' })
    await second.answered('too_many_uploads')
    expect(second.answer()).toMatch(/^HTTP\/1\.1 429/)
    expect(second.answer()).toMatch(/retry-after: \d+/i)
    // A visitor without JavaScript is told on a page.
    const page = await startUpload(port, {
      'x-forwarded-for': '203.0.113.1',
      'content-type': 'multipart/form-data; boundary=x',
      accept: 'text/html',
    })
    await page.answered('</html>')
    expect(page.answer()).toMatch(/^HTTP\/1\.1 429/)
    expect(page.answer()).toContain(enquiryProblems.rateLimited.title)
    // Everyone else is served: two more addresses fill the process's other places.
    expect((await postOverThreshold(port, '203.0.113.2')).status).toBe(422)
    expect((await postOverThreshold(port, '203.0.113.3')).status).toBe(422)
    expect(holder.answer()).toBe('')
    holder.socket.destroy()
    // Its place is given back when its connection closes.
    await vi.waitFor(async () => expect((await postOverThreshold(port, '203.0.113.1')).status).toBe(422), {
      timeout: 10_000,
    })
    for (const { socket } of [second, page]) socket.destroy()
  })

  it('answers an upload that falls behind the slowest pace with 408, and frees its place', {
    timeout: 30_000,
  }, async () => {
    // The pace is checked when the test says; the grace is short, so real time passes it.
    const checks: (() => void)[] = []
    const every = (_ms: number, check: () => void) => {
      checks.push(check)
      return () => {
        checks.splice(checks.indexOf(check), 1)
      }
    }
    const graceMs = 1_000
    const { app } = await start({ uploadPace: { minBytesPerSecond: 32 * 1024, graceMs, every } })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const trickle = await startUpload(port, {})
    await vi.waitFor(() => expect(checks).toHaveLength(1))
    // Within the grace nothing is cut.
    for (const check of [...checks]) check()
    expect(trickle.answer()).toBe('')
    trickle.socket.write('abc')
    await new Promise((resolve) => setTimeout(resolve, graceMs + 300))
    for (const check of [...checks]) check()
    await trickle.answered('upload_too_slow')
    expect(trickle.answer()).toMatch(/^HTTP\/1\.1 408/)
    expect(trickle.answer()).toMatch(/\r\nconnection: close\r\n/i)
    expect(checks).toEqual([])
    expect((await postOverThreshold(port)).status).toBe(422)
    trickle.socket.destroy()
  })
})

describe('8. dead letters surface in /healthz', () => {
  const STAFF_TOKEN = 'staff-token-for-the-detailed-health-check'
  const staffHealth = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: '/healthz', headers: { authorization: `Bearer ${STAFF_TOKEN}` } })

  it('answers 503 with the reason while a notification is failed, and 200 again once it is retried', async () => {
    const { app, postJson, repo } = await start({ healthToken: STAFF_TOKEN })
    const { id } = (await postJson(shortPayload())).json()
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    const [job] = await repo.claimDueNotifications(
      new Date(),
      new Date(Date.now() + 60_000),
      1,
      'test-worker',
    )
    await repo.markFailed(job?.id ?? '', new Date(), '552 5.3.4 Message too big', 'test-worker')
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'error' })
    const failing = await staffHealth(app)
    expect(failing.statusCode).toBe(503)
    expect(failing.json()).toMatchObject({ status: 'error', notifications: { failed: 1 } })
    expect(failing.json().reasons.join(' ')).toMatch(/1 notification failed/)
    expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200)
    await repo.retryNotification(job?.id ?? '', new Date())
    expect((await repo.getEnquiry(id))?.notification.status).toBe('pending')
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
  })

  it('answers 503 while a notification has waited more than 15 minutes unsent', async () => {
    let clock = new Date('2026-06-01T09:00:00Z')
    const { app, postJson } = await start({ now: () => clock, healthToken: STAFF_TOKEN })
    expect((await postJson(shortPayload())).statusCode).toBe(201)
    clock = new Date('2026-06-01T09:14:00Z')
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    clock = new Date('2026-06-01T09:16:00Z')
    const stale = await staffHealth(app)
    expect(stale.statusCode).toBe(503)
    expect(stale.json().reasons.join(' ')).toMatch(/waited 16 minutes/)
  })
})

describe('10. same-site posts only', () => {
  it('refuses a post from another site with 403 and stores nothing', async () => {
    const { postJson, repo } = await start()
    const fromElsewhere = await postJson(shortPayload(), { origin: 'https://attacker.example' })
    expect(fromElsewhere.statusCode).toBe(403)
    const nullOrigin = await postJson(shortPayload(), { origin: 'null' })
    expect(nullOrigin.statusCode).toBe(403)
    const fetchSite = await postJson(shortPayload(), { 'sec-fetch-site': 'cross-site' })
    expect(fetchSite.statusCode).toBe(403)
    expect(await repo.listEnquiries()).toHaveLength(0)
  })

  it('accepts its own origin, programs that send no Origin, and origins in ALLOWED_ORIGINS', async () => {
    const { app, repo } = await start({ allowedOrigins: ['https://gateway-site.example'] })
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: CONTACT_PATH, payload: shortPayload(), headers })
    expect(
      (await post({ host: 'www.globaltekforce.com', origin: 'https://www.globaltekforce.com' })).statusCode,
    ).toBe(201)
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201)
    expect((await post({})).statusCode).toBe(201)
    expect((await post({ origin: 'https://gateway-site.example' })).statusCode).toBe(201)
    expect(await repo.listEnquiries()).toHaveLength(4)
  })
})

describe('11. plain form posts get pages, never JSON', () => {
  it('names each problem on an HTML page that leads back to the form', async () => {
    const { app, repo } = await start()
    const res = await app.inject({
      method: 'POST',
      url: CONTACT_PATH,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
        referer: 'http://localhost:80/digital-transformation',
      },
      payload: formBody({
        form_type: 'common',
        service: 'DigitalTransformation',
        name: '',
        email: 'not-an-address',
        message: 'Hello',
      }),
    })
    expect(res.statusCode).toBe(422)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toContain('Full Name: Full name is required')
    expect(res.body).toContain(`Email: ${MESSAGES.emailInvalid}`)
    expect(res.body).toContain('href="/digital-transformation"')
    const scripts = pageElements(res.body).filter((element) => element.tagName === 'script')
    expect(scripts.filter((script) => attributeOf(script, 'type') !== 'application/ld+json')).toEqual([])
    expect(() => JSON.parse(res.body)).toThrow()
    expect(await repo.listEnquiries()).toHaveLength(0)
  })

  it('explains the rate limit on an HTML page with Retry-After', async () => {
    const { app } = await start({ rateLimit: { max: 1, timeWindowMs: 120_000 } })
    const post = () =>
      app.inject({
        method: 'POST',
        url: CONTACT_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formBody({
          form_type: 'common',
          service: 'DigitalTransformation',
          name: 'Dana',
          email: 'dana@agency.gov',
          message: 'Hello',
        }),
      })
    expect((await post()).statusCode).toBe(303)
    const limited = await post()
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['content-type']).toMatch(/^text\/html/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.body).toContain('try again in 2 minutes')
    expect(limited.body).toContain('href="/contact"')
  })

  it('escapes whatever the visitor sent when it names the problem', async () => {
    const { app } = await start()
    const res = await app.inject({
      method: 'POST',
      url: CONTACT_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'javascript:alert(1)' },
      payload: formBody({ form_type: 'common', service: 'DigitalTransformation', '<img src=x>': '1' }),
    })
    expect(res.statusCode).toBe(422)
    expect(res.body).not.toContain('<img src=x>')
    expect(res.body).toContain('href="/contact"')
  })
})

describe('13. caching', () => {
  it('marks every API answer Cache-Control: no-store', async () => {
    const { app, postJson } = await start()
    expect((await postJson(shortPayload())).headers['cache-control']).toBe('no-store')
    expect((await postJson({ form_type: 'common' })).headers['cache-control']).toBe('no-store')
    expect((await app.inject({ method: 'GET', url: '/healthz' })).headers['cache-control']).toBe('no-store')
    expect((await app.inject({ method: 'GET', url: CONTACT_PATH })).headers['cache-control']).toBe('no-store')
  })
})
