import { describe, expect, it } from 'vitest'
import { privacyNotice } from '../../content/privacy.ts'
import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES } from '../../contract/enquiry-rules.ts'

/** The Privacy Notice describes what the forms really accept; these checks keep the two in step. */
describe('privacy notice against the enquiry rules', () => {
  const consultation = privacyNotice.collection.forms.find((form) => form.name.startsWith('Consultation'))
  const documentLine = consultation?.fields.find((field) => field.includes('document')) ?? ''

  it('names the document size limit the forms enforce', () => {
    expect(documentLine).toContain(`up to ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB`)
  })

  it('names every document type the forms accept', () => {
    for (const extension of DOCUMENT_EXTENSIONS)
      expect(documentLine).toContain(extension.slice(1).toUpperCase())
  })
})
