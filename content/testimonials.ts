import type { Testimonial } from './schema.ts'

/**
 * The three testimonials of the About page's hero, in the order they rotate. Each is attributed by role
 * and kind of organization only; see README, "People and clients to confirm before launch".
 */
export const testimonials = [
  {
    id: 'mid-year-close-handover',
    quote:
      'They took over our Oracle Financials month-end close in the middle of the fiscal year and did not miss a single Treasury reporting deadline. Every reconciliation step is now written down, so our own staff can run the close with confidence.',
    role: 'Program Manager',
    organizationType: 'federal civilian agency',
    categoryId: 'federal-financial-management',
  },
  {
    id: 'grants-closeout-backlog',
    quote:
      'The team worked through our grants closeout backlog award by award, reconciled every obligation against the payment system and gave us a weekly burn-down we could brief to leadership. Audit preparation is now routine rather than a scramble.',
    role: 'Grants Management Director',
    organizationType: 'state government agency',
    categoryId: 'federal-grants-management',
  },
  {
    id: 'service-desk-transition',
    quote:
      'We needed a new service desk without any dip in support. They ran both desks side by side for a month, rebuilt the knowledge base and tightened our patch cycle along the way. Our users mostly noticed that tickets were closed sooner.',
    role: 'Director of IT Operations',
    organizationType: 'public research university',
    categoryId: 'information-technology-service-management',
  },
] as const satisfies readonly Testimonial[]
