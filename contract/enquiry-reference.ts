/**
 * GTF-2026-000123: the firm's prefix, the year the enquiry arrived and its number. Anything else in a
 * link or a search is not a reference, so it is never echoed back to a page.
 */
export const ENQUIRY_REFERENCE_PATTERN = /^GTF-\d{4}-\d{6,9}$/

export function isEnquiryReference(value: unknown): value is string {
  return typeof value === 'string' && ENQUIRY_REFERENCE_PATTERN.test(value)
}

/** The query parameter that carries the reference to the thank-you page after a form sent without JavaScript. */
export const REFERENCE_QUERY = 'ref'

/** The visitor's line under the thank-you message; the words come from the enquiry words file. */
export function describeReference(template: string, reference: string): string {
  return template.replace('{reference}', reference)
}

/** The thank-you page's element the server fills in for a visitor without JavaScript. */
export const REFERENCE_ELEMENT_ID = 'enquiry-reference'
