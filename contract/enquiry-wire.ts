import type { EnquiryForm, ShortFormService } from './enquiry-rules.ts'

// Wire values, used only at the edges; changing one changes stored data and every receiver's contract.
export const FORM_TYPE_WIRE = {
  consultation: 'dedicated',
  short: 'common',
} as const satisfies Record<EnquiryForm, string>
export type WireFormType = (typeof FORM_TYPE_WIRE)[EnquiryForm]

/** The launch forms keep the original contract's spellings; any other short form posts its key. */
export const LAUNCH_SERVICE_WIRE: Readonly<Record<string, string>> = {
  'digital-transformation': 'DigitalTransformation',
  'database-infrastructure': 'databaseinfrastructuremanagement',
}

/** What a short form posts, and the enquiry stores, for its key. */
export function serviceToWire(service: ShortFormService): string {
  return Object.hasOwn(LAUNCH_SERVICE_WIRE, service) ? (LAUNCH_SERVICE_WIRE[service] as string) : service
}

function invert<Domain extends string, Wire extends string>(map: Record<Domain, Wire>) {
  return Object.fromEntries(Object.entries(map).map(([domain, wire]) => [wire, domain])) as Record<
    Wire,
    Domain
  >
}
export const FORM_BY_WIRE = invert(FORM_TYPE_WIRE)
export function formFromWire(value: unknown): EnquiryForm | null {
  return typeof value === 'string' && Object.hasOwn(FORM_BY_WIRE, value)
    ? FORM_BY_WIRE[value as WireFormType]
    : null
}

/** The key an enquiry stored as `value`, whether or not a page still has that form; null when none. */
export function serviceFromStored(value: unknown): ShortFormService | null {
  if (typeof value !== 'string' || value === '') return null
  const launch = Object.entries(LAUNCH_SERVICE_WIRE).find(([, wire]) => wire === value)
  return launch ? launch[0] : value
}
