import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { isPermanentDeliveryError, PermanentDeliveryError } from '../enquiries/delivery-error.ts'
import type { NotificationJob } from '../enquiries/enquiry-repo.ts'
import { type ChannelSettings, createChannelSenders } from './channel-senders.ts'

export interface WorkerOptions extends ChannelSettings {
  log: FastifyBaseLogger
  now?: () => Date
  baseDelayMs?: number
  maxDelayMs?: number
  pollMs?: number
  /** Longer than the SMTP client's own timeouts, so a lease never expires while its holder may still send. */
  leaseMs?: number
  giveUpAfterMs?: number
}

/** Replies are promised within 24 hours; past that an unseen notification is no use. */
export const DEFAULT_GIVE_UP_AFTER_MS = 24 * 60 * 60_000

export interface NotificationWorker {
  kick(): void
  runOnce(): Promise<number>
  /** Waits for the delivery in progress, then releases this worker's leases. */
  stop(): Promise<void>
  /** Releases this worker's leases at once, for a stop that cannot wait. */
  releaseLeases(): Promise<void>
}

/** Up to 20 % jitter. */
export function nextDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(attempts, 30))
  return Math.round(delay * (1 + Math.random() * 0.2))
}

// A job is marked sent only once its receiver accepted it; backoff lives in the database, so retries survive
// restarts. Workers only release their own leases, so a restart cannot take back a job another instance is sending.
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
      // Deleted meanwhile (privacy request or retention): nothing to send.
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
        .scheduleRetry(job.id, now(), new Date(now().getTime() + delay), reason, owner)
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

  // Released at stop rather than when the lease expires, so another instance delivers them at once.
  const releaseLeases = () =>
    repo
      .releaseOwnLeases(owner)
      .catch((error) => log.error({ err: error }, 'could not release notification leases'))

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
      await releaseLeases()
    },
    releaseLeases,
  }
}
