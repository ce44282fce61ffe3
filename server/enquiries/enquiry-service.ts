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
  /** Called after a commit so the worker delivers without waiting for its next poll. */
  onStored?: () => void
  /** Where each enquiry goes (default: the sales e-mail alone) and the acknowledgement's quiet window. */
  delivery?: DeliveryPlan
}

export interface DeliveryPlan {
  channels: readonly DeliveryChannel[]
  /** At most one acknowledgement per address within this window (one hour). */
  acknowledgementWindowMs: number
}

/** Turns a validated form into the record to store; checks the document is what its name claims. */
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

/**
 * What an enquiry carries, reduced to a hash: the same Idempotency-Key is a replay only when this matches.
 * The document counts by its digest, so a large file is not hashed twice.
 */
export function enquiryFingerprint(enquiry: NewEnquiry): string {
  const { document, ...values } = enquiry
  const described = document ? { name: document.originalName, sha256: document.sha256 } : null
  // Hashed as stored, under the export keys, in the description's order, so fingerprints already in the
  // database still match a retry of the same enquiry.
  const hashed = { ...fingerprintedValues(values), document: described }
  return createHash('sha256').update(JSON.stringify(hashed)).digest('hex')
}

/**
 * Stores the enquiry, its document and its notification job in one transaction, so an acknowledged
 * enquiry always exists and always gets its notification, even while mail is down. A repeated
 * Idempotency-Key returns the first enquiry when the content matches, and a conflict when it does not.
 */
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
