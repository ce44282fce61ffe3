import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type {
  EnquiryRepo,
  InsertResult,
  NewEnquiry,
  NotificationJob,
  StoredDocument,
} from '../enquiries/enquiry-repo.ts'
import { migrations } from './migrations/index.ts'
import {
  documentInsertValues,
  ENQUIRY_SELECT,
  type EnquiryRow,
  enquiryInsertValues,
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

  const findByKey = db.prepare('SELECT id FROM enquiries WHERE idempotency_key = ?')
  const insertEnquiry =
    db.prepare(`INSERT INTO enquiries (id, created_at, form_type, service, name, first_name,
    last_name, email, phone, company, title, project_type, message, idempotency_key)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
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
      idempotencyKey?: string,
    ): Promise<InsertResult> {
      return transaction(() => {
        if (idempotencyKey) {
          const existing = findByKey.get(idempotencyKey) as { id: string } | undefined
          if (existing) return { id: existing.id, duplicate: true }
        }
        const id = randomUUID()
        insertEnquiry.run(...enquiryInsertValues(id, input, now, idempotencyKey))
        const document = input.document
        if (document) {
          insertDocument.run(...documentInsertValues(id, document))
        }
        insertNotification.run(randomUUID(), id, now.getTime())
        return { id, duplicate: false }
      })
    },
    async claimDueNotifications(now: Date, leaseUntil: Date, limit: number): Promise<NotificationJob[]> {
      return transaction(() => {
        const rows = db
          .prepare(`SELECT id, enquiry_id, attempts FROM notifications WHERE status = 'pending'
            AND next_attempt_at <= ? AND (leased_until IS NULL OR leased_until <= ?)
            ORDER BY next_attempt_at LIMIT ?`)
          .all(now.getTime(), now.getTime(), limit) as { id: string; enquiry_id: string; attempts: number }[]
        const lease = db.prepare('UPDATE notifications SET leased_until = ? WHERE id = ?')
        for (const row of rows) lease.run(leaseUntil.getTime(), row.id)
        return rows.map((row) => ({ id: row.id, enquiryId: row.enquiry_id, attempts: Number(row.attempts) }))
      })
    },
    async markSent(jobId: string, now: Date) {
      db.prepare(
        `UPDATE notifications SET status = 'sent', sent_at = ?, attempts = attempts + 1, leased_until = NULL,
          last_error = NULL WHERE id = ?`,
      ).run(now.toISOString(), jobId)
    },
    async scheduleRetry(jobId: string, nextAttemptAt: Date, error: string) {
      db.prepare(
        `UPDATE notifications SET attempts = attempts + 1, next_attempt_at = ?, leased_until = NULL,
          last_error = ? WHERE id = ?`,
      ).run(nextAttemptAt.getTime(), error.slice(0, 500), jobId)
    },
    async releaseLeases() {
      db.prepare(`UPDATE notifications SET leased_until = NULL WHERE status = 'pending'`).run()
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
