import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { isPermanentDeliveryError, PermanentDeliveryError } from '../enquiries/delivery-error.ts'
import type { NotificationJob } from '../enquiries/enquiry-repo.ts'
import { type ChannelSettings, createChannelSenders } from './channel-senders.ts'

export interface WorkerOptions extends ChannelSettings {
  log: FastifyBaseLogger
  now?: () => Date
  /** First retry delay; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs?: number
  maxDelayMs?: number
  pollMs?: number
  /**
   * How long a claimed job stays reserved for one delivery attempt. Longer than the SMTP client's own
   * timeouts, so a lease never expires while its holder may still hand the message over.
   */
  leaseMs?: number
  /** A notification still undelivered this long after its enquiry was stored becomes a dead letter. */
  giveUpAfterMs?: number
}

/** The spec promises a reply within 24 hours; past that a notification is no use to anyone unseen. */
export const DEFAULT_GIVE_UP_AFTER_MS = 24 * 60 * 60_000

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
 * Delivers stored notifications on every channel (channel-senders.ts). A job is marked sent only after
 * its receiver accepted it; a failure schedules the next attempt with exponential backoff in the
 * database, so retries continue across restarts. A permanent refusal, or a notification still undelivered after
 * `giveUpAfterMs`, becomes a dead letter (status failed), logged at error level for staff to act on.
 *
 * Several workers (one per instance) may share a database: each claims jobs under its own lease owner
 * id and only ever releases its own leases, so a restarting instance cannot take back a job another
 * live instance is handing to SMTP. A lease left by a process that died expires after `leaseMs`.
 */
export function startNotificationWorker(options: WorkerOptions): NotificationWorker {
  const {
    repo,
    log,
    now = () => new Date(),
    baseDelayMs = 5_000,
    maxDelayMs = 15 * 60_000,
    pollMs = 2_000,
    leaseMs = 120_000,
    giveUpAfterMs = DEFAULT_GIVE_UP_AFTER_MS,
  } = options
  const owner = randomUUID()

  const senders = createChannelSenders(options)
  let running: Promise<number> | null = null
  let again = false
  let stopped = false

  const deliverOne = async (job: NotificationJob): Promise<boolean> => {
    try {
      const enquiry = await repo.getEnquiry(job.enquiryId)
      // Deleted meanwhile (a privacy request or retention): nothing left to deliver, and nothing to send.
      if (!enquiry) throw new PermanentDeliveryError('enquiry deleted before delivery')
      await senders[job.channel](enquiry, job)
      const recorded = await repo.markSent(job.id, now(), owner)
      // The lease ran out while the receiver was answering: another worker may deliver it again.
      if (!recorded) log.warn({ job: job.id, channel: job.channel }, 'delivered after its lease expired')
      log.info({ enquiry: enquiry.id, channel: job.channel, attempts: job.attempts + 1 }, 'notification sent')
      return true
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      const waitedMs = now().getTime() - Date.parse(job.enquiryCreatedAt)
      if (isPermanentDeliveryError(error) || waitedMs >= giveUpAfterMs) {
        const why = isPermanentDeliveryError(error) ? 'refused permanently' : 'undelivered too long'
        await repo
          .markFailed(job.id, now(), reason, owner)
          .catch((failError) => log.error({ err: failError, job: job.id }, 'could not record dead letter'))
        log.error(
          {
            job: job.id,
            enquiry: job.enquiryId,
            channel: job.channel,
            attempts: job.attempts + 1,
            reason,
            why,
          },
          `notification failed: dead letter, ${job.channel} delivery will not be retried`,
        )
        return false
      }
      const delay = nextDelay(job.attempts, baseDelayMs, maxDelayMs)
      await repo
        .scheduleRetry(job.id, new Date(now().getTime() + delay), reason, owner)
        .catch((retryError) => log.error({ err: retryError, job: job.id }, 'could not schedule retry'))
      log.warn(
        { job: job.id, channel: job.channel, attempts: job.attempts + 1, retryInMs: delay, reason },
        'notification deferred',
      )
      return false
    }
  }

  const deliverDue = async (): Promise<number> => {
    let delivered = 0
    const started = now()
    const jobs = await repo.claimDueNotifications(started, new Date(started.getTime() + leaseMs), 20, owner)
    for (const job of jobs) {
      if (stopped) break
      if (await deliverOne(job)) delivered += 1
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
  void runOnce()

  return {
    kick() {
      if (!stopped) setImmediate(() => void runOnce())
    },
    runOnce,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
      // Jobs this worker claimed but did not reach go back to the queue now, not when the lease expires.
      await repo
        .releaseOwnLeases(owner)
        .catch((error) => log.error({ err: error }, 'could not release notification leases'))
    },
  }
}
