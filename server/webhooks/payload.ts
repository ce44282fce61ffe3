import { enquiryFields } from '#contract/enquiry-fields.ts'
import type { StoredEnquiry } from '../enquiries/enquiry-repo.ts'

/** The event type every delivery carries; documented with the schema in docs/webhooks.md. */
export const ENQUIRY_RECEIVED = 'enquiry.received'

/** Describes the document, never carries it or a link, so the receiving tool never holds a visitor's file. */
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
