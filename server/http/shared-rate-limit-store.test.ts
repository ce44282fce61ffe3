import { createServer, type Socket } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startContactAppsPerTest } from '../../tests/fixtures/contact-app.ts'
import { shortPayload } from '../../tests/fixtures/enquiry-fixtures.ts'
import { describePostgres } from '../../tests/support/postgres.ts'
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts'
import { openPostgresRepo } from '../db/postgres.ts'
import {
  createSharedRateLimit,
  openSharedRateLimit,
  type SharedRateLimit,
} from './shared-rate-limit-store.ts'

const count = (limit: SharedRateLimit, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    new limit.store({}).incr(
      key,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      windowMs,
      5,
    )
  })

describePostgres('the contact limit shared through PostgreSQL', () => {
  let database: TestDatabase
  const pools: pg.Pool[] = []
  const limits: SharedRateLimit[] = []
  const startInstance = () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 })
    // The database is dropped at the end with FORCE, which ends any connection still open.
    pool.on('error', () => {})
    pools.push(pool)
    const limit = createSharedRateLimit({ pool, warn: () => {} })
    limits.push(limit)
    return { pool, limit }
  }

  beforeAll(async () => {
    database = await createTestDatabase('gtf_limit')
    // The repository migrates the database, as a starting server does.
    await (await openPostgresRepo(database.url)).close()
  })
  afterAll(async () => {
    for (const limit of limits) limit.stop()
    await Promise.all(pools.map((pool) => pool.end()))
    await database?.drop()
  })

  it('counts concurrent posts from three instances once each, in one window', async () => {
    const instances = [startInstance(), startInstance(), startInstance()]
    const results = await Promise.all(
      instances.flatMap(({ limit }) => Array.from({ length: 10 }, () => count(limit, '203.0.113.7', 60_000))),
    )
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    )
    for (const { ttl } of results) expect(ttl).toBeGreaterThan(55_000)
    expect((await count(startInstance().limit, '203.0.113.8', 60_000)).current).toBe(1)
  })

  it('starts a new window once the last has ended, and sweeps only ended windows', async () => {
    const { limit, pool } = startInstance()
    await count(limit, '198.51.100.1', 300)
    expect((await count(limit, '198.51.100.1', 300)).current).toBe(2)
    await count(limit, '198.51.100.2', 60_000)
    await new Promise((wait) => setTimeout(wait, 400))
    const keys = async () =>
      (await pool.query<{ key: string }>('SELECT key FROM rate_limit_hits ORDER BY key')).rows.map(
        (r) => r.key,
      )
    expect(await keys()).toContain('contact:198.51.100.1')
    expect(await limit.sweepExpired()).toBeGreaterThanOrEqual(1)
    expect(await keys()).not.toContain('contact:198.51.100.1')
    expect(await keys()).toContain('contact:198.51.100.2')
    expect((await count(limit, '198.51.100.1', 300)).current).toBe(1)
  })

  describe('behind the contact route', () => {
    const start = startContactAppsPerTest()

    it('refuses posts beyond the limit whichever instance answers', async () => {
      const startApp = () =>
        start(
          { rateLimit: { max: 3, timeWindowMs: 60_000, store: startInstance().limit.store } },
          { trustProxy: 1 },
        )
      const [first, second] = await Promise.all([startApp(), startApp()])
      const statuses: number[] = []
      for (let post = 0; post < 6; post += 1) {
        const response = await (post % 2 === 0 ? first : second).postJson(shortPayload(), {
          'x-forwarded-for': '192.0.2.44',
        })
        statuses.push(response.statusCode)
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429])
    })
  })
})

describe('the shared contact limit when the database cannot count', () => {
  it('counts on the instance alone and warns once, rather than refusing or waving posts through', async () => {
    const warn = vi.fn()
    const pool = { query: vi.fn().mockRejectedValue(new Error('connection refused')) }
    const limit = createSharedRateLimit({ pool: pool as unknown as pg.Pool, warn })
    try {
      const counts = []
      for (let post = 0; post < 4; post += 1) counts.push((await count(limit, '192.0.2.9', 60_000)).current)
      expect(counts).toEqual([1, 2, 3, 4])
      expect((await count(limit, '192.0.2.10', 60_000)).current).toBe(1)
      expect(warn).toHaveBeenCalledTimes(1)
    } finally {
      limit.stop()
    }
  })

  it('treats a database that never answers as unavailable, so a post is not held up', {
    timeout: 10_000,
  }, async () => {
    // Accepts connections and says nothing, like a database too busy to answer.
    const sockets: Socket[] = []
    const silent = createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const address = silent.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const warn = vi.fn()
    const limit = await openSharedRateLimit(`postgres://nobody@127.0.0.1:${port}/none`, warn)
    try {
      const startedAt = performance.now()
      expect((await count(limit, '192.0.2.11', 60_000)).current).toBe(1)
      expect(performance.now() - startedAt).toBeLessThan(5_000)
      expect(warn).toHaveBeenCalledTimes(1)
    } finally {
      for (const socket of sockets) socket.destroy()
      await limit.close()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
