import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { expect, it } from 'vitest'
import { openSqliteRepo } from '../../server/db/sqlite.ts'
import { minimalPdf } from '../../tests/fixtures/documents.ts'
import { consultationPayload } from '../../tests/fixtures/enquiry-fixtures.ts'
import {
  freePort,
  serverEnv,
  startServerProcess,
  waitUntilListening,
} from '../../tests/fixtures/server-process.ts'
import { type ReceivedMail, startSmtpServer } from '../../tests/fixtures/smtp-fixture.ts'
import { prepareServerSandbox, waitUntilSettled } from '../../tests/support/server-sandbox.ts'

// The runbook's restore drill end to end: backup mid-burst, kill, restore into a new folder, restart.

const root = resolve(import.meta.dirname, '../..')
const sandbox = prepareServerSandbox('gtf-restore-drill-')

function runCli(args: string[], dataDir: string) {
  const child = spawn(process.execPath, ['scripts/operate/enquiries.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk
  })
  return new Promise<{ code: number | null; output: string }>((done) =>
    child.once('exit', (code) => done({ code, output })),
  )
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex')

interface Sent {
  id: string
  documentSha256: string
}

/** A notification as channel and enquiry, named by the Message-ID each channel gives its e-mail. */
const notificationOf = (mail: ReceivedMail) => {
  const [, kind, id] = /^<(enquiry|acknowledgement)-(.+)@/.exec(mail.header('message-id')[0] ?? '') ?? []
  return `${kind === 'enquiry' ? 'sales-email' : kind}:${id}`
}

it('restores every enquiry acknowledged before the backup began, with its document and reference, and sends again what was pending in it, sent since or not', {
  timeout: 120_000,
}, async () => {
  const { clientDir } = sandbox
  const liveDir = join(sandbox.dataDir, 'live')
  const restoredDir = join(sandbox.dataDir, 'restored')
  const backupDir = join(sandbox.dataDir, 'backups')
  // A slow relay: the backup holds sent and pending notifications, and the server sends some of those pending after it.
  const liveSmtp = await startSmtpServer(0, { delayMs: 200 })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const live = startServerProcess(
    serverEnv({ port, siteDir: clientDir, dataDir: liveDir, smtpPort: liveSmtp.port }),
  )
  await waitUntilListening(base, live.stderr)

  // An enquiry past retention, stored after the first retention run: the restored server deletes it again.
  await new Promise((wait) => setTimeout(wait, 6_000))
  const expired = await (async () => {
    const repo = openSqliteRepo(join(liveDir, 'enquiries.sqlite'))
    try {
      const stored = await repo.insertWithNotification(
        {
          form: 'consultation',
          service: null,
          firstName: 'Expired',
          lastName: 'Enquiry',
          name: 'Expired Enquiry',
          email: 'expired@agency.example.gov',
          phone: '703-555-0100',
          company: 'Example Agency',
          title: 'CIO',
          projectType: 'other',
          message: 'Received long before the retention period.',
          document: null,
        },
        new Date(Date.now() - 400 * 24 * 60 * 60_000),
      )
      return stored.id
    } finally {
      await repo.close()
    }
  })()

  const total = 40
  const acknowledged = new Map<string, Sent & { at: number }>()
  // Set from inside the visitors, once, when the backup begins.
  const backupRun: { starting?: boolean; ackedBefore?: Set<string>; result?: ReturnType<typeof runCli> } = {}
  const post = async (index: number) => {
    const document = minimalPdf(`Statement of work ${index}`)
    try {
      const res = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          consultationPayload({
            email: `visitor-${index}@agency.example.gov`,
            filename: `Scope ${index}.pdf`,
            fileContent: document.toString('base64'),
          }),
        ),
      })
      if (res.status === 201) {
        const { id } = (await res.json()) as { id: string }
        acknowledged.set(id, { id, documentSha256: sha256(document), at: Date.now() })
      }
    } catch {
      // Not acknowledged: the visitor was told it failed.
    }
    // The backup begins mid-burst; what was acknowledged by then must be in it.
    if (!backupRun.starting && acknowledged.size >= 15) {
      backupRun.starting = true
      // Some notifications must be recorded as sent first; the other visitors keep posting meanwhile.
      const sentRecorded = Date.now() + 10_000
      while (liveSmtp.received.length < 3 && Date.now() < sentRecorded)
        await new Promise((wait) => setTimeout(wait, 50))
      await new Promise((wait) => setTimeout(wait, 300))
      backupRun.ackedBefore = new Set(acknowledged.keys())
      backupRun.result = runCli(['backup', '--out', `${backupDir}/`], liveDir)
    }
  }
  let next = 0
  const visitor = async () => {
    while (next < total) await post(next++)
  }
  await Promise.all(Array.from({ length: 4 }, visitor))
  const backupResult = await (backupRun.result ?? Promise.reject(new Error('no backup started')))
  expect(backupResult.code, backupResult.output).toBe(0)

  const [backupName] = await readdir(backupDir)
  const backupFile = join(backupDir, backupName ?? '')
  expect(backupName).toMatch(/^enquiries-\d{8}T\d{6}Z\.sqlite$/)

  // What the backup says of each notification (channel:enquiry), read before the restore.
  const inBackup = new DatabaseSync(backupFile, { readOnly: true })
  const jobs = inBackup.prepare('SELECT channel, enquiry_id, status FROM notifications').all() as {
    channel: string
    enquiry_id: string
    status: string
  }[]
  inBackup.close()
  const withStatus = (status: string) =>
    jobs
      .filter((job) => job.status === status && job.enquiry_id !== expired)
      .map((job) => `${job.channel}:${job.enquiry_id}`)
  const pendingInBackup = withStatus('pending')
  const sentInBackup = withStatus('sent')
  expect(jobs.some((job) => job.enquiry_id === expired)).toBe(true)
  // The drill is only meaningful with both kinds in the backup.
  expect(pendingInBackup.length).toBeGreaterThan(0)
  expect(sentInBackup.length).toBeGreaterThan(0)

  // The live server goes on sending what the backup holds as pending; it is killed once it has sent some.
  const sentSinceBackup = () =>
    liveSmtp.received.map(notificationOf).filter((notification) => pendingInBackup.includes(notification))
  await expect
    .poll(() => sentSinceBackup().length, { timeout: 20_000, interval: 50 })
    .toBeGreaterThanOrEqual(2)
  live.child.kill('SIGKILL')
  await live.exited
  await liveSmtp.stop()
  const sentBeforeKill = liveSmtp.received.map(notificationOf)
  const sentAfterBackup = sentSinceBackup()

  // Restoring over a database is refused; into an empty folder it succeeds.
  const refused = await runCli(['restore', backupFile], liveDir)
  expect(refused.code).toBe(1)
  expect(refused.output).toMatch(/already holds a database/)
  const restored = await runCli(['restore', backupFile], restoredDir)
  expect(restored.code, restored.output).toBe(0)
  expect(restored.output).toMatch(/sales may receive again/)

  const restoredSmtp = await startSmtpServer()
  const restoredServer = startServerProcess(
    serverEnv({ port, siteDir: clientDir, dataDir: restoredDir, smtpPort: restoredSmtp.port }),
  )
  await waitUntilListening(base, restoredServer.stderr)
  const repo = openSqliteRepo(join(restoredDir, 'enquiries.sqlite'))
  const liveRepo = openSqliteRepo(join(liveDir, 'enquiries.sqlite'))
  try {
    // Leases held by the killed server were cleared by the restore: delivery starts at once, not in 2 minutes.
    await waitUntilSettled(() => repo.countPendingNotifications())
    // Retention runs a few seconds after start.
    await expect.poll(async () => (await repo.getEnquiry(expired)) === null, { timeout: 15_000 }).toBe(true)

    const before = [...(backupRun.ackedBefore ?? new Set<string>())]
    const found: string[] = []
    for (const id of before) {
      const enquiry = await repo.getEnquiry(id)
      const document = await repo.getDocumentContent(id)
      const original = await liveRepo.getEnquiry(id)
      if (
        enquiry &&
        document &&
        sha256(document.content) === acknowledged.get(id)?.documentSha256 &&
        enquiry.reference === original?.reference &&
        /^GTF-\d{4}-\d{6}$/.test(enquiry.reference)
      ) {
        found.push(id)
      }
    }
    const allAcknowledged = [...acknowledged.keys()]
    const restoredIds = new Set((await repo.listEnquiries()).map((enquiry) => enquiry.id))
    const sentAfterRestore = restoredSmtp.received
      .map(notificationOf)
      .filter((notification) => !notification.endsWith(`:${expired}`))
    console.info(
      `restore drill: sent ${total}, acknowledged ${allAcknowledged.length}, acknowledged before the backup ` +
        `${before.length}, found after restore ${found.length}, lost ${before.length - found.length}; ` +
        `acknowledged after the backup began ${allAcknowledged.length - before.length}, of which in the backup ` +
        `${allAcknowledged.filter((id) => !before.includes(id) && restoredIds.has(id)).length}; ` +
        `notifications sent in the backup ${sentInBackup.length}, pending in it ${pendingInBackup.length}, ` +
        `of which sent before the kill ${sentAfterBackup.length}; sent after the restore ${sentAfterRestore.length}, ` +
        `of which duplicates ${sentAfterRestore.filter((notification) => sentBeforeKill.includes(notification)).length}`,
    )
    expect(found.sort()).toEqual(before.sort())
    // Exactly what the backup held as pending is sent after the restore, once each; nothing it held as sent is.
    expect([...sentAfterRestore].sort()).toEqual([...pendingInBackup].sort())
    // So each one sent after the backup was taken reaches its recipient a second time, under the same
    // Message-ID, by which notificationOf names it (the runbook's "What a restore does to notifications").
    expect(sentAfterBackup.filter((notification) => !sentAfterRestore.includes(notification))).toEqual([])
  } finally {
    await repo.close()
    await liveRepo.close()
    restoredServer.child.kill('SIGTERM')
    await restoredServer.exited
    await restoredSmtp.stop()
  }
})
