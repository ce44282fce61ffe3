import { exportedValues } from '#contract/enquiry-fields.ts'
import type { StoredEnquiry } from '../../server/enquiries/enquiry-repo.ts'

/**
 * An enquiry as staff see it in exports and on the terminal: the stored (wire) values under the export
 * keys of contract/enquiry-fields.ts (`formType: "common"`, `service: "DigitalTransformation"`), so
 * spreadsheets, scripts and subject-access copies built on the output keep working whatever the domain
 * calls them.
 */
export function storedView(enquiry: StoredEnquiry) {
  const { id, reference, createdAt, document, notification, deliveries } = enquiry
  return { id, reference, createdAt, ...exportedValues(enquiry), document, notification, deliveries }
}
