import type { NewEnquiry, StoredEnquiry } from '../enquiries/enquiry-repo.ts'

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
}

export const ENQUIRY_SELECT = `
SELECT e.id, e.created_at, e.form_type, e.service, e.name, e.first_name, e.last_name, e.email, e.phone,
  e.company, e.title, e.project_type, e.message,
  d.stored_name, d.original_name, d.media_type, d.size, d.sha256,
  n.status, n.attempts, n.sent_at, n.last_error
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
      status: row.status === 'sent' ? 'sent' : 'pending',
      attempts: Number(row.attempts),
      sentAt: row.sent_at,
      lastError: row.last_error,
    },
  }
}

/**
 * Parameters of the enquiry INSERT, in column order: (id, created_at, form_type, service, name, first_name,
 * last_name, email, phone, company, title, project_type, message, idempotency_key). One list for both
 * databases, so they cannot drift apart.
 */
export function enquiryInsertValues(id: string, input: NewEnquiry, now: Date, idempotencyKey?: string) {
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
    idempotencyKey ?? null,
  ] as const
}

/**
 * Parameters of the document INSERT, in column order: (enquiry_id, stored_name, original_name, media_type,
 * size, sha256, content).
 */
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
