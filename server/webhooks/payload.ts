import { SERVICE_WIRE } from '#contract/enquiry-wire.ts'
import type { StoredEnquiry } from '../enquiries/enquiry-repo.ts'

/** The event type every delivery carries; documented with the schema in docs/webhooks.md. */
export const ENQUIRY_RECEIVED = 'enquiry.received'

/**
 * The webhook body (docs/webhook-payload.schema.json): every field of the enquiry, its id and reference,
 * and a description of the document — name, media type, size and SHA-256 — never its bytes or a link
 * to them, so the receiving tool never holds a copy of a visitor's file.
 */
export function webhookPayload(enquiry: StoredEnquiry) {
  return {
    type: ENQUIRY_RECEIVED,
    timestamp: enquiry.createdAt,
    data: {
      id: enquiry.id,
      reference: enquiry.reference,
      receivedAt: enquiry.createdAt,
      form: enquiry.form,
      // The page's wire name, as docs/webhook-payload.schema.json promises receivers.
      service: enquiry.service ? SERVICE_WIRE[enquiry.service] : null,
      name: enquiry.name,
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      email: enquiry.email,
      phone: enquiry.phone,
      company: enquiry.company,
      title: enquiry.title,
      projectType: enquiry.projectType,
      message: enquiry.message,
      document: enquiry.document
        ? {
            name: enquiry.document.originalName,
            mediaType: enquiry.document.mediaType,
            size: enquiry.document.size,
            sha256: enquiry.document.sha256,
          }
        : null,
    },
  }
}
