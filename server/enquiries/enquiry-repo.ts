import type { EnquiryValues, NewEnquiryValues } from '#contract/enquiry-fields.ts'
import type { SpamStore } from './spam-store.ts'
import type { StaffStore } from './staff-store.ts'

export interface NewDocument {
  /** Generated name the document is stored under; the visitor's file name is never trusted. */
  storedName: string
  /** The visitor's file name, sanitized, kept only as metadata. */
  originalName: string
  mediaType: string
  content: Buffer
  sha256: string
}

export interface NewEnquiry extends NewEnquiryValues {
  document: NewDocument | null
}

export interface StoredDocument {
  storedName: string
  originalName: string
  mediaType: string
  size: number
  sha256: string
}

/** One outbox job per channel; webhook and acknowledgement only when configured. */
export const DELIVERY_CHANNELS = ['sales-email', 'webhook', 'acknowledgement'] as const
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number]

export interface DeliveryState {
  status: NotificationStatus
  attempts: number
  sentAt: string | null
  lastError: string | null
  /** When the delivery became a dead letter (permanent refusal or given up). */
  failedAt: string | null
}

/** One try at a delivery; the job keeps only the latest error, this log keeps every one. */
export interface DeliveryAttempt {
  channel: DeliveryChannel
  /** ISO 8601, UTC. */
  attemptedAt: string
  outcome: 'sent' | 'failed'
  error: string | null
}

export interface StoredEnquiry extends EnquiryValues {
  id: string
  /** The number people quote: GTF-<year of arrival>-<number from a counter that never resets>. */
  reference: string
  createdAt: string
  document: StoredDocument | null
  notification: DeliveryState
  deliveries: (DeliveryState & { channel: DeliveryChannel })[]
}

/** pending: still to deliver; sent: accepted by the mail server; failed: a dead letter staff must act on. */
export type NotificationStatus = 'pending' | 'sent' | 'failed'

export interface NotificationJob {
  id: string
  enquiryId: string
  channel: DeliveryChannel
  attempts: number
  /** When the enquiry was stored (ISO 8601): how long the notification has been waiting. */
  enquiryCreatedAt: string
}

export interface NotificationSummary {
  id: string
  enquiryId: string
  channel: DeliveryChannel
  status: NotificationStatus
  attempts: number
  lastError: string | null
  enquiryCreatedAt: string
  failedAt: string | null
}

export interface NotificationHealth {
  pending: number
  failed: number
  /** created_at of the oldest enquiry whose notification is still pending, or null. */
  oldestPendingAt: string | null
}

export interface IdempotencyClaim {
  key: string
  fingerprint: string
}

export interface InsertOptions {
  idempotency?: IdempotencyClaim
  channels?: readonly DeliveryChannel[]
  /** Acknowledgement throttle per address (case-insensitive), so the form cannot mail-bomb a stranger. */
  acknowledgementWindowMs?: number
  /** A held submission this enquiry releases: deleted in the same transaction; nothing is stored when it is gone. */
  releasesSpam?: string
}

/** The held submission was released or deleted by someone else first. */
export class SpamAlreadyGone extends Error {
  constructor() {
    super('held submission no longer exists')
  }
}

export interface DeletionCount {
  enquiries: number
  documents: number
}

/** One deletion, recorded without personal data. */
export interface AuditEntry {
  at: string
  action: 'retention' | 'delete' | 'delete-by-email' | 'purge'
  enquiries: number
  documents: number
  detail: string
}

export interface InsertResult {
  id: string
  reference: string
  /** True when the Idempotency-Key was seen before: nothing new was stored. */
  duplicate: boolean
  /** True when the key was seen before with different content: nothing stored, the request is refused. */
  conflict: boolean
}

export interface EnquiryRepo {
  readonly kind: 'sqlite' | 'postgres'
  /** The inbox's members, sessions and audit log, in the same database. */
  readonly staff: StaffStore
  readonly spam: SpamStore
  /** One transaction: enquiry, document and one delivery job per channel. */
  insertWithNotification(input: NewEnquiry, now: Date, options?: InsertOptions): Promise<InsertResult>
  /** Leases due jobs to `owner`; a lease is never taken back early, it expires. */
  claimDueNotifications(now: Date, leaseUntil: Date, limit: number, owner: string): Promise<NotificationJob[]>
  /**
   * These return false when `owner` no longer holds the job's lease; otherwise each also logs the attempt
   * (see listDeliveryAttempts) in the same transaction.
   */
  markSent(jobId: string, now: Date, owner: string): Promise<boolean>
  scheduleRetry(
    jobId: string,
    attemptedAt: Date,
    nextAttemptAt: Date,
    error: string,
    owner: string,
  ): Promise<boolean>
  markFailed(jobId: string, now: Date, error: string, owner: string): Promise<boolean>
  /** Gives back the leases `owner` still holds (a worker stopping cleanly); never anyone else's. */
  releaseOwnLeases(owner: string): Promise<void>
  /** Puts a failed notification back in the queue, due now; false when there is no such failed job. */
  retryNotification(jobId: string, now: Date): Promise<boolean>
  listNotifications(status: NotificationStatus): Promise<NotificationSummary[]>
  /** Every delivery attempt for one enquiry, oldest first. */
  listDeliveryAttempts(enquiryId: string): Promise<DeliveryAttempt[]>
  notificationHealth(): Promise<NotificationHealth>
  getEnquiry(id: string): Promise<StoredEnquiry | null>
  /** By the number people quote (GTF-2026-000123). */
  findByReference(reference: string): Promise<StoredEnquiry | null>
  getDocumentContent(enquiryId: string): Promise<{ document: StoredDocument; content: Buffer } | null>
  listEnquiries(): Promise<StoredEnquiry[]>
  /** Matches the address case-insensitively. */
  findByEmail(email: string): Promise<StoredEnquiry[]>
  /** Records `audit` in the same transaction. */
  deleteEnquiries(
    ids: readonly string[],
    audit: Omit<AuditEntry, 'enquiries' | 'documents'>,
  ): Promise<DeletionCount>
  /** Retention: deletes old enquiries (with documents and jobs) and older documents, with one audit entry. */
  purgeExpired(
    cutoffs: { enquiriesBefore: Date; documentsBefore: Date },
    audit: Omit<AuditEntry, 'enquiries' | 'documents'>,
  ): Promise<DeletionCount>
  listAudit(): Promise<AuditEntry[]>
  countPendingNotifications(): Promise<number>
  close(): Promise<void>
}
