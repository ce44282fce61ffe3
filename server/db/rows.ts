import { enquiryFields, storedValues, valuesFromStored } from '#contract/enquiry-fields.ts'
import {
  type AuditEntry,
  DELIVERY_CHANNELS,
  type DeliveryAttempt,
  type DeliveryChannel,
  type DeliveryState,
  type InsertResult,
  type NewEnquiry,
  type NotificationHealth,
  type NotificationJob,
  type NotificationStatus,
  type NotificationSummary,
  type StoredDocument,
  type StoredEnquiry,
} from '../enquiries/enquiry-repo.ts'

/** GTF-2026-000123: the firm's prefix, the year the enquiry arrived and its number (never reused). */
export function formatReference(year: number, sequence: number): string {
  return `GTF-${year}-${String(sequence).padStart(6, '0')}`
}

export function toDeliveryChannel(channel: string): DeliveryChannel {
  return (DELIVERY_CHANNELS as readonly string[]).includes(channel)
    ? (channel as DeliveryChannel)
    : 'sales-email'
}

export interface DeliveryRow {
  enquiry_id: string
  channel: string
  status: string
  attempts: number | string
  sent_at: string | null
  last_error: string | null
  failed_at: string | null
}

export const DELIVERY_SELECT =
  'SELECT enquiry_id, channel, status, attempts, sent_at, last_error, failed_at FROM notifications'

function toDeliveryState(
  row: Pick<DeliveryRow, 'status' | 'attempts' | 'sent_at' | 'last_error' | 'failed_at'>,
): DeliveryState {
  return {
    status: toNotificationStatus(row.status),
    attempts: Number(row.attempts),
    sentAt: row.sent_at,
    lastError: row.last_error,
    failedAt: row.failed_at,
  }
}

/** Channels in a fixed order. */
export function groupDeliveries(rows: DeliveryRow[]): Map<string, StoredEnquiry['deliveries']> {
  const byEnquiry = new Map<string, StoredEnquiry['deliveries']>()
  for (const row of rows) {
    const list = byEnquiry.get(row.enquiry_id) ?? []
    list.push({ channel: toDeliveryChannel(row.channel), ...toDeliveryState(row) })
    byEnquiry.set(row.enquiry_id, list)
  }
  for (const list of byEnquiry.values()) {
    list.sort((a, b) => DELIVERY_CHANNELS.indexOf(a.channel) - DELIVERY_CHANNELS.indexOf(b.channel))
  }
  return byEnquiry
}

export function toNotificationStatus(status: string): NotificationStatus {
  return status === 'sent' || status === 'failed' ? status : 'pending'
}

export interface NotificationRow {
  id: string
  enquiry_id: string
  channel: string
  status: string
  attempts: number | string
  last_error: string | null
  created_at: string
  failed_at: string | null
}

export const NOTIFICATION_SELECT = `
SELECT n.id, n.enquiry_id, n.channel, n.status, n.attempts, n.last_error, e.created_at, n.failed_at
FROM notifications n JOIN enquiries e ON e.id = n.enquiry_id`

export function toNotificationSummary(row: NotificationRow): NotificationSummary {
  return {
    id: row.id,
    enquiryId: row.enquiry_id,
    channel: toDeliveryChannel(row.channel),
    status: toNotificationStatus(row.status),
    attempts: Number(row.attempts),
    lastError: row.last_error,
    enquiryCreatedAt: row.created_at,
    failedAt: row.failed_at,
  }
}

export interface ClaimedJobRow {
  id: string
  enquiry_id: string
  channel: string
  attempts: number | string
  created_at: string
}

export function toNotificationJob(row: ClaimedJobRow): NotificationJob {
  return {
    id: row.id,
    enquiryId: row.enquiry_id,
    channel: toDeliveryChannel(row.channel),
    attempts: Number(row.attempts),
    enquiryCreatedAt: row.created_at,
  }
}

/** PostgreSQL returns its counts as strings. */
export interface NotificationHealthRow {
  pending: number | string
  failed: number | string
  oldest: string | null
}

export function toNotificationHealth(row: NotificationHealthRow | undefined): NotificationHealth {
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestPendingAt: row?.oldest ?? null,
  }
}

export interface DocumentContentRow {
  stored_name: string
  original_name: string
  media_type: string
  size: number | string
  sha256: string
  content: Uint8Array
}

export function toDocumentContent(row: DocumentContentRow): { document: StoredDocument; content: Buffer } {
  const document: StoredDocument = {
    storedName: row.stored_name,
    originalName: row.original_name,
    mediaType: row.media_type,
    size: Number(row.size),
    sha256: row.sha256,
  }
  const content = Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength)
  return { document, content }
}

/** PostgreSQL returns the counts as strings. */
export type AuditRow = Omit<AuditEntry, 'enquiries' | 'documents'> & {
  enquiries: number | string
  documents: number | string
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return { ...row, enquiries: Number(row.enquiries), documents: Number(row.documents) }
}

/** Besides these, a column per described field (contract/enquiry-fields.ts). */
export interface EnquiryRow {
  [column: string]: unknown
  id: string
  reference: string | null
  created_at: string
  stored_name: string | null
  original_name: string | null
  media_type: string | null
  size: number | string | null
  sha256: string | null
  status: string
  attempts: number | string
  sent_at: string | null
  last_error: string | null
  failed_at: string | null
}

export const ENQUIRY_SELECT = `
SELECT e.id, e.reference, e.created_at, ${enquiryFields.map((field) => `e.${field.column}`).join(', ')},
  d.stored_name, d.original_name, d.media_type, d.size, d.sha256,
  n.status, n.attempts, n.sent_at, n.last_error, n.failed_at
FROM enquiries e
JOIN notifications n ON n.enquiry_id = e.id AND n.channel = 'sales-email'
LEFT JOIN enquiry_documents d ON d.enquiry_id = e.id`

export function toStoredEnquiry(
  row: EnquiryRow,
  deliveries: StoredEnquiry['deliveries'] = [],
): StoredEnquiry {
  const notification = toDeliveryState(row)
  return {
    id: row.id,
    reference: row.reference ?? '',
    createdAt: row.created_at,
    ...valuesFromStored(row),
    document:
      row.stored_name === null
        ? null
        : {
            storedName: row.stored_name,
            originalName: row.original_name ?? '',
            mediaType: row.media_type ?? '',
            size: Number(row.size),
            sha256: row.sha256 ?? '',
          },
    notification,
    deliveries: deliveries.length > 0 ? deliveries : [{ channel: 'sales-email', ...notification }],
  }
}

export function storedOutcome(id: string, reference: string): InsertResult {
  return { id, reference, duplicate: false, conflict: false }
}

/** No second acknowledgement to an address that had one recently. */
export function channelsToQueue(
  channels: readonly DeliveryChannel[],
  acknowledgedRecently: boolean,
): DeliveryChannel[] {
  return channels.filter((channel) => !(channel === 'acknowledgement' && acknowledgedRecently))
}

/** Enough to diagnose, not a whole SMTP transcript. */
export function storedError(error: string): string {
  return error.slice(0, 500)
}

export const ENQUIRY_INSERT_COLUMNS = [
  'id',
  'created_at',
  ...enquiryFields.map((field) => field.column),
  'idempotency_key',
  'request_fingerprint',
  'reference',
] as const

export function enquiryInsertValues(
  id: string,
  input: NewEnquiry,
  now: Date,
  idempotency: { key: string; fingerprint: string } | undefined,
  reference: string,
): (string | null)[] {
  return [
    id,
    now.toISOString(),
    ...storedValues(input),
    idempotency?.key ?? null,
    idempotency?.fingerprint ?? null,
    reference,
  ]
}

export interface KeyedEnquiryRow {
  id: string
  reference: string | null
  request_fingerprint: string | null
}

/** The same key with other content is a conflict; rows stored before fingerprints existed replay. */
export function idempotencyOutcome(
  existing: KeyedEnquiryRow,
  fingerprint: string,
): { id: string; reference: string; duplicate: true; conflict: boolean } {
  const conflict = existing.request_fingerprint !== null && existing.request_fingerprint !== fingerprint
  return { id: existing.id, reference: existing.reference ?? '', duplicate: true, conflict }
}

/** The SQL parameter list of an audit entry: (id, at, action, enquiries, documents, detail). */
export function auditInsertValues(
  id: string,
  entry: { at: string; action: string; detail: string },
  count: { enquiries: number; documents: number },
) {
  return [id, entry.at, entry.action, count.enquiries, count.documents, entry.detail] as const
}

export function documentInsertValues(enquiryId: string, document: NonNullable<NewEnquiry['document']>) {
  return [
    enquiryId,
    document.storedName,
    document.originalName,
    document.mediaType,
    document.content.length,
    document.sha256,
    document.content,
  ] as const
}

export type Dialect = 'sqlite' | 'postgres'

/** Parameter `n` (from 1) of a statement: SQLite's `?NNN`, PostgreSQL's `$n`. */
export type Param = (n: number) => string
export const PARAMS: Record<Dialect, Param> = { sqlite: (n) => `?${n}`, postgres: (n) => `$${n}` }

export function paramList(param: Param, count: number, first = 1): string {
  return Array.from({ length: count }, (_, index) => param(first + index)).join(', ')
}

/** What a worker's mark returns, so the attempt it ends can be logged against the same job. */
const MARKED = 'RETURNING id, enquiry_id, channel'

export interface MarkedJobRow {
  id: string
  enquiry_id: string
  channel: string
}

export interface AttemptRow {
  channel: string
  attempted_at: string
  outcome: string
  error: string | null
}

export function toDeliveryAttempt(row: AttemptRow): DeliveryAttempt {
  return {
    channel: toDeliveryChannel(row.channel),
    attemptedAt: row.attempted_at,
    outcome: row.outcome === 'sent' ? 'sent' : 'failed',
    error: row.error,
  }
}

/** Written once; each dialect numbers the parameters its own way. */
export function statements(p: Param) {
  return {
    findByKey: `SELECT id, reference, request_fingerprint FROM enquiries WHERE idempotency_key = ${p(1)}`,
    insertEnquiry: `INSERT INTO enquiries (${ENQUIRY_INSERT_COLUMNS.join(', ')})
    VALUES (${paramList(p, ENQUIRY_INSERT_COLUMNS.length)})`,
    insertDocument: `INSERT INTO enquiry_documents (enquiry_id, stored_name, original_name, media_type, size, sha256,
    content) VALUES (${paramList(p, 7)})`,
    insertJob: `INSERT INTO notifications (id, enquiry_id, channel, status, attempts, next_attempt_at)
    VALUES (${p(1)}, ${p(2)}, ${p(3)}, 'pending', 0, ${p(4)})`,
    recentAcknowledgement: `SELECT 1 AS found FROM notifications n JOIN enquiries e ON e.id = n.enquiry_id
    WHERE n.channel = 'acknowledgement' AND lower(e.email) = lower(${p(1)}) AND e.created_at > ${p(2)} LIMIT 1`,
    /** (id, at, action, enquiries, documents, detail) */
    auditInsert: `INSERT INTO privacy_audit (id, at, action, enquiries, documents, detail)
    VALUES (${paramList(p, 6)})`,
    enquiriesByEmail: `${ENQUIRY_SELECT} WHERE lower(e.email) = lower(${p(1)}) ORDER BY e.created_at, e.id`,
    audit: 'SELECT at, action, enquiries, documents, detail FROM privacy_audit ORDER BY at, id',
    enquiryById: `${ENQUIRY_SELECT} WHERE e.id = ${p(1)}`,
    enquiryByReference: `${ENQUIRY_SELECT} WHERE e.reference = ${p(1)}`,
    allEnquiries: `${ENQUIRY_SELECT} ORDER BY e.created_at, e.id`,
    documentContent: `SELECT stored_name, original_name, media_type, size, sha256, content FROM enquiry_documents
    WHERE enquiry_id = ${p(1)}`,
    expiredEnquiries: `SELECT id FROM enquiries WHERE created_at < ${p(1)}`,
    purgeDocuments: `DELETE FROM enquiry_documents WHERE enquiry_id IN (SELECT id FROM enquiries WHERE created_at < ${p(1)})`,
    notificationsByStatus: `${NOTIFICATION_SELECT} WHERE n.status = ${p(1)} ORDER BY e.created_at, n.id`,
    notificationHealth: `SELECT
    (SELECT COUNT(*) FROM notifications WHERE status = 'pending') AS pending,
    (SELECT COUNT(*) FROM notifications WHERE status = 'failed') AS failed,
    (SELECT MIN(e.created_at) FROM notifications n JOIN enquiries e ON e.id = n.enquiry_id
      WHERE n.status = 'pending') AS oldest`,
    countPending: `SELECT COUNT(*) AS pending FROM notifications WHERE status = 'pending'`,
    /** (now, job id, owner): the worker's marks only hold while its lease does. */
    markSent: `UPDATE notifications SET status = 'sent', sent_at = ${p(1)}, attempts = attempts + 1, leased_until = NULL,
    lease_owner = NULL, last_error = NULL WHERE id = ${p(2)} AND lease_owner = ${p(3)} AND status = 'pending'
    ${MARKED}`,
    scheduleRetry: `UPDATE notifications SET attempts = attempts + 1, next_attempt_at = ${p(1)}, leased_until = NULL,
    lease_owner = NULL, last_error = ${p(2)} WHERE id = ${p(3)} AND lease_owner = ${p(4)} AND status = 'pending'
    ${MARKED}`,
    markFailed: `UPDATE notifications SET status = 'failed', failed_at = ${p(1)}, attempts = attempts + 1,
    leased_until = NULL, lease_owner = NULL, last_error = ${p(2)}
    WHERE id = ${p(3)} AND lease_owner = ${p(4)} AND status = 'pending' ${MARKED}`,
    /** (notification id, enquiry id, channel, attempted at, outcome, error) */
    recordAttempt: `INSERT INTO notification_attempts (notification_id, enquiry_id, channel, attempted_at, outcome,
    error) VALUES (${paramList(p, 6)})`,
    attemptsOfEnquiry: `SELECT channel, attempted_at, outcome, error FROM notification_attempts
    WHERE enquiry_id = ${p(1)} ORDER BY attempted_at, id`,
    releaseOwnLeases: `UPDATE notifications SET leased_until = NULL, lease_owner = NULL
    WHERE lease_owner = ${p(1)} AND status = 'pending'`,
    retryNotification: `UPDATE notifications SET status = 'pending', next_attempt_at = ${p(1)}, failed_at = NULL,
    leased_until = NULL, lease_owner = NULL WHERE id = ${p(2)} AND status = 'failed'`,
  }
}
export type Statements = ReturnType<typeof statements>

export const SQL: Record<Dialect, Statements> = {
  sqlite: statements(PARAMS.sqlite),
  postgres: statements(PARAMS.postgres),
}
