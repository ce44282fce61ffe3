import type { FastifyBaseLogger } from 'fastify'
import type { EnquiryRepo } from '../enquiries/enquiry-repo.ts'
import { type Mailer, renderNotification } from './mailer.ts'

export interface WorkerOptions {
  repo: EnquiryRepo
  mailer: Mailer
  log: FastifyBaseLogger
  from: string
  to: string
  now?: () => Date
  /** First retry delay; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs?: number
  maxDelayMs?: number
  pollMs?: number
  /** How long a claimed job stays reserved for one delivery attempt. */
  leaseMs?: number
}

export interface NotificationWorker {
  /** Asks for a delivery pass soon (after a new enquiry). */
  kick(): void
  /** One pass over due jobs; resolves when it is done. */
  runOnce(): Promise<number>
  stop(): Promise<void>
}

/** Delay before attempt `attempts + 1`: base · 2^attempts, capped, with up to 20 % jitter. */
export function nextDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(attempts, 30))
  return Math.round(delay * (1 + Math.random() * 0.2))
}

/**
 * Delivers stored notifications to sales. A job is marked sent only after the SMTP server accepted the
 * message; a failure schedules the next attempt with exponential backoff in the database, so retries
 * continue across restarts.
 */
export function startNotificationWorker(options: WorkerOptions): NotificationWorker {
  const {
    repo,
    mailer,
    log,
    from,
    to,
    now = () => new Date(),
    baseDelayMs = 5_000,
    maxDelayMs = 15 * 60_000,
    pollMs = 2_000,
    leaseMs = 120_000,
  } = options
  let running: Promise<number> | null = null
  let again = false
  let stopped = false

  const deliverDue = async (): Promise<number> => {
    let delivered = 0
    const started = now()
    const jobs = await repo.claimDueNotifications(started, new Date(started.getTime() + leaseMs), 20)
    for (const job of jobs) {
      if (stopped) break
      try {
        const enquiry = await repo.getEnquiry(job.enquiryId)
        if (!enquiry) throw new Error('enquiry missing')
        const document = enquiry.document ? await repo.getDocumentContent(enquiry.id) : null
        await mailer.send(renderNotification(enquiry, document, { from, to }))
        await repo.markSent(job.id, now())
        delivered += 1
        log.info({ enquiry: enquiry.id, attempts: job.attempts + 1 }, 'notification sent')
      } catch (error) {
        const delay = nextDelay(job.attempts, baseDelayMs, maxDelayMs)
        const reason = error instanceof Error ? error.message : String(error)
        await repo
          .scheduleRetry(job.id, new Date(now().getTime() + delay), reason)
          .catch((retryError) => log.error({ err: retryError, job: job.id }, 'could not schedule retry'))
        log.warn(
          { job: job.id, attempts: job.attempts + 1, retryInMs: delay, reason },
          'notification deferred',
        )
      }
    }
    return delivered
  }

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let total = 0
      try {
        do {
          again = false
          total += await deliverDue()
        } while (again && !stopped)
      } catch (error) {
        log.error({ err: error }, 'notification pass failed')
      } finally {
        running = null
      }
      return total
    })()
    return running
  }

  const timer = setInterval(() => void runOnce(), pollMs)
  timer.unref()
  void repo
    .releaseLeases()
    .then(() => runOnce())
    .catch((error) => log.error({ err: error }, 'could not release notification leases'))

  return {
    kick() {
      if (!stopped) setImmediate(() => void runOnce())
    },
    runOnce,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
