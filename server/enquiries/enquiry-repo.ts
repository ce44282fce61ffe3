import type { EnquiryValues, NewEnquiryValues } from '#contract/enquiry-fields.ts'

/** What the enquiry service and the notification worker need from storage, whatever the database. */

export interface NewDocument {
  /** Generated name the document is stored under; the visitor's file name is never trusted. */
  storedName: string
  /** The visitor's file name, sanitized, kept only as metadata. */
  originalName: string
  mediaType: string
  content: Buffer
  sha256: string
}

/** An enquiry in the domain's terms: the described fields (contract/enquiry-fields.ts) and its document. */
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

/**
 * Where an enquiry is delivered, one outbox job each: the sales team's e-mail, the webhook to the CRM
 * or chat tool (when configured), and the acknowledgement to the visitor (when configured).
 */
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

export interface StoredEnquiry extends EnquiryValues {
  id: string
  /** The number people quote: GTF-<year of arrival>-<number from a counter that never resets>. */
  reference: string
  createdAt: string
  document: StoredDocument | null
  /** The sales e-mail's delivery: the one every enquiry has. */
  notification: DeliveryState
  /** Every channel this enquiry is delivered to, the sales e-mail included. */
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

/** A notification as staff see it in the CLI. */
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

/** The same request sent again: its Idempotency-Key and a fingerprint of what it carries. */
export interface IdempotencyClaim {
  key: string
  fingerprint: string
}

export interface InsertOptions {
  idempotency?: IdempotencyClaim
  /** Channels to deliver to; default the sales e-mail alone. */
  channels?: readonly DeliveryChannel[]
  /**
   * With the acknowledgement channel: none is queued when the same address (case-insensitive) had one
   * queued within this many milliseconds, so the form cannot be used to mail-bomb a stranger.
   */
  acknowledgementWindowMs?: number
}

/** Counts of what a deletion removed, for the log and the audit record. */
export interface DeletionCount {
  enquiries: number
  documents: number
}

/** One deletion, recorded without personal data: what kind, how many, and which enquiry ids. */
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
  /** Stores the enquiry, its document and one delivery job per channel in one transaction. */
  insertWithNotification(input: NewEnquiry, now: Date, options?: InsertOptions): Promise<InsertResult>
  /**
   * Pending jobs due now whose lease is free or expired, leased to `owner` until `leaseUntil` so no other
   * worker, in this process or another, takes them. A lease is never taken back early: it expires.
   */
  claimDueNotifications(now: Date, leaseUntil: Date, limit: number, owner: string): Promise<NotificationJob[]>
  /** The next four return false when `owner` no longer holds the job's lease (it expired and moved on). */
  markSent(jobId: string, now: Date, owner: string): Promise<boolean>
  scheduleRetry(jobId: string, nextAttemptAt: Date, error: string, owner: string): Promise<boolean>
  /** Makes the job a dead letter: no more attempts until staff retry it. */
  markFailed(jobId: string, now: Date, error: string, owner: string): Promise<boolean>
  /** Gives back the leases `owner` still holds (a worker stopping cleanly); never anyone else's. */
  releaseOwnLeases(owner: string): Promise<void>
  /** Puts a failed notification back in the queue, due now; false when there is no such failed job. */
  retryNotification(jobId: string, now: Date): Promise<boolean>
  listNotifications(status: NotificationStatus): Promise<NotificationSummary[]>
  /** Throws when the database cannot answer. */
  notificationHealth(): Promise<NotificationHealth>
  getEnquiry(id: string): Promise<StoredEnquiry | null>
  getDocumentContent(enquiryId: string): Promise<{ document: StoredDocument; content: Buffer } | null>
  listEnquiries(): Promise<StoredEnquiry[]>
  /** Every enquiry given with this e-mail address, whatever its case. */
  findByEmail(email: string): Promise<StoredEnquiry[]>
  /** Deletes these enquiries with their documents and jobs, and records `audit` in the same transaction. */
  deleteEnquiries(
    ids: readonly string[],
    audit: Omit<AuditEntry, 'enquiries' | 'documents'>,
  ): Promise<DeletionCount>
  /**
   * Retention: deletes enquiries created before `enquiriesBefore` (with their documents and jobs) and the
   * documents of enquiries created before `documentsBefore`, recording one audit entry.
   */
  purgeExpired(
    cutoffs: { enquiriesBefore: Date; documentsBefore: Date },
    audit: Omit<AuditEntry, 'enquiries' | 'documents'>,
  ): Promise<DeletionCount>
  listAudit(): Promise<AuditEntry[]>
  /** Throws when the database cannot answer. */
  countPendingNotifications(): Promise<number>
  close(): Promise<void>
}
