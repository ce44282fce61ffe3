import { exportedValues } from '#contract/enquiry-fields.ts'
import type { StoredEnquiry } from './enquiry-repo.ts'

/** Stored (wire) values under export keys, so tools built on the output keep working whatever the domain calls them. */
export function storedView(enquiry: StoredEnquiry) {
  const { id, reference, createdAt, document, notification, deliveries } = enquiry
  return { id, reference, createdAt, ...exportedValues(enquiry), document, notification, deliveries }
}
