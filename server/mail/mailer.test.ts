import { afterEach, describe, expect, it } from 'vitest'
import { salesEmail } from '#content/sales-email.ts'
import { valuesFromStored } from '#contract/enquiry-fields.ts'
import type { StoredEnquiry } from '../enquiries/enquiry-repo.ts'
import { renderNotification } from './mailer.ts'

const pending = { status: 'pending', attempts: 0, sentAt: null, lastError: null, failedAt: null } as const

const consultation: StoredEnquiry = {
  // Every described field as an empty row reads, so a field added later needs no line here.
  ...valuesFromStored({}),
  id: '7d1f0c52-3f4a-4c1e-9b8e-2f6a1d0e9c11',
  reference: 'GTF-2026-000123',
  createdAt: '2026-03-02T14:05:00.000Z',
  form: 'consultation',
  service: null,
  name: 'Marcus Ellery',
  firstName: 'Marcus',
  lastName: 'Ellery',
  email: 'marcus.ellery@university.example.edu',
  phone: '703-555-0199',
  company: 'Example State University',
  title: '',
  projectType: 'erp-integration',
  message: 'Oracle Financials integration with our grants system.',
  document: {
    storedName: 'stored.pdf',
    originalName: 'Scope of work.pdf',
    mediaType: 'application/pdf',
    size: 2048,
    sha256: 'ab12',
  },
  notification: pending,
  deliveries: [{ channel: 'sales-email', ...pending }],
}

const short: StoredEnquiry = {
  ...consultation,
  form: 'short',
  service: 'digital-transformation',
  name: 'Dana Whitfield',
  firstName: null,
  lastName: null,
  phone: '',
  company: '',
  projectType: null,
  document: null,
}

const addresses = { from: 'website@globaltekforce.example', to: 'sales@globaltekforce.example' }
const render = (enquiry: StoredEnquiry) => renderNotification(enquiry, null, addresses)

describe('the sales notification', () => {
  it('links to the enquiry in the staff inbox only when the inbox is on', () => {
    const link = `https://www.globaltekforce.example/staff/enquiries/${consultation.id}`
    const on = renderNotification(consultation, null, {
      ...addresses,
      inboxOrigin: 'https://www.globaltekforce.example',
    })
    expect(on.text.split('\n')).toContain(`Open in the staff inbox: ${link}`)
    expect(render(consultation).text).not.toContain('/staff/')
  })

  it('lists every field of a consultation request under the form’s labels', () => {
    const mail = render(consultation)
    expect(mail.subject).toBe(
      'Consultation request GTF-2026-000123 from Marcus Ellery, Example State University',
    )
    expect(mail.text).toBe(
      [
        'A consultation request arrived through the website.',
        'We promise a reply within 24 hours.',
        '',
        'First name: Marcus',
        'Last name: Ellery',
        'Email: marcus.ellery@university.example.edu',
        'Phone: 703-555-0199',
        'Organization: Example State University',
        'Title/Role: Not given',
        'Project type: ERP Integration',
        'Received: 2026-03-02T14:05:00.000Z',
        'Reference: GTF-2026-000123',
        'Enquiry ID: 7d1f0c52-3f4a-4c1e-9b8e-2f6a1d0e9c11',
        '',
        'Requirements:',
        'Oracle Financials integration with our grants system.',
        '',
        'Attached document: Scope of work.pdf (2048 bytes, sha256 ab12)',
      ].join('\n'),
    )
  })

  it('says which page a short form came from and what was left empty', () => {
    const mail = render(short)
    expect(mail.subject).toBe('Website enquiry GTF-2026-000123 from Dana Whitfield')
    expect(mail.text).toBe(
      [
        'An enquiry arrived through the website.',
        'We promise a reply within 24 hours.',
        '',
        'Name: Dana Whitfield',
        'Email: marcus.ellery@university.example.edu',
        'Phone: Not given',
        'Company/Organization: Not given',
        'Sent from: Digital Transformation page',
        'Received: 2026-03-02T14:05:00.000Z',
        'Reference: GTF-2026-000123',
        'Enquiry ID: 7d1f0c52-3f4a-4c1e-9b8e-2f6a1d0e9c11',
        '',
        'Message:',
        'Oracle Financials integration with our grants system.',
        '',
        'No document attached.',
      ].join('\n'),
    )
  })
})

describe('a copy edit in content/sales-email.ts', () => {
  // The words are read when the e-mail is rendered, so editing the content value is the whole copy edit.
  const words = salesEmail as { promise: string; arrived: { short: string } }
  const original = { promise: words.promise, arrived: words.arrived.short }
  afterEach(() => {
    words.promise = original.promise
    words.arrived.short = original.arrived
  })

  it('changes the e-mail sales receive', () => {
    words.promise = 'A senior consultant replies within one business day.'
    words.arrived.short = 'A short form was sent from the website.'
    const text = render(short).text
    expect(text).toContain('A senior consultant replies within one business day.')
    expect(text).toContain('A short form was sent from the website.')
    expect(text).not.toContain(original.promise)
    expect(text).not.toContain(original.arrived)
  })
})
