import formbody from '@fastify/formbody'
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { MAX_DOCUMENT_BYTES } from '#app/lib/enquiry-rules.ts'
import { ConsultationSchema, collectFieldErrors, ShortEnquirySchema } from '#app/lib/enquiry-schema.ts'
import type { EnquiryRepo } from '../enquiries/enquiry-repo.ts'
import { EnquiryRejected, submitEnquiry } from '../enquiries/enquiry-service.ts'

export const CONTACT_PATH = '/api/contact'
/** A 10 MB document grows by a third in base64; the rest is room for the text fields. */
export const CONTACT_BODY_LIMIT = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 256 * 1024
/** Field names the visitor never sees: a trap for bots and the time the form was open. */
export const HONEYPOT_FIELD = 'website'
export const FILL_TIME_FIELD = 'fill_ms'

export interface AbuseCounters {
  honeypot: number
  tooFast: number
}

export interface ContactRouteOptions {
  repo: EnquiryRepo
  now?: () => Date
  /** Wakes the notification worker after a commit. */
  onStored?: () => void
  /** Requests per window per client address; false turns the limit off (benchmarks only). */
  rateLimit: { max: number; timeWindowMs: number } | false
  /** Submissions reporting a shorter fill time are accepted silently and not stored. */
  minFillMs: number
  /** Where a form posted without JavaScript lands. */
  thankYouPath: string
  abuse: AbuseCounters
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/

/** POST /api/contact: HTTP in and out; validation in the shared schemas, rules in the enquiry service. */
export async function registerContactRoutes(
  app: FastifyInstance,
  options: ContactRouteOptions,
): Promise<void> {
  await app.register(async (scope) => {
    if (options.rateLimit) {
      await scope.register(rateLimit, {
        max: options.rateLimit.max,
        timeWindow: options.rateLimit.timeWindowMs,
        // The answer carries Retry-After; its body follows the API's error shape.
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          error: 'too_many_requests',
          fields: {},
          retryAfterSeconds: Math.ceil(context.ttl / 1000),
        }),
      })
    }
    // Only the forms' own encodings are accepted; Fastify's default text/plain parser is not one.
    scope.removeContentTypeParser('text/plain')
    await scope.register(formbody, { bodyLimit: CONTACT_BODY_LIMIT })
    await scope.register(multipart, {
      attachFieldsToBody: true,
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 20, fieldSize: 1024 * 1024, parts: 25 },
    })
    scope.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply))
    scope.post(CONTACT_PATH, { bodyLimit: CONTACT_BODY_LIMIT }, (request, reply) =>
      handleContact(request, reply, options),
    )
  })
}

async function handleContact(request: FastifyRequest, reply: FastifyReply, options: ContactRouteOptions) {
  const plainPost = !request.headers['content-type']?.toLowerCase().startsWith('application/json')
  const body = request.isMultipart() ? await readMultipart(request.body) : request.body
  if (!isRecord(body))
    return reply.code(422).send({ error: 'invalid_input', fields: { form: 'Expected form fields' } })

  const key = request.headers['idempotency-key']
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
    return reply.code(400).send({ error: 'invalid_idempotency_key', fields: {} })
  }

  const accepted = (id: string) =>
    plainPost ? reply.redirect(options.thankYouPath, 303) : reply.code(201).send({ id, status: 'received' })

  // Bots are told their message arrived, so they do not adapt; nothing is stored or sent.
  const honeypot = body[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined) {
    options.abuse.honeypot += 1
    request.log.info({ reason: 'honeypot' }, 'enquiry discarded')
    return accepted(crypto.randomUUID())
  }
  const fillMs = Number(body[FILL_TIME_FIELD])
  if (body[FILL_TIME_FIELD] !== undefined && (!Number.isFinite(fillMs) || fillMs < options.minFillMs)) {
    options.abuse.tooFast += 1
    request.log.info({ reason: 'too_fast' }, 'enquiry discarded')
    return accepted(crypto.randomUUID())
  }

  const schema = body.form_type === 'dedicated' ? ConsultationSchema : ShortEnquirySchema
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    return reply.code(422).send({ error: 'invalid_input', fields: collectFieldErrors(parsed.error) })
  }
  let result: Awaited<ReturnType<typeof submitEnquiry>>
  try {
    result = await submitEnquiry(
      parsed.data,
      { repo: options.repo, now: options.now ?? (() => new Date()), onStored: options.onStored },
      key,
    )
  } catch (error) {
    if (error instanceof EnquiryRejected) throw error
    // Our fault, not the visitor's: nothing was acknowledged, so the form keeps its values to retry.
    request.log.error({ err: error }, 'enquiry could not be stored')
    return reply.code(503).send({ error: 'unavailable', fields: {} })
  }
  if (result.duplicate) reply.header('Idempotent-Replayed', 'true')
  request.log.info({ enquiry: result.id, duplicate: result.duplicate }, 'enquiry stored')
  return accepted(result.id)
}

/** Multipart fields as plain values; the one allowed file becomes filename + base64 like the JSON form. */
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

/**
 * Everything that reaches this handler came from reading the request (storage faults are answered in
 * the handler), so every answer is a 4xx in the API's shape, including parser errors without a status.
 */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof EnquiryRejected) {
    return reply.code(error.status).send({ error: error.message, fields: error.fields })
  }
  const status = error.statusCode ?? 500
  if (status === 429) return reply.code(429).send(error)
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
    return reply.code(413).send({ error: 'payload_too_large', fields: {} })
  }
  if (status === 415) return reply.code(415).send({ error: 'unsupported_media_type', fields: {} })
  request.log.info({ code: error.code, status }, 'enquiry request refused')
  return reply
    .code(status >= 400 && status < 500 ? status : 400)
    .send({ error: 'malformed_request', fields: {} })
}
