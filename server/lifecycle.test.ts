import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { Webhook } from 'standardwebhooks'
import { expect, it } from 'vitest'
import { consultationPayload, shortPayload } from '../tests/fixtures/enquiry-fixtures.ts'
import {
  freePort,
  serverEnv,
  startServerProcess,
  TEST_SALES_EMAIL,
  waitUntilListening,
} from '../tests/fixtures/server-process.ts'
import { startSmtpServer } from '../tests/fixtures/smtp-fixture.ts'
import { startWebhookReceiver, testWebhookSecret } from '../tests/fixtures/webhook-receiver.ts'
import { prepareServerSandbox, waitUntilSettled } from '../tests/support/server-sandbox.ts'
import { openSqliteRepo } from './db/sqlite.ts'

/** The whole lifecycle through real parts; signatures are checked by an independent implementation. */

const sandbox = prepareServerSandbox('gtf-lifecycle-')

const until = (check: () => boolean | Promise<boolean>, timeout = 30_000) =>
  expect.poll(check, { timeout, interval: 50 }).toBe(true)

it('delivers each enquiry to the webhook exactly once, signed, through failures and a restart; acknowledges visitors once an hour', {
  timeout: 90_000,
}, async () => {
  const { clientDir, dataDir } = sandbox
  const smtp = await startSmtpServer()
  // The receiver is down for its first four requests, then accepts everything.
  const receiver = await startWebhookReceiver((index) => (index < 4 ? 503 : 200))
  const secret = testWebhookSecret()
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = serverEnv(
    { port, siteDir: clientDir, dataDir, smtpPort: smtp.port },
    { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: secret, NOTIFY_RETRY_BASE_MS: '200' },
  )
  let server = startServerProcess(env)
  await waitUntilListening(base, server.stderr)
  const submit = async (payload: Record<string, unknown>) => {
    const res = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    })
    expect(res.status).toBe(201)
    return ((await res.json()) as { id: string }).id
  }

  const ids: string[] = []
  ids.push(await submit(consultationPayload({ email: 'marcus@university.example.edu' })))
  ids.push(await submit(shortPayload({ email: 'dana@agency.example.gov', name: 'Dana Whitfield' })))
  // A restart while the receiver is still refusing: the jobs stay in the outbox and resume.
  await until(() => receiver.received.length >= 2)
  server.child.kill('SIGTERM')
  await server.exited
  server = startServerProcess(env)
  await waitUntilListening(base, server.stderr)
  // The same visitor again within the hour: stored and sent to sales, but no second acknowledgement.
  ids.push(await submit(shortPayload({ email: 'DANA@agency.example.gov', message: 'A second question.' })))

  await until(() => ids.every((id) => receiver.accepted().includes(id)))
  const salesMail = () => smtp.received.filter((mail) => mail.envelopeTo.includes(TEST_SALES_EMAIL))
  await until(() => salesMail().length === 3)
  await until(() => smtp.received.length >= 5)
  // Wait for every job to settle, then stop: only then are the counts final.
  const repo = openSqliteRepo(join(dataDir, 'enquiries.sqlite'))
  await waitUntilSettled(() => repo.countPendingNotifications())
  server.child.kill('SIGTERM')
  await server.exited
  await smtp.stop()
  await receiver.stop()

  expect(receiver.accepted().sort()).toEqual([...ids].sort())
  const verifier = new Webhook(secret)
  for (const delivery of receiver.received) {
    expect(() =>
      verifier.verify(delivery.body, {
        'webhook-id': delivery.headers.id,
        'webhook-timestamp': delivery.headers.timestamp,
        'webhook-signature': delivery.headers.signature,
      }),
    ).not.toThrow()
  }
  const [first] = receiver.received
  expect(() =>
    verifier.verify(`${first?.body} `, {
      'webhook-id': first?.headers.id ?? '',
      'webhook-timestamp': first?.headers.timestamp ?? '',
      'webhook-signature': first?.headers.signature ?? '',
    }),
  ).toThrow()
  // Retries of one enquiry carry one webhook-id, so a receiver can drop duplicates.
  const idsByEnquiry = new Map<string, Set<string>>()
  for (const delivery of receiver.received) {
    const enquiry = (JSON.parse(delivery.body) as { data: { id: string } }).data.id
    idsByEnquiry.set(enquiry, (idsByEnquiry.get(enquiry) ?? new Set()).add(delivery.headers.id))
  }
  for (const webhookIds of idsByEnquiry.values()) expect(webhookIds.size).toBe(1)

  // The payload describes the document, never its bytes.
  const stored = await repo.getEnquiry(ids[0] ?? '')
  await repo.close()
  const accepted = receiver.received.find(
    (delivery) => delivery.status === 200 && delivery.body.includes(ids[0] ?? ''),
  )
  const payload = JSON.parse(accepted?.body ?? '{}')
  expect(payload).toMatchObject({
    type: 'enquiry.received',
    data: {
      id: ids[0],
      reference: stored?.reference,
      firstName: 'Marcus',
      lastName: 'Ellery',
      email: 'marcus@university.example.edu',
      phone: '703-555-0199',
      company: 'Example State University',
      title: 'Deputy CIO',
      projectType: 'erp-integration',
      message: consultationPayload().message,
    },
  })

  const ajv = new Ajv2020({ strict: true, allErrors: true })
  addFormats.default(ajv)
  const validate = ajv.compile(
    JSON.parse(await readFile(join(import.meta.dirname, '../docs/webhook-payload.schema.json'), 'utf8')),
  )
  for (const delivery of receiver.received) {
    expect(validate(JSON.parse(delivery.body)), JSON.stringify(validate.errors)).toBe(true)
  }

  // Acknowledgements: one to each visitor, with the reference; none for Dana's second enquiry.
  const acknowledgements = smtp.received.filter((mail) => !mail.envelopeTo.includes(TEST_SALES_EMAIL))
  expect(acknowledgements.map((mail) => mail.envelopeTo[0]?.toLowerCase()).sort()).toEqual([
    'dana@agency.example.gov',
    'marcus@university.example.edu',
  ])
  const toMarcus = acknowledgements.find((mail) => mail.envelopeTo[0] === 'marcus@university.example.edu')
  expect(toMarcus?.parsed.subject).toBe(`We received your enquiry (${stored?.reference})`)
  expect(toMarcus?.parsed.text).toContain(`Your reference: ${stored?.reference}`)
  expect(toMarcus?.parsed.text).toContain('within 24 hours')
  // The address was typed by whoever sent the form: the receipt names the fields, never their values.
  expect(toMarcus?.parsed.text).not.toContain(consultationPayload().message)
  expect(toMarcus?.parsed.text).toContain('- Requirements')
  expect(toMarcus?.files).toEqual([])
})

it('refuses to start with a webhook secret weaker than the Standard Webhooks form', {
  timeout: 30_000,
}, async () => {
  const { clientDir, dataDir } = sandbox
  const port = await freePort()
  const server = startServerProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_DIR: clientDir,
    DATA_DIR: dataDir,
    WEBHOOK_URL: 'http://127.0.0.1:9/hook',
    WEBHOOK_SECRET: `whsec_${Buffer.alloc(16, 1).toString('base64')}`,
  })
  const code = await new Promise<number | null>((resolve) =>
    server.child.once('exit', (exit) => resolve(exit)),
  )
  expect(code).not.toBe(0)
  expect(server.stderr()).toMatch(/WEBHOOK_SECRET: must hold 24 to 64 random bytes/)
})
