import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type {
  EnquiryRepo,
  IdempotencyClaim,
  InsertResult,
  NewEnquiry,
  NotificationJob,
  NotificationStatus,
  StoredDocument,
} from '../enquiries/enquiry-repo.ts'
import { migrations } from './migrations/index.ts'
import {
  documentInsertValues,
  ENQUIRY_SELECT,
  type EnquiryRow,
  enquiryInsertValues,
  idempotencyOutcome,
  NOTIFICATION_SELECT,
  type NotificationRow,
  toNotificationSummary,
  toStoredEnquiry,
} from './rows.ts'

/** Migrations from several processes at once (tests, CLI, server) queue on this advisory lock. */
const MIGRATION_LOCK = 5_150_001

/** Connects to PostgreSQL at `connectionString`, applies pending migrations and returns the repository. */
export async function openPostgresRepo(connectionString: string): Promise<EnquiryRepo> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  await migratePostgres(pool)

  const transaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  return {
    kind: 'postgres',
    async insertWithNotification(
      input: NewEnquiry,
      now: Date,
      idempotency?: IdempotencyClaim,
    ): Promise<InsertResult> {
      return transaction(async (client) => {
        const id = randomUUID()
        const inserted = await client.query(
          `INSERT INTO enquiries (id, created_at, form_type, service, name, first_name, last_name, email, phone,
            company, title, project_type, message, idempotency_key, request_fingerprint)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
          [...enquiryInsertValues(id, input, now, idempotency)],
        )
        if (inserted.rowCount === 0 && idempotency) {
          const existing = await client.query<{ id: string; request_fingerprint: string | null }>(
            'SELECT id, request_fingerprint FROM enquiries WHERE idempotency_key = $1',
            [idempotency.key],
          )
          const row = existing.rows[0]
          if (row) return idempotencyOutcome(row, idempotency.fingerprint)
          throw new Error('idempotency key conflict without a stored enquiry')
        }
        const document = input.document
        if (document) {
          await client.query(
            `INSERT INTO enquiry_documents (enquiry_id, stored_name, original_name, media_type, size, sha256, content)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [...documentInsertValues(id, document)],
          )
        }
        await client.query(
          `INSERT INTO notifications (id, enquiry_id, status, attempts, next_attempt_at) VALUES ($1, $2, 'pending', 0, $3)`,
          [randomUUID(), id, now.getTime()],
        )
        return { id, duplicate: false, conflict: false }
      })
    },
    async claimDueNotifications(
      now: Date,
      leaseUntil: Date,
      limit: number,
      owner: string,
    ): Promise<NotificationJob[]> {
      const result = await pool.query<{
        id: string
        enquiry_id: string
        attempts: number
        created_at: string
      }>(
        `WITH claimed AS (
           UPDATE notifications SET leased_until = $2, lease_owner = $4 WHERE id IN (
             SELECT id FROM notifications WHERE status = 'pending' AND next_attempt_at <= $1
               AND (leased_until IS NULL OR leased_until <= $1)
             ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
           RETURNING id, enquiry_id, attempts, next_attempt_at)
         SELECT c.id, c.enquiry_id, c.attempts, e.created_at FROM claimed c
         JOIN enquiries e ON e.id = c.enquiry_id ORDER BY c.next_attempt_at`,
        [now.getTime(), leaseUntil.getTime(), limit, owner],
      )
      return result.rows.map((row) => ({
        id: row.id,
        enquiryId: row.enquiry_id,
        attempts: Number(row.attempts),
        enquiryCreatedAt: row.created_at,
      }))
    },
    async markSent(jobId: string, now: Date, owner: string) {
      const result = await pool.query(
        `UPDATE notifications SET status = 'sent', sent_at = $2, attempts = attempts + 1, leased_until = NULL,
           lease_owner = NULL, last_error = NULL WHERE id = $1 AND lease_owner = $3 AND status = 'pending'`,
        [jobId, now.toISOString(), owner],
      )
      return result.rowCount === 1
    },
    async scheduleRetry(jobId: string, nextAttemptAt: Date, error: string, owner: string) {
      const result = await pool.query(
        `UPDATE notifications SET attempts = attempts + 1, next_attempt_at = $2, leased_until = NULL,
           lease_owner = NULL, last_error = $3 WHERE id = $1 AND lease_owner = $4 AND status = 'pending'`,
        [jobId, nextAttemptAt.getTime(), error.slice(0, 500), owner],
      )
      return result.rowCount === 1
    },
    async markFailed(jobId: string, now: Date, error: string, owner: string) {
      const result = await pool.query(
        `UPDATE notifications SET status = 'failed', failed_at = $2, attempts = attempts + 1,
           leased_until = NULL, lease_owner = NULL, last_error = $3
           WHERE id = $1 AND lease_owner = $4 AND status = 'pending'`,
        [jobId, now.toISOString(), error.slice(0, 500), owner],
      )
      return result.rowCount === 1
    },
    async releaseOwnLeases(owner: string) {
      await pool.query(
        `UPDATE notifications SET leased_until = NULL, lease_owner = NULL
           WHERE lease_owner = $1 AND status = 'pending'`,
        [owner],
      )
    },
    async retryNotification(jobId: string, now: Date) {
      const result = await pool.query(
        `UPDATE notifications SET status = 'pending', next_attempt_at = $2, failed_at = NULL,
           leased_until = NULL, lease_owner = NULL WHERE id = $1 AND status = 'failed'`,
        [jobId, now.getTime()],
      )
      return result.rowCount === 1
    },
    async listNotifications(status: NotificationStatus) {
      const result = await pool.query<NotificationRow>(
        `${NOTIFICATION_SELECT} WHERE n.status = $1 ORDER BY e.created_at, n.id`,
        [status],
      )
      return result.rows.map(toNotificationSummary)
    },
    async notificationHealth() {
      const result = await pool.query<{ pending: string; failed: string; oldest: string | null }>(
        `SELECT
           (SELECT COUNT(*) FROM notifications WHERE status = 'pending') AS pending,
           (SELECT COUNT(*) FROM notifications WHERE status = 'failed') AS failed,
           (SELECT MIN(e.created_at) FROM notifications n JOIN enquiries e ON e.id = n.enquiry_id
             WHERE n.status = 'pending') AS oldest`,
      )
      const row = result.rows[0]
      return {
        pending: Number(row?.pending ?? 0),
        failed: Number(row?.failed ?? 0),
        oldestPendingAt: row?.oldest ?? null,
      }
    },
    async getEnquiry(id: string) {
      const result = await pool.query<EnquiryRow>(`${ENQUIRY_SELECT} WHERE e.id = $1`, [id])
      const row = result.rows[0]
      return row ? toStoredEnquiry(row) : null
    },
    async getDocumentContent(enquiryId: string) {
      const result = await pool.query<{
        stored_name: string
        original_name: string
        media_type: string
        size: number
        sha256: string
        content: Buffer
      }>(
        'SELECT stored_name, original_name, media_type, size, sha256, content FROM enquiry_documents WHERE enquiry_id = $1',
        [enquiryId],
      )
      const row = result.rows[0]
      if (!row) return null
      const document: StoredDocument = {
        storedName: row.stored_name,
        originalName: row.original_name,
        mediaType: row.media_type,
        size: Number(row.size),
        sha256: row.sha256,
      }
      return { document, content: row.content }
    },
    async listEnquiries() {
      const result = await pool.query<EnquiryRow>(`${ENQUIRY_SELECT} ORDER BY e.created_at, e.id`)
      return result.rows.map(toStoredEnquiry)
    },
    async countPendingNotifications() {
      const result = await pool.query<{ pending: string }>(
        `SELECT COUNT(*) AS pending FROM notifications WHERE status = 'pending'`,
      )
      return Number(result.rows[0]?.pending ?? 0)
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
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)',
    )
    const applied = new Set(
      (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) =>
        Number(row.version),
      ),
    )
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue
      await client.query('BEGIN')
      try {
        await client.query(migration.postgres)
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ])
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
}
