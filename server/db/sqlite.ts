import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
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

/**
 * Opens (creating and migrating if needed) the SQLite database at `path`, or ':memory:'.
 * WAL lets the CLI read while the server writes; synchronous=FULL makes a committed enquiry survive
 * a power cut, not only a crash, because the visitor has already been told it arrived.
 */
export function openSqliteRepo(path: string): EnquiryRepo {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new DatabaseSync(path)
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;')
  db.exec('PRAGMA busy_timeout = 5000;')
  migrateSqlite(db)

  const transaction = <T>(work: () => T): T => {
    db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      db.exec('COMMIT')
      return result
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }

  const findByKey = db.prepare('SELECT id, request_fingerprint FROM enquiries WHERE idempotency_key = ?')
  const insertEnquiry =
    db.prepare(`INSERT INTO enquiries (id, created_at, form_type, service, name, first_name,
    last_name, email, phone, company, title, project_type, message, idempotency_key, request_fingerprint)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const insertDocument = db.prepare(`INSERT INTO enquiry_documents (enquiry_id, stored_name, original_name,
    media_type, size, sha256, content) VALUES (?, ?, ?, ?, ?, ?, ?)`)
  const insertNotification = db.prepare(
    `INSERT INTO notifications (id, enquiry_id, status, attempts, next_attempt_at) VALUES (?, ?, 'pending', 0, ?)`,
  )

  return {
    kind: 'sqlite',
    async insertWithNotification(
      input: NewEnquiry,
      now: Date,
      idempotency?: IdempotencyClaim,
    ): Promise<InsertResult> {
      return transaction(() => {
        if (idempotency) {
          const existing = findByKey.get(idempotency.key) as
            | { id: string; request_fingerprint: string | null }
            | undefined
          if (existing) return idempotencyOutcome(existing, idempotency.fingerprint)
        }
        const id = randomUUID()
        insertEnquiry.run(...enquiryInsertValues(id, input, now, idempotency))
        const document = input.document
        if (document) {
          insertDocument.run(...documentInsertValues(id, document))
        }
        insertNotification.run(randomUUID(), id, now.getTime())
        return { id, duplicate: false, conflict: false }
      })
    },
    async claimDueNotifications(
      now: Date,
      leaseUntil: Date,
      limit: number,
      owner: string,
    ): Promise<NotificationJob[]> {
      return transaction(() => {
        const rows = db
          .prepare(`SELECT n.id, n.enquiry_id, n.attempts, e.created_at FROM notifications n
            JOIN enquiries e ON e.id = n.enquiry_id WHERE n.status = 'pending'
            AND n.next_attempt_at <= ? AND (n.leased_until IS NULL OR n.leased_until <= ?)
            ORDER BY n.next_attempt_at LIMIT ?`)
          .all(now.getTime(), now.getTime(), limit) as {
          id: string
          enquiry_id: string
          attempts: number
          created_at: string
        }[]
        const lease = db.prepare('UPDATE notifications SET leased_until = ?, lease_owner = ? WHERE id = ?')
        for (const row of rows) lease.run(leaseUntil.getTime(), owner, row.id)
        return rows.map((row) => ({
          id: row.id,
          enquiryId: row.enquiry_id,
          attempts: Number(row.attempts),
          enquiryCreatedAt: row.created_at,
        }))
      })
    },
    async markSent(jobId: string, now: Date, owner: string) {
      const result = db
        .prepare(
          `UPDATE notifications SET status = 'sent', sent_at = ?, attempts = attempts + 1, leased_until = NULL,
            lease_owner = NULL, last_error = NULL WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
        )
        .run(now.toISOString(), jobId, owner)
      return Number(result.changes) === 1
    },
    async scheduleRetry(jobId: string, nextAttemptAt: Date, error: string, owner: string) {
      const result = db
        .prepare(
          `UPDATE notifications SET attempts = attempts + 1, next_attempt_at = ?, leased_until = NULL,
            lease_owner = NULL, last_error = ? WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
        )
        .run(nextAttemptAt.getTime(), error.slice(0, 500), jobId, owner)
      return Number(result.changes) === 1
    },
    async markFailed(jobId: string, now: Date, error: string, owner: string) {
      const result = db
        .prepare(
          `UPDATE notifications SET status = 'failed', failed_at = ?, attempts = attempts + 1,
            leased_until = NULL, lease_owner = NULL, last_error = ?
            WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
        )
        .run(now.toISOString(), error.slice(0, 500), jobId, owner)
      return Number(result.changes) === 1
    },
    async releaseOwnLeases(owner: string) {
      db.prepare(
        `UPDATE notifications SET leased_until = NULL, lease_owner = NULL
          WHERE lease_owner = ? AND status = 'pending'`,
      ).run(owner)
    },
    async retryNotification(jobId: string, now: Date) {
      const result = db
        .prepare(
          `UPDATE notifications SET status = 'pending', next_attempt_at = ?, failed_at = NULL,
            leased_until = NULL, lease_owner = NULL WHERE id = ? AND status = 'failed'`,
        )
        .run(now.getTime(), jobId)
      return Number(result.changes) === 1
    },
    async listNotifications(status: NotificationStatus) {
      const rows = db
        .prepare(`${NOTIFICATION_SELECT} WHERE n.status = ? ORDER BY e.created_at, n.id`)
        .all(status) as unknown as NotificationRow[]
      return rows.map(toNotificationSummary)
    },
    async notificationHealth() {
      const row = db
        .prepare(
          `SELECT
            (SELECT COUNT(*) FROM notifications WHERE status = 'pending') AS pending,
            (SELECT COUNT(*) FROM notifications WHERE status = 'failed') AS failed,
            (SELECT MIN(e.created_at) FROM notifications n JOIN enquiries e ON e.id = n.enquiry_id
              WHERE n.status = 'pending') AS oldest`,
        )
        .get() as { pending: number; failed: number; oldest: string | null }
      return { pending: Number(row.pending), failed: Number(row.failed), oldestPendingAt: row.oldest }
    },
    async getEnquiry(id: string) {
      const row = db.prepare(`${ENQUIRY_SELECT} WHERE e.id = ?`).get(id) as EnquiryRow | undefined
      return row ? toStoredEnquiry(row) : null
    },
    async getDocumentContent(enquiryId: string) {
      const row = db
        .prepare(
          'SELECT stored_name, original_name, media_type, size, sha256, content FROM enquiry_documents WHERE enquiry_id = ?',
        )
        .get(enquiryId) as
        | {
            stored_name: string
            original_name: string
            media_type: string
            size: number
            sha256: string
            content: Uint8Array
          }
        | undefined
      if (!row) return null
      const document: StoredDocument = {
        storedName: row.stored_name,
        originalName: row.original_name,
        mediaType: row.media_type,
        size: Number(row.size),
        sha256: row.sha256,
      }
      return { document, content: Buffer.from(row.content) }
    },
    async listEnquiries() {
      const rows = db
        .prepare(`${ENQUIRY_SELECT} ORDER BY e.created_at, e.id`)
        .all() as unknown as EnquiryRow[]
      return rows.map(toStoredEnquiry)
    },
    async countPendingNotifications() {
      const row = db
        .prepare(`SELECT COUNT(*) AS pending FROM notifications WHERE status = 'pending'`)
        .get() as {
        pending: number
      }
      return Number(row.pending)
    },
    async close() {
      if (db.isOpen) db.close()
    },
  }
}

function migrateSqlite(db: DatabaseSync): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)')
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((row) =>
      Number(row.version),
    ),
  )
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue
    db.exec('BEGIN IMMEDIATE')
    try {
      db.exec(migration.sqlite)
      db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)').run(
        migration.version,
        migration.name,
      )
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }
}
