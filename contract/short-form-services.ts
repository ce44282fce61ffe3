import { shortFormPages } from '#content/short-forms.ts'
import type { ShortFormService } from './enquiry-rules.ts'
import { serviceToWire } from './enquiry-wire.ts'

/** The short forms' keys the content holds: what the API accepts, staff filter by and the e-mails name. */
export const SHORT_FORM_SERVICES: readonly ShortFormService[] = shortFormPages.map((form) => form.service)

export const WIRE_SERVICES = SHORT_FORM_SERVICES.map(serviceToWire)

const clash = WIRE_SERVICES.find((wire, index) => WIRE_SERVICES.indexOf(wire) !== index)
if (clash !== undefined)
  throw new Error(`Two short forms would post and store "${clash}": give one of them another key`)

/** Each form's page, as the sales e-mail and the staff inbox name it. */
export const SERVICE_LABELS: Readonly<Record<ShortFormService, string>> = Object.fromEntries(
  shortFormPages.map((form) => [form.service, form.page]),
)

/** A value no longer offered is shown as it was stored. */
export function serviceLabel(service: ShortFormService): string {
  return Object.hasOwn(SERVICE_LABELS, service) ? (SERVICE_LABELS[service] as string) : service
}

/** The key of the form that posts `value`, or null when no page has that form. */
export function serviceFromWire(value: unknown): ShortFormService | null {
  return SHORT_FORM_SERVICES.find((service) => serviceToWire(service) === value) ?? null
}
