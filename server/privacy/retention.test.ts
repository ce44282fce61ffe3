import { pino } from 'pino'
import { expect, it, vi } from 'vitest'
import { openSqliteRepo } from '../db/sqlite.ts'
import type { NewEnquiry } from '../enquiries/enquiry-repo.ts'
import { startRetentionSchedule } from './retention.ts'

const enquiry: NewEnquiry = {
  form: 'short',
  service: 'digital-transformation',
  name: 'Ada Byron',
  firstName: null,
  lastName: null,
  email: 'ada@example.gov',
  phone: '',
  company: '',
  title: '',
  projectType: null,
  message: 'Hello',
  document: null,
}

it('deletes expired enquiries on its schedule and logs how many', async () => {
  const repo = openSqliteRepo(':memory:')
  const now = new Date('2026-11-23T12:00:00Z')
  await repo.insertWithNotification(enquiry, new Date('2025-11-01T00:00:00Z'))
  const recent = await repo.insertWithNotification(enquiry, new Date('2026-11-01T00:00:00Z'))
  const hold = (id: string, receivedAt: string) =>
    repo.spam.hold({ id, receivedAt, reason: 'honeypot', fields: { name: 'Bot' } })
  await hold('00000000-0000-4000-8000-000000000001', '2026-11-16T11:59:00Z')
  await hold('00000000-0000-4000-8000-000000000002', '2026-11-16T12:01:00Z')
  const audit = (at: string) =>
    repo.staff.recordAudit({
      at,
      actor: 'ann@globaltekforce.com',
      action: 'view-enquiry',
      target: recent.id,
      detail: '',
    })
  await audit('2025-11-23T11:59:00.000Z')
  await audit('2025-11-23T12:01:00.000Z')
  const logged: { msg: string; enquiries?: number; documents?: number }[] = []
  const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) })
  const schedule = startRetentionSchedule({
    repo,
    settings: { enquiryDays: 365, documentDays: 90 },
    log,
    now: () => now,
    firstRunMs: 10,
    intervalMs: 60_000,
  })
  const report = await vi.waitFor(
    () => {
      const line = logged.find((candidate) => candidate.msg.startsWith('retention'))
      if (!line) throw new Error('no retention run logged yet')
      return line
    },
    { timeout: 5_000 },
  )
  await schedule.stop()
  expect(report).toMatchObject({ enquiries: 1, documents: 0, spam: 1, staffAudit: 1 })
  expect((await repo.listEnquiries()).map((row) => row.id)).toEqual([recent.id])
  // Seven days to the minute: the older one is gone, the newer one stays.
  expect((await repo.spam.list()).map((held) => held.id)).toEqual(['00000000-0000-4000-8000-000000000002'])
  // The staff audit log keeps a year to the minute, whatever the enquiries' retention.
  expect((await repo.staff.listAudit(10)).map((entry) => entry.at)).toEqual(['2025-11-23T12:01:00.000Z'])
  await repo.close()
})
