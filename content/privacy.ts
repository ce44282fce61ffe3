import data from './data/privacy.json' with { type: 'json' }
import { fillPlaceholders } from './placeholders.ts'
import { privacyLinkLabels } from './privacy-link.ts'
import type { PrivacyPlaceholder } from './privacy-placeholders.ts'
import type { DataHandling, PrivacyNotice } from './schema.ts'
import { company } from './site.ts'

/** The Privacy Notice and the server defaults both read these, so the page and system cannot drift apart. */
export const dataHandling = {
  enquiryRetentionDays: 365,
  documentRetentionDays: 90,
  backupRetentionDays: 35,
  /** Per address per hour, so the forms cannot flood a stranger. */
  acknowledgementsPerAddressPerHour: 1,
  privacyRequestResponseDays: 30,
} as const satisfies DataHandling

export const ENQUIRY_REFERENCE_EXAMPLE = 'GTF-2026-000123'

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`
const perHour = (count: number) => (count === 1 ? 'one acknowledgement' : `${count} acknowledgements`)

const facts: Record<PrivacyPlaceholder, string> = {
  enquiryRetention: days(dataHandling.enquiryRetentionDays),
  documentRetention: days(dataHandling.documentRetentionDays),
  backupRetention: days(dataHandling.backupRetentionDays),
  requestResponse: days(dataHandling.privacyRequestResponseDays),
  acknowledgementsPerHour: perHour(dataHandling.acknowledgementsPerAddressPerHour),
  referenceExample: ENQUIRY_REFERENCE_EXAMPLE,
  legalName: company.legalName,
  companyName: company.name,
  privacyLinkLabel: privacyLinkLabels.footer,
}

/** The words of content/data/privacy.json (checked by scripts/build-steps/check-content.ts), with the facts in braces filled in. */
export const privacyNotice: PrivacyNotice = fillPlaceholders(data as PrivacyNotice, facts)
