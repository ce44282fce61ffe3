import { enquiryWords } from './enquiry-words.ts'

/** Labels of the copy of an enquiry, shared by the form contract and the e-mails, so they ship to the browser. */
export const enquiryCopyLabels = enquiryWords.emailLabels
