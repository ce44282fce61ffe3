import type { FastifyBaseLogger } from 'fastify'
import type { DeletionCount, EnquiryRepo } from '../enquiries/enquiry-repo.ts'
import { SPAM_RETENTION_DAYS } from '../enquiries/spam-store.ts'
import { STAFF_AUDIT_RETENTION_DAYS } from '../enquiries/staff-store.ts'

export interface RetentionSettings {
  enquiryDays: number
  /** Their enquiries are kept. */
  documentDays: number
}

const DAY_MS = 24 * 60 * 60_000
/** Each instance checks once an hour; deleting what another instance already deleted is a no-op. */
export const RETENTION_INTERVAL_MS = 60 * 60_000

export function applyRetention(
  repo: EnquiryRepo,
  settings: RetentionSettings,
  now: Date,
  action: 'retention' | 'purge' = 'retention',
): Promise<DeletionCount> {
  return repo.purgeExpired(
    {
      enquiriesBefore: new Date(now.getTime() - settings.enquiryDays * DAY_MS),
      documentsBefore: new Date(now.getTime() - settings.documentDays * DAY_MS),
    },
    {
      at: now.toISOString(),
      action,
      detail: `enquiries older than ${settings.enquiryDays} days, documents older than ${settings.documentDays} days`,
    },
  )
}

/** Held spam is kept a week whatever the enquiry retention; returns how many were deleted. */
export function purgeHeldSpam(repo: EnquiryRepo, now: Date): Promise<number> {
  return repo.spam.deleteReceivedBefore(new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY_MS))
}

/** The staff audit log keeps its own year; returns how many entries were deleted. */
export function purgeStaffAudit(repo: EnquiryRepo, now: Date): Promise<number> {
  return repo.staff.deleteAuditBefore(
    new Date(now.getTime() - STAFF_AUDIT_RETENTION_DAYS * DAY_MS).toISOString(),
  )
}

export function startRetentionSchedule({
  repo,
  settings,
  log,
  now = () => new Date(),
  intervalMs = RETENTION_INTERVAL_MS,
  firstRunMs = 5_000,
}: {
  repo: EnquiryRepo
  settings: RetentionSettings
  log: FastifyBaseLogger
  now?: () => Date
  intervalMs?: number
  /** The first run waits this long, so a starting server answers visitors first. */
  firstRunMs?: number
}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null
  const run = () => {
    const at = now()
    running ??= Promise.all([
      applyRetention(repo, settings, at),
      purgeHeldSpam(repo, at),
      purgeStaffAudit(repo, at),
    ])
      .then(([count, spam, staffAudit]) =>
        log.info(
          { ...count, spam, staffAudit, ...settings },
          'retention: expired enquiries, documents, spam and staff audit entries deleted',
        ),
      )
      .catch((error) => log.error({ err: error }, 'retention run failed'))
      .finally(() => {
        running = null
      })
  }
  const first = setTimeout(run, firstRunMs)
  const timer = setInterval(run, intervalMs)
  first.unref()
  timer.unref()
  return {
    async stop() {
      clearTimeout(first)
      clearInterval(timer)
      await running
    },
  }
}
