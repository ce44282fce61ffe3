import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type pg from 'pg'

/**
 * Per-address counts in PostgreSQL, so N instances allow what one would; one atomic statement per post, on
 * the database's clock so skewed instances share a window. If the database cannot count, each instance
 * counts in memory and warns: neither losing enquiries nor opening the form to floods (decision 041).
 */
const COUNT_POST = `
INSERT INTO rate_limit_hits AS hits (key, count, window_ends_at)
VALUES ($1, 1, (extract(epoch FROM statement_timestamp()) * 1000)::bigint + $2)
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN hits.window_ends_at <= EXCLUDED.window_ends_at - $2 THEN 1 ELSE hits.count + 1 END,
  window_ends_at = CASE WHEN hits.window_ends_at <= EXCLUDED.window_ends_at - $2
    THEN EXCLUDED.window_ends_at ELSE hits.window_ends_at END
RETURNING count, window_ends_at - (extract(epoch FROM statement_timestamp()) * 1000)::bigint AS ttl_ms`

const SWEEP_EXPIRED = `DELETE FROM rate_limit_hits
WHERE window_ends_at <= (extract(epoch FROM statement_timestamp()) * 1000)::bigint`

/** A warning per minute at most while the database fails, so an outage does not flood the log. */
const WARN_EVERY_MS = 60_000

export interface SharedRateLimitOptions {
  pool: Pick<pg.Pool, 'query'>
  /** Told when the database could not count and the instance counted alone. */
  warn: (error: unknown, message: string) => void
  /** Keys from different limits never meet in the table. */
  scope?: string
  /** How often expired rows are deleted (every instance sweeps; deleting twice is harmless). */
  sweepEveryMs?: number
  now?: () => number
}

export interface SharedRateLimit {
  store: FastifyRateLimitStoreCtor
  /** Deletes the rows whose window has ended; returns how many. */
  sweepExpired(): Promise<number>
  stop(): void
}

interface Count {
  current: number
  ttl: number
}

export function createSharedRateLimit({
  pool,
  warn,
  scope = 'contact',
  sweepEveryMs = 60_000,
  now = Date.now,
}: SharedRateLimitOptions): SharedRateLimit {
  const local = new Map<string, { count: number; windowEndsAt: number }>()
  let lastWarning = Number.NEGATIVE_INFINITY

  const countLocally = (key: string, windowMs: number): Count => {
    const at = now()
    for (const [entry, { windowEndsAt }] of local) if (windowEndsAt <= at) local.delete(entry)
    const entry = local.get(key)
    if (!entry) {
      local.set(key, { count: 1, windowEndsAt: at + windowMs })
      return { current: 1, ttl: windowMs }
    }
    entry.count += 1
    return { current: entry.count, ttl: entry.windowEndsAt - at }
  }

  const count = async (key: string, windowMs: number): Promise<Count> => {
    try {
      const { rows } = await pool.query<{ count: number; ttl_ms: string }>(COUNT_POST, [
        `${scope}:${key}`,
        Math.round(windowMs),
      ])
      const row = rows[0]
      if (!row) throw new Error('the rate-limit count returned no row')
      return { current: Number(row.count), ttl: Math.max(0, Number(row.ttl_ms)) }
    } catch (error) {
      if (now() - lastWarning >= WARN_EVERY_MS) {
        lastWarning = now()
        warn(error, 'shared rate limit unavailable: counting on this instance only')
      }
      return countLocally(key, windowMs)
    }
  }

  class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      )
    }
    child(): FastifyRateLimitStore {
      return new SharedStore()
    }
  }

  const sweepExpired = async () => (await pool.query(SWEEP_EXPIRED)).rowCount ?? 0
  const sweeper = setInterval(() => {
    sweepExpired().catch((error: unknown) => warn(error, 'expired rate-limit rows not swept'))
  }, sweepEveryMs)
  sweeper.unref()

  return { store: SharedStore, sweepExpired, stop: () => clearInterval(sweeper) }
}

/** Its own small pool, so a burst of posts never waits behind enquiry writes for a connection. */
export async function openSharedRateLimit(
  databaseUrl: string,
  warn: SharedRateLimitOptions['warn'],
): Promise<SharedRateLimit & { close(): Promise<void> }> {
  const { default: pg } = await import('pg')
  // A database too slow to answer in 2 s counts as unavailable: the post is counted locally, not held up.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    connectionTimeoutMillis: 2_000,
    query_timeout: 2_000,
  })
  // An idle client losing its connection must not crash the process; the next count reconnects.
  pool.on('error', () => {})
  const limit = createSharedRateLimit({ pool, warn })
  return {
    ...limit,
    close: async () => {
      limit.stop()
      await pool.end()
    },
  }
}
