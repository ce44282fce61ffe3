import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, expect, it } from 'vitest'
import { newEnquiry, type TestRepo } from '../../tests/fixtures/enquiry-fixtures.ts'
import { describeEachRepo } from '../../tests/support/postgres.ts'
import type { EnquiryRepo } from '../enquiries/enquiry-repo.ts'
import { migrations } from './migrations/index.ts'
import { openSqliteRepo } from './sqlite.ts'

const enquiry = newEnquiry

/** A fresh database per test from `testRepo`, dropped after the test. */
function freshRepoPerTest(testRepo: TestRepo): () => Promise<EnquiryRepo> {
  let cleanup: (() => Promise<void>) | undefined
  afterEach(async () => {
    await cleanup?.()
    cleanup = undefined
  })
  return async () => {
    const opened = await testRepo.open()
    cleanup = opened.cleanup
    return opened.repo
  }
}

describeEachRepo('enquiry repository on %s', (testRepo) => {
  const open = freshRepoPerTest(testRepo)

  it('stores an enquiry with its document and a pending notification in one go', async () => {
    const repo = await open()
    const content = Buffer.from('%PDF-1.7 binary \u0000\u00ff bytes', 'latin1')
    const { id, duplicate } = await repo.insertWithNotification(
      enquiry({
        document: {
          storedName: 'abc.pdf',
          originalName: 'Scope.pdf',
          mediaType: 'application/pdf',
          content,
          sha256: 'hash',
        },
      }),
      new Date('2026-01-02T03:04:05Z'),
    )
    expect(duplicate).toBe(false)
    const stored = await repo.getEnquiry(id)
    expect(stored).toMatchObject({
      id,
      createdAt: '2026-01-02T03:04:05.000Z',
      form: 'consultation',
      firstName: 'Ada',
      company: 'Example Agency',
      document: { storedName: 'abc.pdf', originalName: 'Scope.pdf', size: content.length },
      notification: { status: 'pending', attempts: 0, sentAt: null },
    })
    const document = await repo.getDocumentContent(id)
    expect(document?.content.equals(content)).toBe(true)
    expect(await repo.countPendingNotifications()).toBe(1)
    expect((await repo.listEnquiries()).map((row) => row.id)).toEqual([id])
  })

  it('stores once per idempotency key and reports a key reused for other content', async () => {
    const repo = await open()
    const now = new Date()
    const first = await repo.insertWithNotification(enquiry(), now, {
      idempotency: { key: 'key-1', fingerprint: 'a' },
    })
    const replay = await repo.insertWithNotification(enquiry(), now, {
      idempotency: { key: 'key-1', fingerprint: 'a' },
    })
    const other = await repo.insertWithNotification(enquiry({ name: 'Other' }), now, {
      idempotency: { key: 'key-1', fingerprint: 'b' },
    })
    const third = await repo.insertWithNotification(enquiry(), now)
    expect(replay).toEqual({ id: first.id, reference: first.reference, duplicate: true, conflict: false })
    expect(other).toEqual({ id: first.id, reference: first.reference, duplicate: true, conflict: true })
    expect(third.duplicate).toBe(false)
    expect(await repo.listEnquiries()).toHaveLength(2)
  })

  it('leases due jobs once, retries later and marks them sent', async () => {
    const repo = await open()
    const t0 = new Date('2026-03-01T10:00:00Z')
    const at = (ms: number) => new Date(t0.getTime() + ms)
    const { id } = await repo.insertWithNotification(enquiry(), t0)
    const [job] = await repo.claimDueNotifications(t0, at(60_000), 10, 'w1')
    expect(job).toMatchObject({ enquiryId: id, attempts: 0, enquiryCreatedAt: t0.toISOString() })
    expect(await repo.claimDueNotifications(at(1), at(60_000), 10, 'w1')).toEqual([])
    expect(await repo.scheduleRetry(job?.id ?? '', at(1), at(5_000), 'smtp down', 'w1')).toBe(true)
    expect(await repo.claimDueNotifications(at(4_999), at(60_000), 10, 'w1')).toEqual([])
    const [retry] = await repo.claimDueNotifications(at(5_000), at(60_000), 10, 'w1')
    expect(retry).toMatchObject({ id: job?.id, attempts: 1 })
    expect((await repo.getEnquiry(id))?.notification.lastError).toBe('smtp down')
    expect(await repo.markSent(retry?.id ?? '', at(6_000), 'w1')).toBe(true)
    expect(await repo.countPendingNotifications()).toBe(0)
    expect((await repo.getEnquiry(id))?.notification).toMatchObject({ status: 'sent', attempts: 2 })
    expect(await repo.claimDueNotifications(at(999_999), at(1_000_000), 10, 'w1')).toEqual([])
  })

  it('logs every delivery attempt in order and deletes the log with its enquiry', async () => {
    const repo = await open()
    const t0 = new Date('2026-03-01T10:00:00Z')
    const at = (ms: number) => new Date(t0.getTime() + ms)
    const { id } = await repo.insertWithNotification(enquiry(), t0, { channels: ['sales-email', 'webhook'] })
    const other = await repo.insertWithNotification(enquiry(), t0)
    const jobs = await repo.claimDueNotifications(t0, at(60_000), 10, 'w1')
    const job = (channel: string, enquiryId = id) =>
      jobs.find((claimed) => claimed.channel === channel && claimed.enquiryId === enquiryId)?.id ?? ''
    expect(await repo.scheduleRetry(job('sales-email'), at(1_000), at(5_000), 'x'.repeat(600), 'w1')).toBe(
      true,
    )
    expect(await repo.markFailed(job('webhook'), at(2_000), 'webhook answered 410', 'w1')).toBe(true)
    // A worker that lost its lease logs nothing.
    expect(await repo.markSent(job('webhook'), at(2_500), 'w1')).toBe(false)
    await repo.markSent(job('sales-email', other.id), at(2_000), 'w1')
    const [retry] = await repo.claimDueNotifications(at(5_000), at(60_000), 10, 'w1')
    expect(await repo.markSent(retry?.id ?? '', at(6_000), 'w1')).toBe(true)

    expect(await repo.listDeliveryAttempts(id)).toEqual([
      {
        channel: 'sales-email',
        attemptedAt: at(1_000).toISOString(),
        outcome: 'failed',
        error: 'x'.repeat(500),
      },
      {
        channel: 'webhook',
        attemptedAt: at(2_000).toISOString(),
        outcome: 'failed',
        error: 'webhook answered 410',
      },
      { channel: 'sales-email', attemptedAt: at(6_000).toISOString(), outcome: 'sent', error: null },
    ])
    await repo.deleteEnquiries([id], { at: at(7_000).toISOString(), action: 'delete', detail: 'by request' })
    expect(await repo.listDeliveryAttempts(id)).toEqual([])
    expect(await repo.listDeliveryAttempts(other.id)).toHaveLength(1)
    await repo.purgeExpired(
      { enquiriesBefore: at(1), documentsBefore: at(1) },
      { at: at(8_000).toISOString(), action: 'retention', detail: 'test' },
    )
    expect(await repo.listDeliveryAttempts(other.id)).toEqual([])
    expect(await repo.listEnquiries()).toEqual([])
  })

  it("never lets one worker release or complete another live worker's lease; leases expire", async () => {
    const repo = await open()
    const t0 = new Date('2026-03-01T10:00:00Z')
    const at = (ms: number) => new Date(t0.getTime() + ms)
    await repo.insertWithNotification(enquiry(), t0)
    const [job] = await repo.claimDueNotifications(t0, at(60_000), 10, 'instance-a')
    // A second instance starting up releases only its own leases: A's job stays with A.
    await repo.releaseOwnLeases('instance-b')
    expect(await repo.claimDueNotifications(at(1_000), at(61_000), 10, 'instance-b')).toEqual([])
    expect(await repo.markSent(job?.id ?? '', at(1_000), 'instance-b')).toBe(false)
    // A dies holding the lease: it simply expires, and B takes the job then.
    const [taken] = await repo.claimDueNotifications(at(60_000), at(120_000), 10, 'instance-b')
    expect(taken?.id).toBe(job?.id)
    // A, if it was only slow, can no longer record anything for that job.
    expect(await repo.markSent(job?.id ?? '', at(60_001), 'instance-a')).toBe(false)
    expect(await repo.markSent(job?.id ?? '', at(60_002), 'instance-b')).toBe(true)
  })

  it('gives back its own leases when a worker stops', async () => {
    const repo = await open()
    const now = new Date()
    await repo.insertWithNotification(enquiry(), now)
    await repo.claimDueNotifications(now, new Date(now.getTime() + 600_000), 10, 'w1')
    expect(await repo.claimDueNotifications(now, new Date(now.getTime() + 600_000), 10, 'w2')).toHaveLength(0)
    await repo.releaseOwnLeases('w1')
    expect(await repo.claimDueNotifications(now, new Date(now.getTime() + 600_000), 10, 'w2')).toHaveLength(1)
  })

  it('keeps dead letters out of the queue until staff retry them, and reports them', async () => {
    const repo = await open()
    const t0 = new Date('2026-03-01T10:00:00Z')
    const at = (ms: number) => new Date(t0.getTime() + ms)
    const { id } = await repo.insertWithNotification(enquiry(), t0)
    expect(await repo.notificationHealth()).toEqual({
      pending: 1,
      failed: 0,
      oldestPendingAt: t0.toISOString(),
    })
    const [job] = await repo.claimDueNotifications(t0, at(60_000), 10, 'w1')
    expect(await repo.markFailed(job?.id ?? '', at(1_000), '552 message too large', 'w1')).toBe(true)
    expect(await repo.notificationHealth()).toEqual({ pending: 0, failed: 1, oldestPendingAt: null })
    expect((await repo.getEnquiry(id))?.notification).toMatchObject({
      status: 'failed',
      failedAt: at(1_000).toISOString(),
      lastError: '552 message too large',
    })
    expect(await repo.claimDueNotifications(at(999_999), at(1_000_000), 10, 'w1')).toEqual([])
    const [failed] = await repo.listNotifications('failed')
    expect(failed).toMatchObject({ id: job?.id, enquiryId: id, status: 'failed', attempts: 1 })
    expect(await repo.retryNotification('no-such-job', at(2_000))).toBe(false)
    expect(await repo.retryNotification(job?.id ?? '', at(2_000))).toBe(true)
    expect(await repo.listNotifications('failed')).toEqual([])
    expect(await repo.claimDueNotifications(at(2_000), at(62_000), 10, 'w1')).toHaveLength(1)
  })

  it('rolls the whole enquiry back when any part fails', async () => {
    const repo = await open()
    const now = new Date()
    await repo.insertWithNotification(enquiry(), now, { idempotency: { key: 'same', fingerprint: 'f' } })
    // A NOT NULL violation in the document insert must leave no enquiry and no job behind.
    const broken = enquiry({
      document: {
        storedName: 'x.pdf',
        originalName: null as unknown as string,
        mediaType: 'application/pdf',
        content: Buffer.from('%PDF-'),
        sha256: 'h',
      },
    })
    await expect(repo.insertWithNotification(broken, now)).rejects.toThrow()
    expect(await repo.listEnquiries()).toHaveLength(1)
    expect(await repo.countPendingNotifications()).toBe(1)
  })
})

describeEachRepo('enquiry lifecycle on %s', (testRepo) => {
  const open = freshRepoPerTest(testRepo)
  const document = (name: string) => ({
    storedName: `${name}.pdf`,
    originalName: `${name}.pdf`,
    mediaType: 'application/pdf',
    content: Buffer.from(`%PDF-1.7 ${name}`),
    sha256: 'h',
  })

  it('numbers enquiries GTF-<year>-<number>, the number never reused', async () => {
    const repo = await open()
    const first = await repo.insertWithNotification(enquiry(), new Date('2026-12-31T23:59:00Z'))
    const second = await repo.insertWithNotification(enquiry(), new Date('2026-12-31T23:59:30Z'))
    const nextYear = await repo.insertWithNotification(enquiry(), new Date('2027-01-01T00:00:10Z'))
    expect([first.reference, second.reference, nextYear.reference]).toEqual([
      'GTF-2026-000001',
      'GTF-2026-000002',
      'GTF-2027-000003',
    ])
    expect((await repo.getEnquiry(second.id))?.reference).toBe('GTF-2026-000002')
    const replay = await repo.insertWithNotification(enquiry(), new Date('2027-01-02T00:00:00Z'), {
      idempotency: { key: 'k', fingerprint: 'f' },
    })
    const again = await repo.insertWithNotification(enquiry(), new Date('2027-01-02T00:00:01Z'), {
      idempotency: { key: 'k', fingerprint: 'f' },
    })
    expect(again.reference).toBe(replay.reference)
  })

  it('queues one job per channel, each delivered and retried on its own', async () => {
    const repo = await open()
    const now = new Date('2026-04-01T09:00:00Z')
    const { id } = await repo.insertWithNotification(enquiry(), now, {
      channels: ['sales-email', 'webhook', 'acknowledgement'],
      acknowledgementWindowMs: 3_600_000,
    })
    const jobs = await repo.claimDueNotifications(now, new Date(now.getTime() + 60_000), 10, 'w')
    expect(jobs.map((job) => job.channel).sort()).toEqual(['acknowledgement', 'sales-email', 'webhook'])
    const webhookJob = jobs.find((job) => job.channel === 'webhook')
    const salesJob = jobs.find((job) => job.channel === 'sales-email')
    await repo.markSent(salesJob?.id ?? '', now, 'w')
    await repo.scheduleRetry(
      webhookJob?.id ?? '',
      now,
      new Date(now.getTime() + 5_000),
      'webhook answered 503',
      'w',
    )
    const stored = await repo.getEnquiry(id)
    expect(stored?.notification.status).toBe('sent')
    expect(stored?.deliveries.map((delivery) => [delivery.channel, delivery.status])).toEqual([
      ['sales-email', 'sent'],
      ['webhook', 'pending'],
      ['acknowledgement', 'pending'],
    ])
  })

  it('queues at most one acknowledgement per address per hour, whatever its case', async () => {
    const repo = await open()
    const options = {
      channels: ['sales-email', 'acknowledgement'] as const,
      acknowledgementWindowMs: 3_600_000,
    }
    const t0 = new Date('2026-04-01T09:00:00Z')
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000)
    await repo.insertWithNotification(enquiry({ email: 'dana@agency.gov' }), t0, options)
    await repo.insertWithNotification(enquiry({ email: 'DANA@agency.gov' }), at(30), options)
    await repo.insertWithNotification(enquiry({ email: 'other@agency.gov' }), at(31), options)
    await repo.insertWithNotification(enquiry({ email: 'dana@agency.gov' }), at(61), options)
    const acknowledgements = (await repo.listNotifications('pending')).filter(
      (job) => job.channel === 'acknowledgement',
    )
    expect(acknowledgements).toHaveLength(3)
    expect(
      (await repo.listNotifications('pending')).filter((job) => job.channel === 'sales-email'),
    ).toHaveLength(4)
  })

  it('finds everything held about an address and deletes it with its documents and jobs, audited', async () => {
    const repo = await open()
    const now = new Date('2026-04-01T09:00:00Z')
    const kept = await repo.insertWithNotification(enquiry({ email: 'kept@agency.gov' }), now)
    const a = await repo.insertWithNotification(
      enquiry({ email: 'Dana@Agency.gov', document: document('a') }),
      now,
      {
        channels: ['sales-email', 'webhook'],
      },
    )
    const b = await repo.insertWithNotification(enquiry({ email: 'dana@agency.gov' }), now)
    const found = await repo.findByEmail('DANA@agency.gov')
    expect(found.map((row) => row.id).sort()).toEqual([a.id, b.id].sort())
    expect(found.find((row) => row.id === a.id)?.document?.originalName).toBe('a.pdf')
    const count = await repo.deleteEnquiries(
      found.map((row) => row.id),
      { at: now.toISOString(), action: 'delete-by-email', detail: 'by request' },
    )
    expect(count).toEqual({ enquiries: 2, documents: 1 })
    expect(await repo.findByEmail('dana@agency.gov')).toEqual([])
    expect(await repo.getDocumentContent(a.id)).toBeNull()
    expect((await repo.listNotifications('pending')).map((job) => job.enquiryId)).toEqual([kept.id])
    const [entry] = await repo.listAudit()
    expect(entry).toMatchObject({ action: 'delete-by-email', enquiries: 2, documents: 1 })
    expect(JSON.stringify(await repo.listAudit())).not.toMatch(/dana/i)
  })

  it('retention deletes exactly the enquiries and documents older than their limits', async () => {
    const repo = await open()
    const now = new Date('2026-11-23T12:00:00Z')
    const daysAgo = (days: number, extraMs = 0) => new Date(now.getTime() - days * 86_400_000 + extraMs)
    const withDocumentAt = (name: string, at: Date) =>
      repo.insertWithNotification(enquiry({ document: document(name) }), at)
    const expired = await withDocumentAt('old', daysAgo(365, -1))
    const justKept = await withDocumentAt('kept', daysAgo(365, 1))
    const oldDocument = await withDocumentAt('doc', daysAgo(90, -1))
    const freshDocument = await withDocumentAt('new', daysAgo(90, 1))
    const count = await repo.purgeExpired(
      { enquiriesBefore: daysAgo(365), documentsBefore: daysAgo(90) },
      { at: now.toISOString(), action: 'retention', detail: '365/90' },
    )
    expect(count).toEqual({ enquiries: 1, documents: 3 })
    expect(await repo.getEnquiry(expired.id)).toBeNull()
    expect((await repo.listEnquiries()).map((row) => row.id).sort()).toEqual(
      [justKept.id, oldDocument.id, freshDocument.id].sort(),
    )
    expect(await repo.getDocumentContent(justKept.id)).toBeNull()
    expect(await repo.getDocumentContent(oldDocument.id)).toBeNull()
    expect((await repo.getDocumentContent(freshDocument.id))?.document.originalName).toBe('new.pdf')
    expect((await repo.listNotifications('pending')).map((job) => job.enquiryId)).not.toContain(expired.id)
    // Nothing left to delete: no second audit entry.
    expect(
      await repo.purgeExpired(
        { enquiriesBefore: daysAgo(365), documentsBefore: daysAgo(90) },
        { at: now.toISOString(), action: 'retention', detail: '365/90' },
      ),
    ).toEqual({ enquiries: 0, documents: 0 })
    expect(await repo.listAudit()).toHaveLength(1)
  })
})

it('numbers the enquiries stored before references existed when it migrates a SQLite database', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'gtf-migrate-'))
  try {
    const path = join(dir, 'enquiries.sqlite')
    const db = new DatabaseSync(path)
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)')
    for (const migration of migrations.filter((candidate) => candidate.version <= 2)) {
      db.exec(migration.sqlite)
      db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)').run(
        migration.version,
        migration.name,
      )
    }
    const insert =
      db.prepare(`INSERT INTO enquiries (id, created_at, form_type, name, email, phone, company, title,
      message) VALUES (?, ?, 'common', 'Ada', 'ada@example.gov', '', '', '', 'hi')`)
    insert.run('b', '2025-06-01T00:00:00.000Z')
    insert.run('a', '2025-03-01T00:00:00.000Z')
    insert.run('c', '2026-01-05T00:00:00.000Z')
    for (const id of ['a', 'b', 'c']) {
      db.prepare(
        `INSERT INTO notifications (id, enquiry_id, status, attempts, next_attempt_at) VALUES (?, ?, 'sent', 1, 0)`,
      ).run(`job-${id}`, id)
    }
    db.close()
    const repo = openSqliteRepo(path)
    const rows = await repo.listEnquiries()
    expect(rows.map((row) => [row.id, row.reference, row.notification.status])).toEqual([
      ['a', 'GTF-2025-000001', 'sent'],
      ['b', 'GTF-2025-000002', 'sent'],
      ['c', 'GTF-2026-000003', 'sent'],
    ])
    const next = await repo.insertWithNotification(enquiry(), new Date('2026-12-01T00:00:00Z'))
    expect(next.reference).toBe('GTF-2026-000004')
    await repo.close()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
