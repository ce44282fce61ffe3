import { describe, expect, it } from 'vitest'
import { valuesFromStored } from '#contract/enquiry-fields.ts'
import type { StoredEnquiry } from '../enquiries/enquiry-repo.ts'
import { renderAcknowledgement } from './acknowledgement.ts'
import { renderNotification } from './mailer.ts'

const pending = { status: 'pending', attempts: 0, sentAt: null, lastError: null, failedAt: null } as const

/** What someone types to make the firm's own mail server carry their words to a stranger's address. */
const LURE = 'Click http://evil.example to claim your refund'
const NAME_LURE = 'Winner! Visit evil.example/prize'

const relayAttempt: StoredEnquiry = {
  ...valuesFromStored({}),
  id: '5b0e8a4c-1f2d-4e3a-9c8b-7a6d5e4f3a21',
  reference: 'GTF-2026-000123',
  createdAt: '2026-03-02T14:05:00.000Z',
  form: 'consultation',
  service: null,
  name: `${NAME_LURE} ${NAME_LURE}`,
  firstName: NAME_LURE,
  lastName: NAME_LURE,
  email: 'stranger@example.org',
  phone: '703-555-0199',
  company: 'Call +1 900 555 0100 now',
  title: '',
  projectType: 'erp-integration',
  message: LURE,
  document: {
    storedName: 'stored.pdf',
    originalName: 'Your invoice at evil.example.pdf',
    mediaType: 'application/pdf',
    size: 2048,
    sha256: 'ab12',
  },
  notification: pending,
  deliveries: [{ channel: 'sales-email', ...pending }],
}

const addresses = { from: 'website@globaltekforce.example', replyTo: 'sales@globaltekforce.example' }

describe('the acknowledgement to the address a visitor typed', () => {
  it('repeats nothing the visitor wrote: no message, name, organization or file name', () => {
    const mail = renderAcknowledgement(relayAttempt, addresses)
    const everything = [mail.subject, mail.text, mail.to, mail.from, mail.replyTo].join('\n')
    expect(everything).not.toContain('evil.example')
    expect(everything).not.toContain('Winner')
    expect(everything).not.toContain('900 555')
    expect(everything).not.toContain('refund')
    expect(mail.attachments).toEqual([])
  })

  it('gives the reference and the names of the fields that were filled in', () => {
    const mail = renderAcknowledgement(relayAttempt, addresses)
    expect(mail.to).toBe('stranger@example.org')
    expect(mail.subject).toBe('We received your enquiry (GTF-2026-000123)')
    expect(mail.text).toContain('Your reference: GTF-2026-000123.')
    expect(mail.text).toContain(
      [
        'Hello,',
        '',
        'Thank you for contacting GlobalTekForce. Your enquiry has reached our team, and we will contact you within 24 hours.',
        '',
        'Your reference: GTF-2026-000123. Please quote it if you write to us or call.',
        '',
        'For your security, this e-mail does not repeat what you wrote. Your enquiry included:',
        '- First name',
        '- Last name',
        '- Email',
        '- Phone',
        '- Organization',
        '- Project type',
        '- Requirements',
        '- Attached document (received; not included in this e-mail)',
        '',
      ].join('\n'),
    )
    // The title was left empty, so it is not listed.
    expect(mail.text).not.toContain('Title')
  })

  it('still brings the sales team every value', () => {
    const mail = renderNotification(relayAttempt, null, {
      from: addresses.from,
      to: 'sales@globaltekforce.example',
    })
    expect(mail.text).toContain(LURE)
    expect(mail.text).toContain(`First name: ${NAME_LURE}`)
    expect(mail.text).toContain('Call +1 900 555 0100 now')
    expect(mail.text).toContain('Your invoice at evil.example.pdf')
  })
})
