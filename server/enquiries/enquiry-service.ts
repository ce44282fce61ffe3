import { createHash, randomUUID } from 'node:crypto'
import { fingerprintedValues } from '#contract/enquiry-fields.ts'
import { MAX_DOCUMENT_BYTES, MESSAGES } from '#contract/enquiry-rules.ts'
import type { Enquiry } from '#contract/enquiry-schema.ts'
import {
  checkDocument,
  claimedKind,
  MEDIA_TYPES,
  REFUSAL_MESSAGES,
  sanitizeFilename,
} from './document-check.ts'
import type { DeliveryChannel, EnquiryRepo, InsertResult, NewDocument, NewEnquiry } from './enquiry-repo.ts'

/** A rule the input broke after schema validation; the route turns it into a 4xx answer. */
export class EnquiryRejected extends Error {
  readonly status: 413 | 415 | 422
  readonly fields: Record<string, string>
  constructor(status: 413 | 415 | 422, code: string, fields: Record<string, string>) {
    super(code)
    this.status = status
    this.fields = fields
  }
}

export interface ServiceDeps {
  repo: EnquiryRepo
  now: () => Date
  /** Lets the worker deliver without waiting for its next poll. */
  onStored?: () => void
  delivery?: DeliveryPlan
}

export interface DeliveryPlan {
  channels: readonly DeliveryChannel[]
  acknowledgementWindowMs: number
}

/** Also checks the document is what its name claims. */
export async function toNewEnquiry({ filename, fileContent, ...values }: Enquiry): Promise<NewEnquiry> {
  return {
    ...values,
    document: filename && fileContent ? await readDocument(filename, fileContent) : null,
  }
}

async function readDocument(filename: string, base64: string): Promise<NewDocument> {
  const content = Buffer.from(base64, 'base64')
  if (content.length > MAX_DOCUMENT_BYTES) {
    throw new EnquiryRejected(413, 'document_too_large', { document: MESSAGES.documentTooLarge })
  }
  const kind = claimedKind(filename)
  if (!kind || content.length === 0) {
    throw new EnquiryRejected(415, 'unsupported_document', { document: MESSAGES.documentType })
  }
  const verdict = await checkDocument(kind, content)
  if (!verdict.accepted) {
    throw new EnquiryRejected(415, 'unsupported_document', { document: REFUSAL_MESSAGES[verdict.reason] })
  }
  return {
    storedName: `${randomUUID()}.${kind}`,
    originalName: sanitizeFilename(filename, kind),
    mediaType: MEDIA_TYPES[kind],
    content,
    sha256: createHash('sha256').update(content).digest('hex'),
  }
}

/** The same Idempotency-Key is a replay only when this matches; the document counts by its digest. */
export function enquiryFingerprint(enquiry: NewEnquiry): string {
  const { document, ...values } = enquiry
  const described = document ? { name: document.originalName, sha256: document.sha256 } : null
  // Hashed as stored, in the description's order, so fingerprints already stored still match a retry.
  const hashed = { ...fingerprintedValues(values), document: described }
  return createHash('sha256').update(JSON.stringify(hashed)).digest('hex')
}

/** One transaction, so an acknowledged enquiry always exists and gets its notification, even while mail is down. */
export async function submitEnquiry(
  input: Enquiry,
  { repo, now, onStored, delivery }: ServiceDeps,
  idempotencyKey?: string,
): Promise<InsertResult> {
  const enquiry = await toNewEnquiry(input)
  const idempotency = idempotencyKey
    ? { key: idempotencyKey, fingerprint: enquiryFingerprint(enquiry) }
    : undefined
  const result = await repo.insertWithNotification(enquiry, now(), {
    idempotency,
    channels: delivery?.channels,
    acknowledgementWindowMs: delivery?.acknowledgementWindowMs,
  })
  if (!result.duplicate) onStored?.()
  return result
}
