import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { ConsultationSchema, ShortEnquirySchema } from '#app/lib/enquiry-schema.ts'
import { consultationPayload, samplePdf, shortPayload } from '../../tests/fixtures/enquiry-fixtures.ts'
import { startSmtpServer } from '../../tests/fixtures/smtp-fixture.ts'
import { openSqliteRepo } from '../db/sqlite.ts'
import type { EnquiryRepo } from '../enquiries/enquiry-repo.ts'
import { submitEnquiry } from '../enquiries/enquiry-service.ts'
import { type NotificationWorker, nextDelay, startNotificationWorker } from './notification-worker.ts'
import { createSmtpMailer } from './smtp-mailer.ts'

const SALES = 'sales@globaltekforce.example'
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function setUp(smtpPort: number) {
  const repo: EnquiryRepo = openSqliteRepo(':memory:')
  const mailer = createSmtpMailer({ host: '127.0.0.1', port: smtpPort, secure: false, requireTls: false })
  const worker: NotificationWorker = startNotificationWorker({
    repo,
    mailer,
    log: pino({ level: 'silent' }),
    from: 'GlobalTekForce website <no-reply@globaltekforce.com>',
    to: SALES,
    baseDelayMs: 40,
    maxDelayMs: 300,
    pollMs: 50,
  })
  cleanups.push(async () => {
    await worker.stop()
    mailer.close?.()
    await repo.close()
  })
  const submit = (input: unknown) =>
    submitEnquiry(
      (input as { form_type: string }).form_type === 'dedicated'
        ? ConsultationSchema.parse(input)
        : ShortEnquirySchema.parse(input),
      { repo, now: () => new Date(), onStored: () => worker.kick() },
    )
  return { repo, submit }
}

describe('notification worker with a real SMTP server', () => {
  it('delivers every field to sales with the document attached byte for byte', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(() => smtp.stop())
    const { repo, submit } = await setUp(smtp.port)
    const pdf = samplePdf()
    const { id } = await submit(
      consultationPayload({ filename: 'Scope of work.pdf', fileContent: pdf.toString('base64') }),
    )
    await until(() => smtp.received.length === 1)
    const [mail] = smtp.received
    expect(mail?.envelopeTo).toEqual([SALES])
    expect(mail?.parsed.subject).toBe('Consultation request from Marcus Ellery, Example State University')
    expect(mail?.parsed.replyTo?.map((address) => ('address' in address ? address.address : ''))).toEqual([
      'marcus.ellery@university.example.edu',
    ])
    for (const text of [
      'Marcus',
      'Ellery',
      '703-555-0199',
      'Example State University',
      'Deputy CIO',
      'ERP integration',
      'Oracle Financials integration',
      id,
    ]) {
      expect(mail?.parsed.text).toContain(text)
    }
    const [attachment] = mail?.files ?? []
    expect(attachment?.filename).toBe('Scope of work.pdf')
    expect(attachment?.mimeType).toBe('application/pdf')
    expect(attachment?.content.equals(pdf)).toBe(true)
    await until(async () => (await repo.countPendingNotifications()) === 0)
    expect((await repo.getEnquiry(id))?.notification.status).toBe('sent')
  })

  it('cannot be made to add headers or recipients through form fields', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(() => smtp.stop())
    const { submit } = await setUp(smtp.port)
    await submit(
      shortPayload({
        name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes',
        company: 'Acme\nSubject: free money',
        message: 'hello\r\n.\r\nMAIL FROM:<x@y>\r\nRCPT TO:<victim@example.com>\r\n',
      }),
    )
    await until(() => smtp.received.length === 1)
    const [mail] = smtp.received
    expect(mail?.envelopeTo).toEqual([SALES])
    expect(mail?.header('bcc')).toEqual([])
    expect(mail?.header('x-injected')).toEqual([])
    expect(mail?.header('subject')).toHaveLength(1)
    expect(mail?.parsed.subject).toBe(
      'Website enquiry from Eve Bcc: victim@example.com X-Injected: yes, Acme Subject: free money',
    )
    expect(mail?.parsed.text).toContain('RCPT TO:<victim@example.com>')
  })

  it('keeps retrying through an SMTP outage and then delivers every notification exactly once', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(() => smtp.stop())
    await smtp.stop()
    const { repo, submit } = await setUp(smtp.port)
    const ids: string[] = []
    for (let index = 0; index < 6; index += 1)
      ids.push((await submit(shortPayload({ name: `Visitor ${index}` }))).id)
    // Let several delivery attempts fail while the server is down.
    await until(async () => {
      const rows = await repo.listEnquiries()
      return rows.every((row) => row.notification.attempts >= 2)
    })
    expect(smtp.received).toHaveLength(0)
    await smtp.restart()
    await until(async () => (await repo.countPendingNotifications()) === 0)
    await new Promise((resolve) => setTimeout(resolve, 400))
    const references = smtp.received.map((mail) => /Reference: (\S+)/.exec(mail.parsed.text ?? '')?.[1])
    expect(references.sort()).toEqual([...ids].sort())
  })
})

describe('nextDelay', () => {
  it('doubles from the base and stops at the cap', () => {
    expect(nextDelay(0, 1000, 60_000)).toBeGreaterThanOrEqual(1000)
    expect(nextDelay(0, 1000, 60_000)).toBeLessThanOrEqual(1200)
    expect(nextDelay(3, 1000, 60_000)).toBeGreaterThanOrEqual(8000)
    expect(nextDelay(40, 1000, 60_000)).toBeLessThanOrEqual(72_000)
    expect(nextDelay(40, 1000, 60_000)).toBeGreaterThanOrEqual(60_000)
  })
})
