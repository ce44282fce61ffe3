import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite'
import {
  type AuditEntry,
  type DeletionCount,
  type EnquiryRepo,
  type InsertOptions,
  type InsertResult,
  type NewEnquiry,
  SpamAlreadyGone,
} from '../enquiries/enquiry-repo.ts'
import { createGroupCommit } from './group-commit.ts'
import { pendingMigrations, recordMigration, SCHEMA_MIGRATIONS_TABLE } from './migrations/index.ts'
import { createEnquiryReads, type ReadRows } from './reads.ts'
import {
  auditInsertValues,
  type ClaimedJobRow,
  channelsToQueue,
  DELIVERY_SELECT,
  type DeliveryRow,
  documentInsertValues,
  type EnquiryRow,
  enquiryInsertValues,
  formatReference,
  groupDeliveries,
  idempotencyOutcome,
  type KeyedEnquiryRow,
  type MarkedJobRow,
  PARAMS,
  SQL as STATEMENTS,
  storedError,
  storedOutcome,
  toNotificationJob,
  toStoredEnquiry,
} from './rows.ts'
import { createSpamStore } from './spam-sql-store.ts'
import { sqliteRunner, sqliteStaffStore } from './staff-sql-store.ts'

const SQL = STATEMENTS.sqlite

const BUSY_TIMEOUT_MS = 5_000
const SQLITE_BUSY = 5

// Switching to WAL ignores the busy timeout, so processes opening a new file together retry here.
function switchToWal(db: DatabaseSync): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS
  for (;;) {
    try {
      db.exec('PRAGMA journal_mode = WAL')
      return
    } catch (error) {
      const busy = (error as { errcode?: number }).errcode === SQLITE_BUSY
      if (!busy || Date.now() > deadline) throw error
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10)
    }
  }
}

/** synchronous=FULL: a committed enquiry must survive a power cut, since the visitor was told it arrived. */
export function openSqliteRepo(path: string): EnquiryRepo {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new DatabaseSync(path)
  // First, so a process that opens the file while another one is migrating it waits.
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`)
  switchToWal(db)
  db.exec('PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;')
  migrateSqlite(db)

  const transaction = <T>(work: () => T): T => inTransaction(db, work)
  // No fsync: crash-safe in WAL, and a power cut costs at most a resend under the same Message-ID.
  const bookkeeping = <T>(work: () => T): T => {
    db.exec('PRAGMA synchronous = NORMAL')
    try {
      return transaction(work)
    } finally {
      db.exec('PRAGMA synchronous = FULL')
    }
  }

  // Enquiries arriving together share one COMMIT; each still waits for the disk before its answer.
  const groupCommit = createGroupCommit(db)
  const findByKey = db.prepare(SQL.findByKey)
  const insertEnquiry = db.prepare(SQL.insertEnquiry)
  const insertDocument = db.prepare(SQL.insertDocument)
  const insertJob = db.prepare(SQL.insertJob)
  // SQLite has one writer at a time, so a counter row costs nothing; PostgreSQL uses a sequence.
  const nextReference = db.prepare('UPDATE reference_counter SET last = last + 1 WHERE id = 1 RETURNING last')
  const recentAcknowledgement = db.prepare(SQL.recentAcknowledgement)
  const releaseSpam = db.prepare('DELETE FROM held_spam WHERE id = ?')

  const dueNotifications = db.prepare(`SELECT n.id, n.enquiry_id, n.channel, n.attempts, e.created_at
    FROM notifications n JOIN enquiries e ON e.id = n.enquiry_id WHERE n.status = 'pending'
    AND n.next_attempt_at <= ? AND (n.leased_until IS NULL OR n.leased_until <= ?)
    ORDER BY n.next_attempt_at LIMIT ?`)
  const leaseJob = db.prepare('UPDATE notifications SET leased_until = ?, lease_owner = ? WHERE id = ?')
  const markSentStatement = db.prepare(SQL.markSent)
  const scheduleRetryStatement = db.prepare(SQL.scheduleRetry)
  const markFailedStatement = db.prepare(SQL.markFailed)
  const releaseLeasesStatement = db.prepare(SQL.releaseOwnLeases)
  const recordAttempt = db.prepare(SQL.recordAttempt)
  /** Marks a leased job and logs the attempt in one transaction; nothing is logged when the lease was lost. */
  const markAndLog = (
    mark: StatementSync,
    values: SQLInputValue[],
    attempt: { at: Date; outcome: 'sent' | 'failed'; error: string | null },
  ): boolean =>
    bookkeeping(() => {
      const marked = mark.get(...values) as MarkedJobRow | undefined
      if (!marked) return false
      recordAttempt.run(
        marked.id,
        marked.enquiry_id,
        marked.channel,
        attempt.at.toISOString(),
        attempt.outcome,
        attempt.error,
      )
      return true
    })
  const deliveriesOfOne = db.prepare(`${DELIVERY_SELECT} WHERE enquiry_id = ?`)
  const deliveriesOf = (ids: readonly string[] | null) => {
    const rows = (ids === null
      ? db.prepare(DELIVERY_SELECT).all()
      : ids.length === 1
        ? deliveriesOfOne.all(ids[0] ?? '')
        : db
            .prepare(`${DELIVERY_SELECT} WHERE enquiry_id IN (${ids.map(() => '?').join(', ')})`)
            .all(...ids)) as unknown as DeliveryRow[]
    return groupDeliveries(rows)
  }
  const withDeliveries = (rows: EnquiryRow[], all = false) => {
    const deliveries = deliveriesOf(all ? null : rows.map((row) => row.id))
    return rows.map((row) => toStoredEnquiry(row, deliveries.get(row.id)))
  }
  /** Runs inside the caller's transaction. */
  const deleteIds = (ids: readonly string[]): DeletionCount => {
    if (ids.length === 0) return { enquiries: 0, documents: 0 }
    const list = ids.map(() => '?').join(', ')
    const documents = db.prepare(`DELETE FROM enquiry_documents WHERE enquiry_id IN (${list})`).run(...ids)
    db.prepare(`DELETE FROM notification_attempts WHERE enquiry_id IN (${list})`).run(...ids)
    db.prepare(`DELETE FROM notifications WHERE enquiry_id IN (${list})`).run(...ids)
    const enquiries = db.prepare(`DELETE FROM enquiries WHERE id IN (${list})`).run(...ids)
    return { enquiries: Number(enquiries.changes), documents: Number(documents.changes) }
  }
  const recordAudit = (entry: Omit<AuditEntry, 'enquiries' | 'documents'>, count: DeletionCount) => {
    db.prepare(SQL.auditInsert).run(...auditInsertValues(randomUUID(), entry, count))
  }

  // The worker reads an enquiry for every delivery, so these are prepared once.
  const prepared = new Map<string, StatementSync>()
  const read: ReadRows = async <Row>(sql: string, values: readonly unknown[] = []) => {
    let statement = prepared.get(sql)
    if (!statement) {
      statement = db.prepare(sql)
      prepared.set(sql, statement)
    }
    return statement.all(...(values as SQLInputValue[])) as Row[]
  }

  return {
    kind: 'sqlite',
    staff: sqliteStaffStore(db),
    spam: createSpamStore(sqliteRunner(db)),
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
      return groupCommit(() => {
        if (releasesSpam !== undefined && Number(releaseSpam.run(releasesSpam).changes) === 0)
          throw new SpamAlreadyGone()
        if (idempotency) {
          const existing = findByKey.get(idempotency.key) as KeyedEnquiryRow | undefined
          if (existing) return idempotencyOutcome(existing, idempotency.fingerprint)
        }
        const id = randomUUID()
        const year = now.getUTCFullYear()
        const { last } = nextReference.get() as { last: number }
        const reference = formatReference(year, Number(last))
        const acknowledgedRecently =
          channels.includes('acknowledgement') &&
          recentAcknowledgement.get(
            input.email,
            new Date(now.getTime() - acknowledgementWindowMs).toISOString(),
          ) !== undefined
        insertEnquiry.run(...enquiryInsertValues(id, input, now, idempotency, reference))
        const document = input.document
        if (document) {
          insertDocument.run(...documentInsertValues(id, document))
        }
        for (const channel of channelsToQueue(channels, acknowledgedRecently)) {
          insertJob.run(randomUUID(), id, channel, now.getTime())
        }
        return storedOutcome(id, reference)
      })
    },
    async claimDueNotifications(now: Date, leaseUntil: Date, limit: number, owner: string) {
      return bookkeeping(() => {
        const rows = dueNotifications.all(now.getTime(), now.getTime(), limit) as unknown as ClaimedJobRow[]
        for (const row of rows) leaseJob.run(leaseUntil.getTime(), owner, row.id)
        return rows.map(toNotificationJob)
      })
    },
    async markSent(jobId: string, now: Date, owner: string) {
      return markAndLog(markSentStatement, [now.toISOString(), jobId, owner], {
        at: now,
        outcome: 'sent',
        error: null,
      })
    },
    async scheduleRetry(jobId: string, attemptedAt: Date, nextAttemptAt: Date, error: string, owner: string) {
      const stored = storedError(error)
      return markAndLog(scheduleRetryStatement, [nextAttemptAt.getTime(), stored, jobId, owner], {
        at: attemptedAt,
        outcome: 'failed',
        error: stored,
      })
    },
    async markFailed(jobId: string, now: Date, error: string, owner: string) {
      const stored = storedError(error)
      return markAndLog(markFailedStatement, [now.toISOString(), stored, jobId, owner], {
        at: now,
        outcome: 'failed',
        error: stored,
      })
    },
    async releaseOwnLeases(owner: string) {
      bookkeeping(() => releaseLeasesStatement.run(owner))
    },
    async retryNotification(jobId: string, now: Date) {
      const result = db.prepare(SQL.retryNotification).run(now.getTime(), jobId)
      return Number(result.changes) === 1
    },
    async deleteEnquiries(ids, audit) {
      return transaction(() => {
        const count = deleteIds(ids)
        recordAudit(audit, count)
        return count
      })
    },
    async purgeExpired({ enquiriesBefore, documentsBefore }, audit) {
      return transaction(() => {
        const expired = (
          db.prepare(SQL.expiredEnquiries).all(enquiriesBefore.toISOString()) as { id: string }[]
        ).map((row) => row.id)
        const count = deleteIds(expired)
        const documents = db.prepare(SQL.purgeDocuments).run(documentsBefore.toISOString())
        const total = { enquiries: count.enquiries, documents: count.documents + Number(documents.changes) }
        if (total.enquiries + total.documents > 0) recordAudit(audit, total)
        return total
      })
    },
    async close() {
      if (db.isOpen) db.close()
    },
  }
}

function inTransaction<T>(db: DatabaseSync, work: () => T): T {
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

// Versions are read again under BEGIN IMMEDIATE, so of processes opening a new file only one migrates.
function migrateSqlite(db: DatabaseSync): void {
  const appliedVersions = () =>
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (row) => row.version,
    )
  db.exec(SCHEMA_MIGRATIONS_TABLE)
  if (pendingMigrations(appliedVersions()).length === 0) return
  inTransaction(db, () => {
    for (const migration of pendingMigrations(appliedVersions())) {
      db.exec(migration.sqlite)
      db.prepare(recordMigration(PARAMS.sqlite)).run(migration.version, migration.name)
    }
  })
}
