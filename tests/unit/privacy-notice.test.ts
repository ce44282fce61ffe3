import { describe, expect, it } from 'vitest'
import { privacyNotice } from '../../content/privacy.ts'
import { type PrivacyCategory, postedFields } from '../../contract/enquiry-fields.ts'
import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES } from '../../contract/enquiry-rules.ts'
import { SPAM_RETENTION_DAYS } from '../../server/enquiries/spam-store.ts'

/** How the notice's lists name each kind of data; a new kind needs words in the notice and a line here. */
const NOTICE_WORDS: Record<PrivacyCategory, RegExp> = {
  identity: /name/i,
  contact: /e-mail|phone/i,
  organization: /organization|title|role/i,
  enquiry: /message|requirements|project type/i,
  origin: /which of the two pages/i,
}

/** The Privacy Notice describes what the forms really accept; these checks keep the two in step. */
describe('privacy notice against the enquiry rules', () => {
  const consultation = privacyNotice.collection.forms.find((form) => form.name.startsWith('Consultation'))
  const documentLine = consultation?.fields.find((field) => field.includes('document')) ?? ''

  it('names the document size limit the forms enforce', () => {
    expect(documentLine).toContain(`up to ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB`)
  })

  it('names every kind of data each form posts, by the privacy category of its described fields', () => {
    const notice = {
      consultation,
      short: privacyNotice.collection.forms.find((form) => form !== consultation),
    }
    for (const form of ['consultation', 'short'] as const) {
      const lines = notice[form]?.fields ?? []
      for (const { description, entry } of postedFields(form)) {
        if (entry.rule.kind === 'form') continue
        expect(
          lines.some((line) => NOTICE_WORDS[description.privacy].test(line)),
          `${form} ${description.name}`,
        ).toBe(true)
      }
    }
  })

  it('names every document type the forms accept', () => {
    for (const extension of DOCUMENT_EXTENSIONS)
      expect(documentLine).toContain(extension.slice(1).toUpperCase())
  })

  it('says how long held spam is kept, as long as the retention run keeps it', () => {
    expect(privacyNotice.storage.paragraphs.filter((line) => /spam/.test(line))).toEqual([
      expect.stringContaining(`deleted ${SPAM_RETENTION_DAYS} days after it arrives`),
    ])
  })
})
