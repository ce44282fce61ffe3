import formbody from '@fastify/formbody'
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart'
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { enquiryProblems } from '#content/enquiry-problems.ts'
import { CONTACT_PATH } from '#contract/api-paths.ts'
import { PROBLEM_FIELD_LABELS } from '#contract/enquiry-fields.ts'
import { REFERENCE_QUERY } from '#contract/enquiry-reference.ts'
import { FIELD_LIMITS, MAX_DOCUMENT_BYTES, MESSAGES } from '#contract/enquiry-rules.ts'
import { collectFieldErrors } from '#contract/enquiry-schema.ts'
import { schemaForWire } from '#contract/short-enquiry-schema.ts'
import type { EnquiryRepo } from '../enquiries/enquiry-repo.ts'
import { type DeliveryPlan, EnquiryRejected, submitEnquiry } from '../enquiries/enquiry-service.ts'
import { referenceLineFor } from '../enquiries/reference-line.ts'
import type { SpamReason } from '../enquiries/spam-store.ts'
import { isCrossSitePost, normalizedHost } from '../http/same-site-posts.ts'
import { registerUploadLimiter, type UploadLimits } from '../http/upload-limiter.ts'
import type { ProblemPages } from './problem-page.ts'

export { CONTACT_PATH }
/** A 10 MB document grows by a third in base64; the rest is room for the text fields. */
export const CONTACT_BODY_LIMIT = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 256 * 1024
/** Hidden fields: a trap for bots and the time the form was open. */
export const HONEYPOT_FIELD = 'website'
export const FILL_TIME_FIELD = 'fill_ms'
const DEFAULT_FORM_PAGE = '/contact'

export interface AbuseCounters {
  honeypot: number
  tooFast: number
}

export interface ContactRouteOptions {
  repo: EnquiryRepo
  now?: () => Date
  onStored?: () => void
  delivery?: DeliveryPlan
  /** False turns the limit off (benchmarks only). Without a store, each process counts in memory. */
  rateLimit: { max: number; timeWindowMs: number; store?: FastifyRateLimitStoreCtor } | false
  /** Shorter fill times are accepted silently and not stored. */
  minFillMs: number
  thankYouPath: string
  /** Other origins allowed to post (an external gateway's pages); every other site gets 403. */
  allowedOrigins?: readonly string[]
  /** Without it, refused plain form posts are answered in JSON. */
  problemPages?: ProblemPages
  abuse: AbuseCounters
  uploads: UploadLimits
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/
/** What the forms' scripts send beyond a simple request: a JSON body and the retry key. */
const CORS_ALLOWED_HEADERS = 'Accept, Content-Type, Idempotency-Key'
/** Chromium keeps a preflight's answer at most this long. */
const CORS_MAX_AGE_SECONDS = 7200

interface Refusal {
  status: number
  error: string
  fields: Record<string, string>
  retryAfterSeconds?: number
}

/** Validation lives in the shared schemas, rules in the enquiry service. */
export async function registerContactRoutes(
  app: FastifyInstance,
  options: ContactRouteOptions,
): Promise<void> {
  const allowedOrigins = options.allowedOrigins ?? []
  // Outside the limited scope below: a preflight is no enquiry and takes no place in the allowance.
  app.options(CONTACT_PATH, async (request, reply) => {
    reply.header('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers')
    const origin = allowedOriginOf(request, allowedOrigins)
    if (!origin || request.headers['access-control-request-method'] !== 'POST') {
      if (request.headers.origin !== undefined)
        request.log.info({ origin: request.headers.origin }, 'cross-origin preflight not allowed')
      return reply.code(204).header('Allow', 'OPTIONS, POST').send()
    }
    return reply
      .code(204)
      .headers({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
        'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
      })
      .send()
  })
  await app.register(async (scope) => {
    // Every answer here depends on Origin once other origins may read it; only theirs are named.
    if (allowedOrigins.length > 0)
      scope.addHook('onSend', async (request, reply, payload) => {
        reply.header('Vary', varyWithOrigin(reply.getHeader('Vary')))
        const origin = allowedOriginOf(request, allowedOrigins)
        if (origin) reply.header('Access-Control-Allow-Origin', origin)
        return payload
      })
    // Before the rate limit and before any body is read: a page on another site cannot post here.
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST' || !isCrossSitePost(request, options.allowedOrigins ?? [])) return
      request.log.info({ origin: request.headers.origin }, 'cross-site enquiry refused')
      return refuse(request, reply, { status: 403, error: 'cross_site_post', fields: {} }, options)
    })
    if (options.rateLimit) {
      await scope.register(rateLimit, {
        max: options.rateLimit.max,
        timeWindow: options.rateLimit.timeWindowMs,
        store: options.rateLimit.store,
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          error: 'too_many_requests',
          fields: {},
          retryAfterSeconds: Math.ceil(context.ttl / 1000),
        }),
      })
    }
    // After the rate limit, so a client over its allowance never takes an upload's place.
    registerUploadLimiter(scope, {
      path: CONTACT_PATH,
      limits: options.uploads,
      refuse: (request, reply, refusal) => refuse(request, reply, { ...refusal, fields: {} }, options),
    })
    // Only the forms' own encodings are accepted; Fastify's default text/plain parser is not one.
    scope.removeContentTypeParser('text/plain')
    await scope.register(formbody, { bodyLimit: CONTACT_BODY_LIMIT })
    await scope.register(multipart, {
      attachFieldsToBody: true,
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
    })
    scope.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply, options))
    scope.post(CONTACT_PATH, { bodyLimit: CONTACT_BODY_LIMIT }, (request, reply) =>
      handleContact(request, reply, options),
    )
  })
}

async function handleContact(request: FastifyRequest, reply: FastifyReply, options: ContactRouteOptions) {
  const now = options.now ?? (() => new Date())
  const body = request.isMultipart() ? await readMultipart(request.body) : request.body
  if (!isRecord(body)) {
    return refuse(
      request,
      reply,
      { status: 422, error: 'invalid_input', fields: { form: enquiryProblems.notAForm } },
      options,
    )
  }

  const key = request.headers['idempotency-key']
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
    return refuse(request, reply, { status: 400, error: 'invalid_idempotency_key', fields: {} }, options)
  }

  /** A held submission has no reference yet: it gets one if staff release it. */
  const accepted = (id: string, reference?: string) =>
    isPlainFormPost(request)
      ? reply.redirect(
          `${pagesOrigin(request, options)}${options.thankYouPath}${reference ? `?${REFERENCE_QUERY}=${reference}` : ''}`,
          303,
        )
      : reply.code(201).send({
          id,
          status: 'received',
          ...(reference ? { reference, referenceLine: referenceLineFor(reference) } : {}),
        })

  // Bots are told their message arrived, so they do not adapt; nothing is sent, and the fields are
  // held apart for a week in case a person tripped the check.
  const hold = async (reason: SpamReason) => {
    const id = crypto.randomUUID()
    try {
      await options.repo.spam.hold({ id, receivedAt: now().toISOString(), reason, fields: heldFields(body) })
    } catch (error) {
      request.log.error({ err: error }, 'held submission could not be stored')
    }
    request.log.info({ reason }, 'enquiry held as spam')
    return accepted(id)
  }
  const honeypot = body[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined) {
    options.abuse.honeypot += 1
    return hold('honeypot')
  }
  const fillMs = Number(body[FILL_TIME_FIELD])
  if (body[FILL_TIME_FIELD] !== undefined && (!Number.isFinite(fillMs) || fillMs < options.minFillMs)) {
    options.abuse.tooFast += 1
    return hold('too-fast')
  }

  const parsed = schemaForWire(body.form_type).safeParse(body)
  if (!parsed.success) {
    return refuse(
      request,
      reply,
      { status: 422, error: 'invalid_input', fields: collectFieldErrors(parsed.error) },
      options,
    )
  }
  let result: Awaited<ReturnType<typeof submitEnquiry>>
  try {
    result = await submitEnquiry(
      parsed.data,
      {
        repo: options.repo,
        now,
        onStored: options.onStored,
        delivery: options.delivery,
      },
      key,
    )
  } catch (error) {
    if (error instanceof EnquiryRejected) throw error
    // Our fault, not the visitor's: nothing was acknowledged, so the form keeps its values to retry.
    request.log.error({ err: error }, 'enquiry could not be stored')
    return refuse(request, reply, { status: 503, error: 'unavailable', fields: {} }, options)
  }
  if (result.conflict) {
    // The key was used before for other content: storing nothing and answering 201 would lose this one.
    request.log.info({ enquiry: result.id }, 'idempotency key reused with different content')
    return refuse(
      request,
      reply,
      {
        status: 409,
        error: 'idempotency_conflict',
        fields: { form: 'This request repeats an earlier key with different content; send it as new.' },
      },
      options,
    )
  }
  if (result.duplicate) reply.header('Idempotent-Replayed', 'true')
  request.log.info({ enquiry: result.id, duplicate: result.duplicate }, 'enquiry stored')
  return accepted(result.id, result.reference)
}

/** What a held submission keeps: a few text fields, none longer than an enquiry's longest, so a bot cannot fill the database. */
const HELD_FIELD_COUNT = 20
const HELD_VALUE_LENGTH = FIELD_LIMITS.message

/** Text fields as sent, up to those limits; the fill time and the document's bytes are not kept. */
function heldFields(body: Record<string, unknown>): Record<string, string> {
  const skipped = new Set([FILL_TIME_FIELD, 'fileContent'])
  return Object.fromEntries(
    Object.entries(body)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !skipped.has(entry[0]))
      .slice(0, HELD_FIELD_COUNT)
      .map(([name, value]) => [name.slice(0, 64), value.slice(0, HELD_VALUE_LENGTH)]),
  )
}

/** The one allowed file becomes filename + base64, like the JSON form. */
async function readMultipart(body: unknown): Promise<Record<string, unknown> | null> {
  if (!isRecord(body)) return null
  const fields: Record<string, unknown> = {}
  for (const [name, entry] of Object.entries(body)) {
    const part = (Array.isArray(entry) ? entry[0] : entry) as MultipartFile | MultipartValue | undefined
    if (!part || typeof part !== 'object') continue
    if (part.type === 'file') {
      if (name !== 'document') continue
      const content = await part.toBuffer()
      // A file input left empty still sends a part with no name and no bytes.
      if (part.filename && content.length > 0) {
        fields.filename = part.filename
        fields.fileContent = content.toString('base64')
      }
    } else {
      fields[name] = typeof part.value === 'string' ? part.value : String(part.value)
    }
  }
  return fields
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A browser post without JavaScript: answered with pages (redirect or problem page), never JSON. */
function isPlainFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.toLowerCase() ?? ''
  const formEncoded =
    type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
  if (!formEncoded) return false
  const accept = request.headers.accept?.toLowerCase() ?? ''
  return !accept.includes('application/json') || accept.includes('text/html')
}

/** An origin in ALLOWED_ORIGINS exactly as the request names it, else null. */
function allowedOriginOf(request: FastifyRequest, allowedOrigins: readonly string[]): string | null {
  const origin = request.headers.origin
  return typeof origin === 'string' && allowedOrigins.includes(origin) ? origin : null
}

/** '' for this server's own pages; a listed origin's pages get absolute addresses back to them, nothing else does. */
function pagesOrigin(request: FastifyRequest, options: ContactRouteOptions): string {
  const origin = allowedOriginOf(request, options.allowedOrigins ?? [])
  const url = origin === null ? null : URL.parse(origin)
  return url && url.host !== normalizedHost(request.host, url.protocol) ? url.origin : ''
}

function varyWithOrigin(vary: unknown): string {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return names.some((name) => name.toLowerCase() === 'origin')
    ? names.join(', ')
    : [...names, 'Origin'].join(', ')
}

/** The page the form was on; another origin's Referer carries its origin alone (Referrer-Policy), so "/" means unknown. */
function formPage(request: FastifyRequest, pages: string): string {
  const referer = URL.parse(request.headers.referer ?? '')
  const fromPages = pages
    ? referer?.origin === pages && referer.pathname !== '/'
    : referer?.host === normalizedHost(request.host, referer?.protocol)
  return referer && fromPages && referer.pathname.startsWith('/') ? referer.pathname : DEFAULT_FORM_PAGE
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: Refusal,
  options: ContactRouteOptions,
) {
  if (refusal.retryAfterSeconds !== undefined) reply.header('Retry-After', String(refusal.retryAfterSeconds))
  const { status, ...body } = refusal
  if (!options.problemPages || !isPlainFormPost(request)) return reply.code(status).send(body)
  const pages = pagesOrigin(request, options)
  return reply
    .code(status)
    .header('Content-Security-Policy', options.problemPages.contentSecurityPolicy)
    .type('text/html; charset=utf-8')
    .send(
      options.problemPages.render({
        ...describeRefusal(refusal),
        backHref: pages + formPage(request, pages),
        ...(pages ? { linkOrigin: pages } : {}),
      }),
    )
}

function describeRefusal(refusal: Refusal): { title: string; intro: string; problems?: string[] } {
  const problems = Object.entries(refusal.fields).map(
    ([field, message]) => `${PROBLEM_FIELD_LABELS[field] ?? field}: ${message}`,
  )
  switch (refusal.status) {
    case 422:
    case 413:
    case 415:
      return problems.length > 0
        ? { ...enquiryProblems.invalid, problems }
        : { title: enquiryProblems.refused.title, intro: enquiryProblems.refused.intro }
    case 429:
      return {
        title: enquiryProblems.rateLimited.title,
        intro: enquiryProblems.rateLimited.intro(
          Math.max(1, Math.ceil((refusal.retryAfterSeconds ?? 60) / 60)),
        ),
      }
    case 403:
      return enquiryProblems.crossSite
    case 503:
      return enquiryProblems.busy
    default:
      return enquiryProblems.refused
  }
}

/** Storage faults are answered in the handler, so anything here is a 4xx, even parser errors without a status. */
function sendError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ContactRouteOptions,
) {
  if (error instanceof EnquiryRejected) {
    return refuse(
      request,
      reply,
      { status: error.status, error: error.message, fields: error.fields },
      options,
    )
  }
  const status = error.statusCode ?? 500
  if (status === 429) {
    const retryAfterSeconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds
    return refuse(
      request,
      reply,
      { status: 429, error: 'too_many_requests', fields: {}, retryAfterSeconds },
      options,
    )
  }
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
    return refuse(
      request,
      reply,
      { status: 413, error: 'payload_too_large', fields: { document: MESSAGES.documentTooLarge } },
      options,
    )
  }
  if (status === 415)
    return refuse(request, reply, { status: 415, error: 'unsupported_media_type', fields: {} }, options)
  request.log.info({ code: error.code, status }, 'enquiry request refused')
  return refuse(
    request,
    reply,
    { status: status >= 400 && status < 500 ? status : 400, error: 'malformed_request', fields: {} },
    options,
  )
}
