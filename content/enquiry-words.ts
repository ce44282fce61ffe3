import data from './data/enquiry-form.json' with { type: 'json' }
import type { EnquiryWords } from './enquiry-words-data-file.ts'

/** The enquiry forms' and e-mails' words (content/data/enquiry-form.json, checked by scripts/build-steps/check-content.ts). */
export const enquiryWords: EnquiryWords = data
