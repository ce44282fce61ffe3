/** What the enquiry service and the notification worker need from storage, whatever the database. */

export interface NewDocument {
  /** Generated name the document is stored under; the visitor's file name is never trusted. */
  storedName: string
  /** The visitor's file name, sanitised, kept only as metadata. */
  originalName: string
  mediaType: string
  content: Buffer
  sha256: string
}

export interface NewEnquiry {
  formType: 'common' | 'dedicated'
  service: string | null
  name: string
  firstName: string | null
  lastName: string | null
  email: string
  phone: string
  company: string
  title: string
  projectType: string | null
  message: string
  document: NewDocument | null
}

export interface StoredDocument {
  storedName: string
  originalName: string
  mediaType: string
  size: number
  sha256: string
}

export interface StoredEnquiry extends Omit<NewEnquiry, 'document'> {
  id: string
  createdAt: string
  document: StoredDocument | null
  notification: {
    status: 'pending' | 'sent'
    attempts: number
    sentAt: string | null
    lastError: string | null
  }
}

export interface NotificationJob {
  id: string
  enquiryId: string
  attempts: number
}

export interface InsertResult {
  id: string
  /** True when the Idempotency-Key was seen before: nothing new was stored. */
  duplicate: boolean
}

export interface EnquiryRepo {
  readonly kind: 'sqlite' | 'postgres'
  /** Stores the enquiry, its document and its notification job in one transaction. */
  insertWithNotification(input: NewEnquiry, now: Date, idempotencyKey?: string): Promise<InsertResult>
  /** Pending jobs due now, leased to this worker until `leaseUntil` so no other pass takes them. */
  claimDueNotifications(now: Date, leaseUntil: Date, limit: number): Promise<NotificationJob[]>
  markSent(jobId: string, now: Date): Promise<void>
  scheduleRetry(jobId: string, nextAttemptAt: Date, error: string): Promise<void>
  /** Frees leases left by a process that died mid-delivery (one server owns a database). */
  releaseLeases(): Promise<void>
  getEnquiry(id: string): Promise<StoredEnquiry | null>
  getDocumentContent(enquiryId: string): Promise<{ document: StoredDocument; content: Buffer } | null>
  listEnquiries(): Promise<StoredEnquiry[]>
  /** Throws when the database cannot answer. */
  countPendingNotifications(): Promise<number>
  close(): Promise<void>
}
