import type { EnquiryForm, ShortFormService } from './enquiry-rules.ts'

// Wire values, used only at the edges; changing one changes stored data and every receiver's contract.
export const FORM_TYPE_WIRE = {
  consultation: 'dedicated',
  short: 'common',
} as const satisfies Record<EnquiryForm, string>
export type WireFormType = (typeof FORM_TYPE_WIRE)[EnquiryForm]

export const SERVICE_WIRE = {
  'digital-transformation': 'DigitalTransformation',
  'database-infrastructure': 'databaseinfrastructuremanagement',
} as const satisfies Record<ShortFormService, string>
export type WireService = (typeof SERVICE_WIRE)[ShortFormService]

export const WIRE_SERVICES = Object.values(SERVICE_WIRE) as [WireService, ...WireService[]]

function invert<Domain extends string, Wire extends string>(map: Record<Domain, Wire>) {
  return Object.fromEntries(Object.entries(map).map(([domain, wire]) => [wire, domain])) as Record<
    Wire,
    Domain
  >
}
export const FORM_BY_WIRE = invert(FORM_TYPE_WIRE)
export const SERVICE_BY_WIRE = invert(SERVICE_WIRE)

export function formFromWire(value: unknown): EnquiryForm | null {
  return typeof value === 'string' && Object.hasOwn(FORM_BY_WIRE, value)
    ? FORM_BY_WIRE[value as WireFormType]
    : null
}

export function serviceFromWire(value: unknown): ShortFormService | null {
  return typeof value === 'string' && Object.hasOwn(SERVICE_BY_WIRE, value)
    ? SERVICE_BY_WIRE[value as WireService]
    : null
}
