/** The facts the privacy notice states by placeholder, so its words cannot disagree with the server's settings. */
export const PRIVACY_PLACEHOLDERS = {
  enquiryRetention: 'how long enquiries are kept, such as 365 days',
  documentRetention: 'how long attached documents are kept, such as 90 days',
  backupRetention: 'how long backup copies of the database are kept, such as 35 days',
  requestResponse: 'how soon a request for a copy or deletion is answered, such as 30 days',
  acknowledgementsPerHour:
    'how many acknowledgements one address receives an hour, such as one acknowledgement',
  referenceExample: 'an example enquiry reference number',
  legalName: 'the company’s legal name',
  companyName: 'the company’s name',
  privacyLinkLabel: 'the words of the footer’s privacy link',
} as const

export type PrivacyPlaceholder = keyof typeof PRIVACY_PLACEHOLDERS

/** Settings the notice must state; the others may be left out. */
export const REQUIRED_PRIVACY_PLACEHOLDERS: readonly PrivacyPlaceholder[] = [
  'enquiryRetention',
  'documentRetention',
  'backupRetention',
  'requestResponse',
  'acknowledgementsPerHour',
]
