import { enquiryFields } from '#contract/enquiry-fields.ts'
import type { StoredEnquiry } from '../enquiries/enquiry-repo.ts'

/** The event type every delivery carries; documented with the schema in docs/webhooks.md. */
export const ENQUIRY_RECEIVED = 'enquiry.received'

/**
 * The webhook body (docs/webhook-payload.schema.json): every field the description sends to the webhook
 * (contract/enquiry-fields.ts), the enquiry's id and reference, and a description of the document —
 * name, media type, size and SHA-256 — never its bytes or a link to them, so the receiving tool never
 * holds a copy of a visitor's file.
 */
export function webhookPayload(enquiry: StoredEnquiry) {
  const fields = Object.fromEntries(
    enquiryFields.flatMap((description) => {
      const { webhook } = description
      if (!webhook) return []
      const value = enquiry[description.name]
      return [
        [
          webhook.key ?? description.name,
          webhook.as === 'domain' ? value : description.codec.toStored(value),
        ],
      ]
    }),
  )
  return {
    type: ENQUIRY_RECEIVED,
    timestamp: enquiry.createdAt,
    data: {
      id: enquiry.id,
      reference: enquiry.reference,
      receivedAt: enquiry.createdAt,
      ...fields,
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
