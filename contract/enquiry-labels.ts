import { company } from '#content/site.ts'
import type { ProjectType, ShortFormService } from './enquiry-rules.ts'

/**
 * What the forms call their fields and choices, and what they say about a send (SPEC.md sections 3, 5
 * and 8), word for word. The forms, the problem page for plain posts and the sales e-mail read them here.
 */

export const CONSULTATION_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Organization',
  title: 'Title/Role',
  projectType: 'Project Type',
  message: 'Requirements',
  document: 'Supporting Document',
} as const

/** The short forms' labels; the message's label is the page's own (SPEC.md section 5). */
export const SHORT_FORM_LABELS = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone',
  company: 'Company/Organization',
} as const

export const CONSULTATION_HINTS = {
  document: 'PDF, DOC or DOCX, up to 10 MB: a statement of work, RFI or requirements summary.',
  projectType: 'Select a project type',
  required: 'Fields marked * are required.',
} as const

/** The project types as the form lists them; the sales e-mail and the acknowledgement use the same words. */
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  'enterprise-architecture': 'Enterprise Architecture',
  'custom-development': 'Custom Development',
  'devops-automation': 'DevOps & Automation',
  'erp-integration': 'ERP Integration',
  'infrastructure-cybersecurity': 'Infrastructure & Cybersecurity',
  'program-management': 'Program Management',
  'data-analytics-ai': 'Data Analytics & AI',
  other: 'Other',
}

/** A stored project type's label; a value no longer offered is shown as it was stored. */
export function projectTypeLabel(value: string): string {
  return Object.hasOwn(PROJECT_TYPE_LABELS, value) ? PROJECT_TYPE_LABELS[value as ProjectType] : value
}

/** Which page a short form was sent from, in the sales e-mail. */
export const SERVICE_LABELS: Record<ShortFormService, string> = {
  'digital-transformation': 'Digital Transformation page',
  'database-infrastructure': 'Database & Infrastructure Management page',
}

/** A short form's message where no page names it (the problem page, the e-mails): each page labels its own box. */
export const SHORT_FORM_MESSAGE_LABEL = 'Message'

/**
 * What each field is called when the problem page for a plain form post names it. A field both forms
 * share goes by the consultation form's label, except the message, which has a label per form.
 */
export const PROBLEM_FIELD_LABELS: Record<string, string> = {
  ...CONSULTATION_LABELS,
  name: SHORT_FORM_LABELS.name,
  message: SHORT_FORM_MESSAGE_LABEL,
  service: 'Form',
  form_type: 'Form',
  form: 'Form',
}

/** The answers of SPEC.md section 8, and the submit buttons' words. */
export const SEND_RESULT = {
  consultation: {
    success: 'Thank you! We will contact you within 24 hours.',
    failure: `Submission failed. Please try again or email ${company.email}`,
    submit: 'Submit Request',
    submitting: 'Submitting...',
  },
  short: {
    success: { title: 'Request sent', description: 'Our team will contact you within 24 hours.' },
    failure: { title: 'Submission failed', description: `Please try again or email ${company.email}` },
    submit: 'Send Request',
  },
} as const
