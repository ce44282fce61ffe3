import { FORM_TYPE_WIRE, serviceToWire } from './enquiry-wire.ts'

/** One valid post of each form, as a browser sends it; overrides replace or add fields. */
export const shortPayload = (overrides: Record<string, unknown> = {}) => ({
  form_type: FORM_TYPE_WIRE.short,
  service: serviceToWire('digital-transformation'),
  name: 'Dana Whitfield',
  email: 'dana.whitfield@agency.example.gov',
  phone: '+1 703-555-0100',
  company: 'Department of Example Affairs',
  message: 'We need to automate our grant intake workflow before the next fiscal year.',
  ...overrides,
})

export const consultationPayload = (overrides: Record<string, unknown> = {}) => ({
  form_type: FORM_TYPE_WIRE.consultation,
  firstName: 'Marcus',
  lastName: 'Ellery',
  email: 'marcus.ellery@university.example.edu',
  phone: '703-555-0199',
  company: 'Example State University',
  title: 'Deputy CIO',
  projectType: 'erp-integration',
  message: 'Oracle Financials integration with our grants system, 9-month timeline.',
  ...overrides,
})
