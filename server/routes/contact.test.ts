import { rm } from 'node:fs/promises'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '#contract/enquiry-rules.ts'
import {
  consultationPayload,
  sampleDoc,
  sampleExecutable,
  samplePdf,
  sampleZip,
  shortPayload,
  type TestRepo,
} from '../../tests/fixtures/enquiry-fixtures.ts'
import { createSiteFixture } from '../../tests/fixtures/site-fixture.ts'
import { describeEachRepo } from '../../tests/support/postgres.ts'
import { createApp, type EnquiryOptions } from '../app.ts'
import { openSqliteRepo } from '../db/sqlite.ts'
import type { EnquiryRepo } from '../enquiries/enquiry-repo.ts'
import { CONTACT_PATH } from './contact.ts'

let clientDir: string
beforeAll(async () => {
  clientDir = await createSiteFixture()
})
afterAll(async () => {
  if (clientDir) await rm(clientDir, { recursive: true, force: true })
})

const THANK_YOU = '/contact/thank-you'
const opened: { app: FastifyInstance; repo: EnquiryRepo; cleanup?: () => Promise<void> }[] = []
afterEach(async () => {
  for (const { app, repo, cleanup } of opened.splice(0)) {
    await app.close()
    if (cleanup) await cleanup()
    else await repo.close()
  }
})

async function start(options: Partial<EnquiryOptions> = {}, testRepo?: TestRepo) {
  const { repo, cleanup } = testRepo
    ? await testRepo.open()
    : { repo: openSqliteRepo(':memory:'), cleanup: undefined }
  const app = await createApp({
    clientDir,
    logLevel: 'silent',
    enquiries: { repo, rateLimit: false, minFillMs: 0, thankYouPath: THANK_YOU, ...options },
  })
  opened.push({ app, repo, cleanup })
  const postJson = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: CONTACT_PATH, payload: body as object, headers })
  /** A body sent as it is, under whatever content type the test names. */
  const postAs = (contentType: string, payload: string | Buffer) =>
    app.inject({ method: 'POST', url: CONTACT_PATH, headers: { 'content-type': contentType }, payload })
  return { app, repo, postJson, postAs }
}

const STAFF_TOKEN = 'staff-token-for-the-detailed-health-check'

const base64 = (buffer: Buffer) => buffer.toString('base64')

describeEachRepo('POST /api/contact stored on %s', (testRepo) => {
  it('stores and acknowledges the short-form payload', async () => {
    const { postJson, repo } = await start({}, testRepo)
    const res = await postJson(shortPayload())
    expect(res.statusCode).toBe(201)
    const { id } = res.json()
    expect(await repo.getEnquiry(id)).toMatchObject({
      form: 'short',
      service: 'digital-transformation',
      name: 'Dana Whitfield',
      email: 'dana.whitfield@agency.example.gov',
      notification: { status: 'pending' },
    })
  })

  it('stores and acknowledges the consultation payload with its document under a generated name', async () => {
    const { postJson, repo } = await start({}, testRepo)
    const pdf = samplePdf()
    const res = await postJson(
      consultationPayload({ filename: '../../etc/Scope of work.pdf', fileContent: base64(pdf) }),
    )
    expect(res.statusCode).toBe(201)
    const stored = await repo.getEnquiry(res.json().id)
    expect(stored).toMatchObject({
      form: 'consultation',
      firstName: 'Marcus',
      projectType: 'erp-integration',
    })
    expect(stored?.document?.originalName).toBe('Scope of work.pdf')
    expect(stored?.document?.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    const document = await repo.getDocumentContent(stored?.id ?? '')
    expect(document?.content.equals(pdf)).toBe(true)
  })
})

describe('POST /api/contact', () => {
  it('accepts .doc and .docx documents whose bytes match their type', async () => {
    const { postJson } = await start()
    expect(
      (await postJson(consultationPayload({ filename: 'a.doc', fileContent: base64(sampleDoc()) })))
        .statusCode,
    ).toBe(201)
    expect(
      (await postJson(consultationPayload({ filename: 'a.DOCX', fileContent: base64(sampleZip()) })))
        .statusCode,
    ).toBe(201)
  })

  it.each([
    ['a renamed executable', 'invoice.pdf', sampleExecutable()],
    ['a zip that is not a Word document', 'report.docx', sampleZip(['xl/workbook.xml'])],
    ['a PDF named .doc', 'report.doc', samplePdf()],
  ])('refuses %s with 415', async (_label, filename, content) => {
    const { postJson, repo } = await start()
    const res = await postJson(consultationPayload({ filename, fileContent: base64(content) }))
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ error: 'unsupported_document', fields: { document: MESSAGES.documentType } })
    expect(await repo.listEnquiries()).toHaveLength(0)
  })

  it('refuses a document over 10 MB with 413', async () => {
    const { postJson } = await start()
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)])
    const res = await postJson(consultationPayload({ filename: 'big.pdf', fileContent: base64(big) }))
    expect(res.statusCode).toBe(413)
    expect(res.json().fields).toEqual({ document: 'File must be less than 10MB' })
  })

  it('refuses a huge body with 413 before reading it', async () => {
    const { postAs } = await start()
    const res = await postAs('application/json', `{"message":"${'x'.repeat(16 * 1024 * 1024)}"}`)
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ error: 'payload_too_large' })
  })

  it.each(['text/plain', 'application/xml', 'image/png'])(
    'refuses content type %s with 415',
    async (type) => {
      const { postAs } = await start()
      const res = await postAs(type, 'x=1')
      expect(res.statusCode).toBe(415)
      expect(res.json()).toEqual({ error: 'unsupported_media_type', fields: {} })
    },
  )

  it('answers malformed JSON with 400', async () => {
    const { postAs } = await start()
    const res = await postAs('application/json', '{"form_type": "common",')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'malformed_request', fields: {} })
  })

  it('names every invalid field with the specification messages', async () => {
    const { postJson } = await start()
    const res = await postJson({
      form_type: 'dedicated',
      firstName: '  ',
      lastName: '',
      email: 'not-an-address',
      phone: '12',
      company: '',
      message: ' ',
      projectType: 'carpentry',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      error: 'invalid_input',
      fields: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Enter a valid email address',
        phone: 'Enter a valid phone number',
        company: 'Organization is required',
        message: 'Project requirements are required',
        projectType: expect.any(String),
      },
    })
  })

  it('stores a retried submission once for the same Idempotency-Key', async () => {
    const { postJson, repo } = await start()
    const first = await postJson(shortPayload(), { 'idempotency-key': 'visit-42-submit-1' })
    const second = await postJson(shortPayload(), { 'idempotency-key': 'visit-42-submit-1' })
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.json().id).toBe(first.json().id)
    expect(first.json().reference).toMatch(/^GTF-\d{4}-\d{6}$/)
    expect(second.json().reference).toBe(first.json().reference)
    expect(first.json().referenceLine).toBe(`Your reference: ${first.json().reference}`)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(await repo.listEnquiries()).toHaveLength(1)
    expect(await repo.countPendingNotifications()).toBe(1)
  })

  it('silently accepts but neither stores nor counts as a lead a filled honeypot or a too-fast form', async () => {
    const { app, postJson, repo } = await start({ minFillMs: 3000, healthToken: STAFF_TOKEN })
    expect((await postJson(shortPayload({ website: 'http://spam.example' }))).statusCode).toBe(201)
    expect((await postJson(shortPayload({ fill_ms: 400 }))).statusCode).toBe(201)
    expect((await postJson(shortPayload({ fill_ms: 'soon' }))).statusCode).toBe(201)
    expect(await repo.listEnquiries()).toHaveLength(0)
    expect((await postJson(shortPayload({ website: '', fill_ms: 4000 }))).statusCode).toBe(201)
    expect(await repo.listEnquiries()).toHaveLength(1)
    expect(await repo.countPendingNotifications()).toBe(1)
    const held = await repo.spam.list()
    expect(held.map((entry) => entry.reason).toSorted()).toEqual(['honeypot', 'too-fast', 'too-fast'])
    expect(held.find((entry) => entry.reason === 'honeypot')?.fields).toMatchObject({
      name: shortPayload().name,
      website: 'http://spam.example',
    })
    // A bot cannot fill the database through the held copy.
    await postJson(
      shortPayload({ website: 'x', message: 'm'.repeat(1_000_000), fileContent: 'A'.repeat(100) }),
    )
    const huge = (await repo.spam.list()).find((entry) => entry.fields.website === 'x')
    expect(huge?.fields.message).toHaveLength(20_000)
    expect(huge?.fields).not.toHaveProperty('fileContent')
    const health = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    })
    expect(health.json()).toEqual({
      status: 'ok',
      database: 'sqlite',
      notifications: { pending: 1, failed: 0, oldestPendingAt: expect.any(String) },
      discarded: { honeypot: 2, tooFast: 2 },
    })
  })

  it('limits each client address and says when to retry', async () => {
    const { app } = await start({ rateLimit: { max: 2, timeWindowMs: 60_000 } })
    const post = (ip: string) =>
      app.inject({ method: 'POST', url: CONTACT_PATH, payload: shortPayload(), remoteAddress: ip })
    expect((await post('10.0.0.1')).statusCode).toBe(201)
    expect((await post('10.0.0.1')).statusCode).toBe(201)
    const limited = await post('10.0.0.1')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json()).toMatchObject({ error: 'too_many_requests' })
    expect((await post('10.0.0.2')).statusCode).toBe(201)
  })

  it('sends a form posted without JavaScript (urlencoded) to the thank-you page', async () => {
    const { repo, postAs } = await start()
    const res = await postAs(
      'application/x-www-form-urlencoded',
      new URLSearchParams(shortPayload() as Record<string, string>).toString(),
    )
    expect(res.statusCode).toBe(303)
    const [stored] = await repo.listEnquiries()
    expect(stored?.reference).toMatch(/^GTF-\d{4}-\d{6}$/)
    expect(res.headers.location).toBe(`${THANK_YOU}?ref=${stored?.reference}`)
  })

  it('accepts the consultation form posted as multipart with its document', async () => {
    const { repo, postAs } = await start()
    const form = new FormData()
    for (const [key, value] of Object.entries(consultationPayload())) form.append(key, String(value))
    const docx = sampleZip()
    form.append('document', new Blob([new Uint8Array(docx)]), 'Statement of work.docx')
    const request = new Request('http://x', { method: 'POST', body: form })
    const res = await postAs(
      request.headers.get('content-type') ?? '',
      Buffer.from(await request.arrayBuffer()),
    )
    expect(res.statusCode).toBe(303)
    const [stored] = await repo.listEnquiries()
    expect(stored?.document?.originalName).toBe('Statement of work.docx')
    expect((await repo.getDocumentContent(stored?.id ?? ''))?.content.equals(docx)).toBe(true)
  })

  it('answers 1000 malformed and hostile bodies with 4xx and stays healthy', {
    timeout: 120_000,
  }, async () => {
    const { app, repo, postAs } = await start({ rateLimit: { max: 100_000, timeWindowMs: 60_000 } })
    const hostileString = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '',
        ' ',
        '\r\nBcc: victim@example.com',
        '<script>alert(1)</script>',
        "'; DROP TABLE enquiries;--",
        '\u0000',
        '%PDF-',
      ),
    )
    const brokenValue = fc.oneof(
      hostileString,
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.object(),
    )
    const body = fc.oneof(
      // Valid shape with one field broken or hostile.
      fc.record({
        form_type: fc.constantFrom('common', 'dedicated', 'other', ''),
        service: fc.oneof(fc.constantFrom('DigitalTransformation', 'nope'), brokenValue),
        email: fc.oneof(fc.constant('bad@'), brokenValue),
        firstName: brokenValue,
        filename: fc.oneof(fc.constantFrom('x.pdf', 'x.exe', '../../x.docx'), brokenValue),
        fileContent: fc.oneof(fc.constantFrom('!!!', 'JVBERi0=', base64(sampleExecutable())), brokenValue),
        __proto__: fc.option(fc.object(), { nil: undefined }),
      }),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string().map((text) => `{${text}`),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    )
    const contentType = fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=xyz',
      'text/plain',
      'application/json; charset=utf-16',
    )
    await fc.assert(
      fc.asyncProperty(body, contentType, async (payload, type) => {
        const res = await postAs(
          type,
          typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
        )
        expect(res.statusCode).toBeGreaterThanOrEqual(400)
        expect(res.statusCode).toBeLessThan(500)
      }),
      { numRuns: 1000 },
    )
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    expect(await repo.listEnquiries()).toHaveLength(0)
  })
})
