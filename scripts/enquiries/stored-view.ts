import { FORM_TYPE_WIRE, SERVICE_WIRE } from '#contract/enquiry-wire.ts'
import type { StoredEnquiry } from '../../server/enquiries/enquiry-repo.ts'

/**
 * An enquiry as staff see it in exports and on the terminal: the stored (wire) values under the stored
 * names (`formType: "common"`, `service: "DigitalTransformation"`), so spreadsheets, scripts and
 * subject-access copies built on the output keep working whatever the domain calls them.
 */
export function storedView({ id, reference, createdAt, form, service, ...fields }: StoredEnquiry) {
  return {
    id,
    reference,
    createdAt,
    formType: FORM_TYPE_WIRE[form],
    service: service ? SERVICE_WIRE[service] : null,
    ...fields,
  }
}
