import type {
  NewEnquiry,
  NotificationStatus,
  NotificationSummary,
  StoredEnquiry,
} from '../enquiries/enquiry-repo.ts'

export function toNotificationStatus(status: string): NotificationStatus {
  return status === 'sent' || status === 'failed' ? status : 'pending'
}

/** A notification joined with its enquiry's creation time, as the CLI lists it. */
export interface NotificationRow {
  id: string
  enquiry_id: string
  status: string
  attempts: number | string
  last_error: string | null
  created_at: string
  failed_at: string | null
}

export const NOTIFICATION_SELECT = `
SELECT n.id, n.enquiry_id, n.status, n.attempts, n.last_error, e.created_at, n.failed_at
FROM notifications n JOIN enquiries e ON e.id = n.enquiry_id`

export function toNotificationSummary(row: NotificationRow): NotificationSummary {
  return {
    id: row.id,
    enquiryId: row.enquiry_id,
    status: toNotificationStatus(row.status),
    attempts: Number(row.attempts),
    lastError: row.last_error,
    enquiryCreatedAt: row.created_at,
    failedAt: row.failed_at,
  }
}

/** A row of enquiries joined with its document metadata and notification, as either database returns it. */
export interface EnquiryRow {
  id: string
  created_at: string
  form_type: string
  service: string | null
  name: string
  first_name: string | null
  last_name: string | null
  email: string
  phone: string
  company: string
  title: string
  project_type: string | null
  message: string
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
SELECT e.id, e.created_at, e.form_type, e.service, e.name, e.first_name, e.last_name, e.email, e.phone,
  e.company, e.title, e.project_type, e.message,
  d.stored_name, d.original_name, d.media_type, d.size, d.sha256,
  n.status, n.attempts, n.sent_at, n.last_error, n.failed_at
FROM enquiries e
JOIN notifications n ON n.enquiry_id = e.id
LEFT JOIN enquiry_documents d ON d.enquiry_id = e.id`

export function toStoredEnquiry(row: EnquiryRow): StoredEnquiry {
  return {
    id: row.id,
    createdAt: row.created_at,
    formType: row.form_type === 'dedicated' ? 'dedicated' : 'common',
    service: row.service,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    title: row.title,
    projectType: row.project_type,
    message: row.message,
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
    notification: {
      status: toNotificationStatus(row.status),
      attempts: Number(row.attempts),
      sentAt: row.sent_at,
      lastError: row.last_error,
      failedAt: row.failed_at,
    },
  }
}

/**
 * Parameters of the enquiry INSERT, in column order: (id, created_at, form_type, service, name, first_name,
 * last_name, email, phone, company, title, project_type, message, idempotency_key, request_fingerprint).
 * One list for both databases, so they cannot drift apart.
 */
export function enquiryInsertValues(
  id: string,
  input: NewEnquiry,
  now: Date,
  idempotency?: { key: string; fingerprint: string },
) {
  return [
    id,
    now.toISOString(),
    input.formType,
    input.service,
    input.name,
    input.firstName,
    input.lastName,
    input.email,
    input.phone,
    input.company,
    input.title,
    input.projectType,
    input.message,
    idempotency?.key ?? null,
    idempotency?.fingerprint ?? null,
  ] as const
}

/**
 * Parameters of the document INSERT, in column order: (enquiry_id, stored_name, original_name, media_type,
 * size, sha256, content).
 */
/** The same key with other content is a conflict; rows stored before fingerprints existed replay. */
export function idempotencyOutcome(
  existing: { id: string; request_fingerprint: string | null },
  fingerprint: string,
): { id: string; duplicate: true; conflict: boolean } {
  const conflict = existing.request_fingerprint !== null && existing.request_fingerprint !== fingerprint
  return { id: existing.id, duplicate: true, conflict }
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
