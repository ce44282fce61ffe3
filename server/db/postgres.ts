import { randomUUID } from 'node:crypto'
import pg from 'pg'
import {
  type DeletionCount,
  type EnquiryRepo,
  type InsertOptions,
  type InsertResult,
  type NewEnquiry,
  SpamAlreadyGone,
} from '../enquiries/enquiry-repo.ts'
import { pendingMigrations, recordMigration, SCHEMA_MIGRATIONS_TABLE } from './migrations/index.ts'
import { createEnquiryReads, type ReadRows } from './reads.ts'
import {
  auditInsertValues,
  type ClaimedJobRow,
  channelsToQueue,
  DELIVERY_SELECT,
  type DeliveryRow,
  documentInsertValues,
  ENQUIRY_INSERT_COLUMNS,
  type EnquiryRow,
  enquiryInsertValues,
  formatReference,
  groupDeliveries,
  idempotencyOutcome,
  type KeyedEnquiryRow,
  PARAMS,
  paramList,
  SQL as STATEMENTS,
  storedError,
  storedOutcome,
  toNotificationJob,
  toStoredEnquiry,
} from './rows.ts'
import { createSpamStore } from './spam-sql-store.ts'
import { postgresRunner, postgresStaffStore } from './staff-sql-store.ts'

const SQL = STATEMENTS.postgres
const p = PARAMS.postgres

/** A repeated idempotency key inserts nothing and returns no row. */
const referenceParam = ENQUIRY_INSERT_COLUMNS.length
const INSERT_PLAIN_ENQUIRY = `WITH enquiry AS (
  INSERT INTO enquiries (${ENQUIRY_INSERT_COLUMNS.join(', ')})
  VALUES (${paramList(p, referenceParam - 1)},
    (SELECT 'GTF-' || ${p(referenceParam)}::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
    FROM (SELECT nextval('enquiry_reference_seq') AS n) AS next))
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, reference
), jobs AS (
  INSERT INTO notifications (id, enquiry_id, channel, status, attempts, next_attempt_at)
  SELECT gen_random_uuid()::text, enquiry.id, channel, 'pending', 0, ${p(referenceParam + 1)}::bigint
  FROM enquiry, unnest(${p(referenceParam + 2)}::text[]) AS channel
)
SELECT id, reference FROM enquiry`

/** On the pool or inside a transaction. */
async function findByKey(db: pg.Pool | pg.PoolClient, key: string): Promise<KeyedEnquiryRow | undefined> {
  return (await db.query<KeyedEnquiryRow>(SQL.findByKey, [key])).rows[0]
}

async function inTransaction<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN')
  try {
    const result = await work()
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  }
}

/** Migrations from several processes at once (tests, CLI, server) queue on this advisory lock. */
const MIGRATION_LOCK = 5_150_001

export async function openPostgresRepo(connectionString: string): Promise<EnquiryRepo> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  await migratePostgres(pool)

  const transaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect()
    try {
      return await inTransaction(client, () => work(client))
    } finally {
      client.release()
    }
  }

  const withDeliveries = async (rows: EnquiryRow[], all = false) => {
    const deliveries =
      rows.length === 0
        ? new Map()
        : all
          ? await pool.query<DeliveryRow>(DELIVERY_SELECT)
          : await pool.query<DeliveryRow>(`${DELIVERY_SELECT} WHERE enquiry_id = ANY($1)`, [
              rows.map((row) => row.id),
            ])
    const grouped = deliveries instanceof Map ? deliveries : groupDeliveries(deliveries.rows)
    return rows.map((row) => toStoredEnquiry(row, grouped.get(row.id)))
  }

  /** A worker's mark holds only while it holds the lease. */
  const changesOne = async (sql: string, values: unknown[]) => (await pool.query(sql, values)).rowCount === 1

  /**
   * Marks a leased job and logs the attempt in one statement; nothing is logged when the lease was lost.
   * `attemptedAt` and `error` are parameter numbers of the mark (or the one appended after them).
   */
  const markAndLog = async (
    mark: string,
    values: unknown[],
    attempt: { attemptedAt: number; outcome: 'sent' | 'failed'; error: number | null },
  ) => {
    const error = attempt.error === null ? 'NULL' : `${p(attempt.error)}::text`
    const sql = `WITH marked AS (${mark})
      INSERT INTO notification_attempts (notification_id, enquiry_id, channel, attempted_at, outcome, error)
      SELECT id, enquiry_id, channel, ${p(attempt.attemptedAt)}::text, '${attempt.outcome}', ${error} FROM marked`
    return changesOne(sql, values)
  }

  /** Runs inside the caller's transaction. */
  const deleteIds = async (client: pg.PoolClient, ids: readonly string[]): Promise<DeletionCount> => {
    if (ids.length === 0) return { enquiries: 0, documents: 0 }
    const list = [ids]
    const documents = await client.query('DELETE FROM enquiry_documents WHERE enquiry_id = ANY($1)', list)
    await client.query('DELETE FROM notification_attempts WHERE enquiry_id = ANY($1)', list)
    await client.query('DELETE FROM notifications WHERE enquiry_id = ANY($1)', list)
    const enquiries = await client.query('DELETE FROM enquiries WHERE id = ANY($1)', list)
    return { enquiries: enquiries.rowCount ?? 0, documents: documents.rowCount ?? 0 }
  }

  const read: ReadRows = async <Row>(sql: string, values: readonly unknown[] = []) =>
    (await pool.query(sql, [...values])).rows as Row[]

  return {
    kind: 'postgres',
    staff: postgresStaffStore(pool),
    spam: createSpamStore(postgresRunner(pool)),
    ...createEnquiryReads(SQL, read, withDeliveries),
    async insertWithNotification(
      input: NewEnquiry,
      now: Date,
      {
        idempotency,
        channels = ['sales-email'],
        acknowledgementWindowMs = 0,
        releasesSpam,
      }: InsertOptions = {},
    ): Promise<InsertResult> {
      if (!input.document && !channels.includes('acknowledgement') && releasesSpam === undefined) {
        // One statement is one round trip, atomic without BEGIN and COMMIT.
        const inserted = await pool.query<{ id: string; reference: string }>(INSERT_PLAIN_ENQUIRY, [
          ...enquiryInsertValues(randomUUID(), input, now, idempotency, String(now.getUTCFullYear())),
          now.getTime(),
          channels,
        ])
        const stored = inserted.rows[0]
        if (stored) return storedOutcome(stored.id, stored.reference)
        const earlier = idempotency && (await findByKey(pool, idempotency.key))
        if (earlier && idempotency) return idempotencyOutcome(earlier, idempotency.fingerprint)
        throw new Error('enquiry not stored and no earlier enquiry holds its idempotency key')
      }
      return transaction(async (client) => {
        if (releasesSpam !== undefined) {
          const released = await client.query('DELETE FROM held_spam WHERE id = $1', [releasesSpam])
          if (released.rowCount === 0) throw new SpamAlreadyGone()
        }
        if (idempotency) {
          const existing = await findByKey(client, idempotency.key)
          if (existing) return idempotencyOutcome(existing, idempotency.fingerprint)
        }
        const id = randomUUID()
        const year = now.getUTCFullYear()
        // A sequence, not a counter row: concurrent enquiries never wait on each other for a number.
        const counter = await client.query<{ last: string }>(
          `SELECT nextval('enquiry_reference_seq') AS last`,
        )
        const reference = formatReference(year, Number(counter.rows[0]?.last))
        let acknowledgedRecently = false
        if (channels.includes('acknowledgement')) {
          // Two enquiries from one address at once must not both queue an acknowledgement.
          await client.query('SELECT pg_advisory_xact_lock(hashtext(lower($1)))', [input.email])
          const recent = await client.query(SQL.recentAcknowledgement, [
            input.email,
            new Date(now.getTime() - acknowledgementWindowMs).toISOString(),
          ])
          acknowledgedRecently = (recent.rowCount ?? 0) > 0
        }
        const inserted = await client.query(
          `${SQL.insertEnquiry} ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
          [...enquiryInsertValues(id, input, now, idempotency, reference)],
        )
        if (inserted.rowCount === 0 && idempotency) {
          // The same key arrived twice at once and the other request stored it first.
          const existing = await findByKey(client, idempotency.key)
          if (existing) return idempotencyOutcome(existing, idempotency.fingerprint)
          throw new Error('idempotency key conflict without a stored enquiry')
        }
        const document = input.document
        if (document) {
          await client.query(SQL.insertDocument, [...documentInsertValues(id, document)])
        }
        for (const channel of channelsToQueue(channels, acknowledgedRecently)) {
          await client.query(SQL.insertJob, [randomUUID(), id, channel, now.getTime()])
        }
        return storedOutcome(id, reference)
      })
    },
    async claimDueNotifications(now: Date, leaseUntil: Date, limit: number, owner: string) {
      const result = await pool.query<ClaimedJobRow>(
        `WITH claimed AS (
           UPDATE notifications SET leased_until = $2, lease_owner = $4 WHERE id IN (
             SELECT id FROM notifications WHERE status = 'pending' AND next_attempt_at <= $1
               AND (leased_until IS NULL OR leased_until <= $1)
             ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
           RETURNING id, enquiry_id, channel, attempts, next_attempt_at)
         SELECT c.id, c.enquiry_id, c.channel, c.attempts, e.created_at FROM claimed c
         JOIN enquiries e ON e.id = c.enquiry_id ORDER BY c.next_attempt_at`,
        [now.getTime(), leaseUntil.getTime(), limit, owner],
      )
      return result.rows.map(toNotificationJob)
    },
    async markSent(jobId: string, now: Date, owner: string) {
      return markAndLog(SQL.markSent, [now.toISOString(), jobId, owner], {
        attemptedAt: 1,
        outcome: 'sent',
        error: null,
      })
    },
    async scheduleRetry(jobId: string, attemptedAt: Date, nextAttemptAt: Date, error: string, owner: string) {
      return markAndLog(
        SQL.scheduleRetry,
        [nextAttemptAt.getTime(), storedError(error), jobId, owner, attemptedAt.toISOString()],
        { attemptedAt: 5, outcome: 'failed', error: 2 },
      )
    },
    async markFailed(jobId: string, now: Date, error: string, owner: string) {
      return markAndLog(SQL.markFailed, [now.toISOString(), storedError(error), jobId, owner], {
        attemptedAt: 1,
        outcome: 'failed',
        error: 2,
      })
    },
    async releaseOwnLeases(owner: string) {
      await pool.query(SQL.releaseOwnLeases, [owner])
    },
    async retryNotification(jobId: string, now: Date) {
      return changesOne(SQL.retryNotification, [now.getTime(), jobId])
    },
    async deleteEnquiries(ids, audit) {
      return transaction(async (client) => {
        const count = await deleteIds(client, ids)
        await client.query(SQL.auditInsert, [...auditInsertValues(randomUUID(), audit, count)])
        return count
      })
    },
    async purgeExpired({ enquiriesBefore, documentsBefore }, audit) {
      return transaction(async (client) => {
        const expired = await client.query<{ id: string }>(SQL.expiredEnquiries, [
          enquiriesBefore.toISOString(),
        ])
        const count = await deleteIds(
          client,
          expired.rows.map((row) => row.id),
        )
        const documents = await client.query(SQL.purgeDocuments, [documentsBefore.toISOString()])
        const total = { enquiries: count.enquiries, documents: count.documents + (documents.rowCount ?? 0) }
        if (total.enquiries + total.documents > 0) {
          await client.query(SQL.auditInsert, [...auditInsertValues(randomUUID(), audit, total)])
        }
        return total
      })
    },
    async close() {
      await pool.end()
    },
  }
}

async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    await client.query(SCHEMA_MIGRATIONS_TABLE)
    const applied = await client.query<{ version: number }>('SELECT version FROM schema_migrations')
    for (const migration of pendingMigrations(applied.rows.map((row) => row.version))) {
      await inTransaction(client, async () => {
        await client.query(migration.postgres)
        await client.query(recordMigration(p), [migration.version, migration.name])
      })
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
}
