import { ConsultationSchema, formSchema } from './enquiry-schema.ts'
import { FORM_TYPE_WIRE } from './enquiry-wire.ts'
import { WIRE_SERVICES } from './short-form-services.ts'

// Apart from enquiry-schema.ts, which the browser loads: these come from words only the server reads.

/** A short form posts one of the services the content's forms post. */
export const ShortEnquirySchema = formSchema('short', false, WIRE_SERVICES)

/** The schema for what a form posted, chosen by its `form_type`; anything unknown is read as a short form. */
export function schemaForWire(formType: unknown) {
  return formType === FORM_TYPE_WIRE.consultation ? ConsultationSchema : ShortEnquirySchema
}
