import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { ShortEnquirySchema, schemaForWire } from '#contract/short-enquiry-schema.ts'
import { consultationPayload, samplePdf, shortPayload } from '../../tests/fixtures/enquiry-fixtures.ts'
import { deliveredEnquiryIds, startSmtpServer } from '../../tests/fixtures/smtp-fixture.ts'
import { startWebhookReceiver, testWebhookSecret } from '../../tests/fixtures/webhook-receiver.ts'
import { openSqliteRepo } from '../db/sqlite.ts'
import type { EnquiryRepo } from '../enquiries/enquiry-repo.ts'
import { type DeliveryPlan, submitEnquiry, toNewEnquiry } from '../enquiries/enquiry-service.ts'
import { createSmtpMailer } from '../mail/smtp-mailer.ts'
import { decodeWebhookSecret } from '../webhooks/signature.ts'
import { createWebhookSender, type WebhookSender } from '../webhooks/webhook-sender.ts'
import { type NotificationWorker, nextDelay, startNotificationWorker } from './notification-worker.ts'

const SALES = 'sales@globaltekforce.example'
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const until = (check: () => boolean | Promise<boolean>, timeout = 15_000) =>
  expect.poll(check, { timeout, interval: 25 }).toBe(true)

const AN_HOUR = 3_600_000

async function setUp(
  smtpPort: number,
  options: { giveUpAfterMs?: number; webhook?: WebhookSender; delivery?: DeliveryPlan } = {},
) {
  const repo: EnquiryRepo = openSqliteRepo(':memory:')
  let aheadMs = 0
  const now = () => new Date(Date.now() + aheadMs)
  const advanceAndRun = (ms: number) => {
    aheadMs += ms
    return worker.runOnce()
  }
  const mailer = createSmtpMailer({ host: '127.0.0.1', port: smtpPort, secure: false, requireTls: false })
  const logged: { level: number; msg: string; reason?: string }[] = []
  const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) })
  const worker: NotificationWorker = startNotificationWorker({
    repo,
    mailer,
    log,
    now,
    giveUpAfterMs: options.giveUpAfterMs,
    webhook: options.webhook,
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
    submitEnquiry(schemaForWire((input as { form_type?: unknown }).form_type).parse(input), {
      repo,
      now,
      onStored: () => worker.kick(),
      delivery: options.delivery,
    })
  return { repo, submit, worker, logged, advanceAndRun }
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
    const { reference } = (await repo.getEnquiry(id)) ?? { reference: '' }
    expect(reference).toMatch(/^GTF-\d{4}-\d{6}$/)
    expect(mail?.parsed.subject).toBe(
      `Consultation request ${reference} from Marcus Ellery, Example State University`,
    )
    expect(mail?.parsed.text).toContain(`Reference: ${reference}`)
    expect(mail?.parsed.replyTo?.map((address) => ('address' in address ? address.address : ''))).toEqual([
      'marcus.ellery@university.example.edu',
    ])
    for (const text of [
      'Marcus',
      'Ellery',
      '703-555-0199',
      'Example State University',
      'Deputy CIO',
      'ERP Integration',
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
    const { repo, worker } = await setUp(smtp.port)
    const hostile = {
      name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes',
      company: 'Acme\nSubject: free money',
      message: 'hello\r\n.\r\nMAIL FROM:<x@y>\r\nRCPT TO:<victim@example.com>\r\n',
    }
    // The form schema refuses line breaks in single-line fields...
    expect(ShortEnquirySchema.safeParse(shortPayload(hostile)).success).toBe(false)
    // ...and the mail is safe even for a row that holds them (an older row, say).
    const valid = ShortEnquirySchema.parse(shortPayload())
    await repo.insertWithNotification({ ...(await toNewEnquiry(valid)), ...hostile }, new Date())
    worker.kick()
    await until(() => smtp.received.length === 1)
    const [mail] = smtp.received
    expect(mail?.envelopeTo).toEqual([SALES])
    expect(mail?.header('bcc')).toEqual([])
    expect(mail?.header('x-injected')).toEqual([])
    expect(mail?.header('subject')).toHaveLength(1)
    expect(mail?.parsed.subject).toMatch(
      /^Website enquiry GTF-\d{4}-\d{6} from Eve Bcc: victim@example\.com X-Injected: yes, Acme Subject: free money$/,
    )
    expect(mail?.parsed.text).toContain('RCPT TO:<victim@example.com>')
  })

  it('keeps retrying through an SMTP outage and then delivers every notification exactly once', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(() => smtp.stop())
    await smtp.stop()
    const { repo, submit, worker, advanceAndRun } = await setUp(smtp.port)
    const ids: string[] = []
    for (let index = 0; index < 6; index += 1)
      ids.push((await submit(shortPayload({ name: `Visitor ${index}` }))).id)
    await until(async () => {
      const rows = await repo.listEnquiries()
      return rows.every((row) => row.notification.attempts >= 2)
    })
    expect(smtp.received).toHaveLength(0)
    await smtp.restart()
    await until(async () => (await repo.countPendingNotifications()) === 0)
    // A pass an hour later, past every retry delay and lease, finds nothing left to send...
    expect(await advanceAndRun(AN_HOUR)).toBe(0)
    // ...and once the worker has stopped (it waits for any delivery in flight), nothing more can arrive.
    await worker.stop()
    expect(deliveredEnquiryIds(smtp.received).sort()).toEqual([...ids].sort())
  })
})

describe('dead letters', () => {
  it('stops at a permanent SMTP refusal (552), logs it at error level and keeps it for staff', async () => {
    const smtp = await startSmtpServer(0, { refuseWith: 552 })
    cleanups.push(() => smtp.stop())
    const { repo, submit, logged, advanceAndRun } = await setUp(smtp.port)
    const { id } = await submit(shortPayload())
    await until(async () => (await repo.getEnquiry(id))?.notification.status === 'failed')
    // No retry after a permanent answer: a pass an hour later, when any retry would be due, sends nothing.
    expect(await advanceAndRun(AN_HOUR)).toBe(0)
    const stored = await repo.getEnquiry(id)
    expect(stored?.notification).toMatchObject({ status: 'failed', attempts: 1 })
    expect(stored?.notification.lastError).toMatch(/552/)
    const errors = logged.filter((line) => line.level >= 50)
    expect(errors.some((line) => /dead letter/.test(line.msg))).toBe(true)
    expect(await repo.listNotifications('failed')).toHaveLength(1)
  })

  it('keeps retrying a transient refusal (451)', async () => {
    const smtp = await startSmtpServer(0, { refuseWith: 451 })
    cleanups.push(() => smtp.stop())
    const { repo, submit } = await setUp(smtp.port)
    const { id } = await submit(shortPayload())
    await until(async () => ((await repo.getEnquiry(id))?.notification.attempts ?? 0) >= 2)
    expect((await repo.getEnquiry(id))?.notification.status).toBe('pending')
  })

  it('gives up on a notification still undelivered after the configured time', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(() => smtp.stop())
    await smtp.stop()
    const { repo, submit } = await setUp(smtp.port, { giveUpAfterMs: 500 })
    const { id } = await submit(shortPayload())
    await until(async () => (await repo.getEnquiry(id))?.notification.status === 'failed')
    expect((await repo.getEnquiry(id))?.notification.attempts).toBeGreaterThanOrEqual(2)
  })
})

describe('webhook deliveries', () => {
  async function setUpWebhook(answer: (index: number) => number) {
    const receiver = await startWebhookReceiver(answer)
    const smtp = await startSmtpServer()
    cleanups.push(
      () => receiver.stop(),
      () => smtp.stop(),
    )
    const secret = decodeWebhookSecret(testWebhookSecret())
    if ('error' in secret) throw new Error(secret.error)
    const { repo, submit, advanceAndRun } = await setUp(smtp.port, {
      webhook: createWebhookSender({ url: receiver.url, secret }),
      delivery: { channels: ['sales-email', 'webhook'], acknowledgementWindowMs: 3_600_000 },
    })
    const { id } = await submit(shortPayload())
    const webhookState = async () =>
      (await repo.getEnquiry(id))?.deliveries.find((delivery) => delivery.channel === 'webhook')
    return { receiver, webhookState, advanceAndRun }
  }

  it('makes a permanent 4xx a dead letter after one attempt', async () => {
    const { receiver, webhookState, advanceAndRun } = await setUpWebhook(() => 410)
    await until(async () => (await webhookState())?.status === 'failed')
    // A pass an hour later, when any retry would be due, does not call the receiver again.
    await advanceAndRun(AN_HOUR)
    expect(receiver.received).toHaveLength(1)
    expect(await webhookState()).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'webhook answered 410',
    })
  })

  it.each([408, 429, 500])('retries a %i with the same webhook-id until it is accepted', async (status) => {
    const { receiver, webhookState } = await setUpWebhook((index) => (index < 2 ? status : 204))
    await until(async () => (await webhookState())?.status === 'sent')
    expect(receiver.received.map((delivery) => delivery.status)).toEqual([status, status, 204])
    expect(new Set(receiver.received.map((delivery) => delivery.headers.id)).size).toBe(1)
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
