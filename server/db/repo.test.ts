import { afterEach, describe, expect, it } from 'vitest'
import { TEST_DATABASE_URL, type TestRepo, testRepos } from '../../tests/fixtures/enquiry-fixtures.ts'
import type { EnquiryRepo, NewEnquiry } from '../enquiries/enquiry-repo.ts'

const enquiry = (overrides: Partial<NewEnquiry> = {}): NewEnquiry => ({
  formType: 'dedicated',
  service: null,
  name: 'Ada Byron',
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.gov',
  phone: '703-555-0100',
  company: 'Example Agency',
  title: 'CIO',
  projectType: 'other',
  message: 'Modernise our budget system.',
  document: null,
  ...overrides,
})

it('CI runs the repository tests on PostgreSQL too', () => {
  // .ci/run starts a throwaway cluster and sets TEST_DATABASE_URL; without it CI would test SQLite only.
  if (process.env.CI) expect(TEST_DATABASE_URL).toMatch(/^postgres/)
})

describe.each(testRepos.map((testRepo) => [testRepo.name, testRepo] as [string, TestRepo]))(
  'enquiry repository on %s',
  (_name, testRepo) => {
    let cleanup: (() => Promise<void>) | undefined
    afterEach(async () => {
      await cleanup?.()
      cleanup = undefined
    })
    const open = async (): Promise<EnquiryRepo> => {
      const opened = await testRepo.open()
      cleanup = opened.cleanup
      return opened.repo
    }

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
        formType: 'dedicated',
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
      expect(await repo.scheduleRetry(job?.id ?? '', at(5_000), 'smtp down', 'w1')).toBe(true)
      expect(await repo.claimDueNotifications(at(4_999), at(60_000), 10, 'w1')).toEqual([])
      const [retry] = await repo.claimDueNotifications(at(5_000), at(60_000), 10, 'w1')
      expect(retry).toMatchObject({ id: job?.id, attempts: 1 })
      expect((await repo.getEnquiry(id))?.notification.lastError).toBe('smtp down')
      expect(await repo.markSent(retry?.id ?? '', at(6_000), 'w1')).toBe(true)
      expect(await repo.countPendingNotifications()).toBe(0)
      expect((await repo.getEnquiry(id))?.notification).toMatchObject({ status: 'sent', attempts: 2 })
      expect(await repo.claimDueNotifications(at(999_999), at(1_000_000), 10, 'w1')).toEqual([])
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
      expect(await repo.claimDueNotifications(now, new Date(now.getTime() + 600_000), 10, 'w2')).toHaveLength(
        0,
      )
      await repo.releaseOwnLeases('w1')
      expect(await repo.claimDueNotifications(now, new Date(now.getTime() + 600_000), 10, 'w2')).toHaveLength(
        1,
      )
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
  },
)
