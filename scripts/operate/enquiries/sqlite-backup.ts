import { chmod, mkdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import { migrations } from '../../../server/db/migrations/index.ts'
import { writeAtomically } from './backup-files.ts'

export const SQLITE_FILE = 'enquiries.sqlite'
const DATABASE_FILES = [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`, `${SQLITE_FILE}-journal`]

/** When the backup began; a restore drops the table so the schema is exactly what migrations made. */
const BACKUP_INFO_TABLE = 'backup_info'

/** All pages in one step: one read transaction, so the copy is a single moment however busy the server is. */
const ALL_PAGES = 2 ** 31 - 1

export interface BackupSummary {
  path: string
  takenAt: string
  enquiries: number | null
  documents: number | null
  bytes: number
}

// SQLite's online backup while the server writes (WAL); documents are rows, so they go with their enquiry.
export async function backupSqlite(dataDir: string, path: string, now = new Date()): Promise<BackupSummary> {
  const sourcePath = join(dataDir, SQLITE_FILE)
  if (!(await stat(sourcePath).catch(() => null))) throw new Error(`No database at ${sourcePath}`)
  const source = new DatabaseSync(sourcePath, { readOnly: true })
  let counts = { enquiries: 0, documents: 0 }
  try {
    source.exec('PRAGMA busy_timeout = 5000')
    await writeAtomically(path, async (temporary) => {
      await backup(source, temporary, { rate: ALL_PAGES })
      const copy = new DatabaseSync(temporary)
      try {
        // One self-contained file, not a WAL database needing its -wal companion.
        copy.exec('PRAGMA journal_mode = DELETE')
        const check = copy.prepare('PRAGMA integrity_check').get() as { integrity_check: string }
        if (check.integrity_check !== 'ok') throw new Error(`the copy failed its integrity check`)
        copy.exec(`CREATE TABLE ${BACKUP_INFO_TABLE} (taken_at TEXT NOT NULL)`)
        copy.prepare(`INSERT INTO ${BACKUP_INFO_TABLE} (taken_at) VALUES (?)`).run(now.toISOString())
        counts = countRows(copy)
      } finally {
        copy.close()
      }
    })
  } finally {
    source.close()
  }
  return { path, takenAt: now.toISOString(), ...counts, bytes: (await stat(path)).size }
}

export interface RestoreSummary {
  takenAt: string | null
  schemaVersion: number
  enquiries: number
  documents: number
  /** Notifications pending in the copy: the restored server sends them (again, for those sent since). */
  pendingNotifications: number
}

/** Checks a backup and copies it into an empty data folder, ready for the server to start on. */
export async function restoreSqlite(file: string, dataDir: string): Promise<RestoreSummary> {
  for (const name of DATABASE_FILES) {
    if (await stat(join(dataDir, name)).catch(() => null)) {
      throw new Error(
        `${dataDir} already holds a database (${name}). Restore into an empty data folder, ` +
          'then point DATA_DIR at it; the current database is left untouched.',
      )
    }
  }
  const backupDb = openBackup(file)
  let summary: RestoreSummary
  try {
    summary = { ...checkBackup(backupDb, file), pendingNotifications: 0 }
    await mkdir(dataDir, { recursive: true })
    const target = join(dataDir, SQLITE_FILE)
    await writeAtomically(target, async (temporary) => {
      await backup(backupDb, temporary, { rate: ALL_PAGES })
      const restored = new DatabaseSync(temporary)
      try {
        restored.exec(`DROP TABLE IF EXISTS ${BACKUP_INFO_TABLE}`)
        // Leases held by the processes that ran when the copy was made: nobody holds them now.
        restored.exec(
          `UPDATE notifications SET leased_until = NULL, lease_owner = NULL WHERE status = 'pending'`,
        )
        summary.pendingNotifications = Number(
          (
            restored.prepare(`SELECT count(*) AS n FROM notifications WHERE status = 'pending'`).get() as {
              n: number
            }
          ).n,
        )
      } finally {
        restored.close()
      }
    })
    await chmod(target, 0o600)
  } finally {
    backupDb.close()
  }
  return summary
}

function openBackup(file: string): DatabaseSync {
  try {
    return new DatabaseSync(file, { readOnly: true })
  } catch (error) {
    throw new Error(`${file} cannot be opened as a SQLite backup: ${(error as Error).message}`)
  }
}

/** Refuses a damaged file, a file that is not an enquiry database, and one made by newer code. */
function checkBackup(db: DatabaseSync, file: string): Omit<RestoreSummary, 'pendingNotifications'> {
  let check: string
  try {
    check = (db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check
  } catch (error) {
    throw new Error(`${file} is not a readable SQLite database: ${(error as Error).message}`)
  }
  if (check !== 'ok') throw new Error(`${file} failed its integrity check: ${check}`)
  const tables = new Set(
    (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map(
      (row) => row.name,
    ),
  )
  if (!tables.has('schema_migrations') || !tables.has('enquiries')) {
    throw new Error(`${file} is not an enquiry database (no schema_migrations or enquiries table)`)
  }
  const versions = (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
    (row) => Number(row.version),
  )
  const schemaVersion = Math.max(0, ...versions)
  const known = Math.max(...migrations.map((migration) => migration.version))
  if (schemaVersion > known) {
    throw new Error(
      `${file} has schema version ${schemaVersion}, newer than this code knows (${known}): ` +
        'restore it with the release that made it, or a later one.',
    )
  }
  const takenAt = tables.has(BACKUP_INFO_TABLE)
    ? ((db.prepare(`SELECT taken_at FROM ${BACKUP_INFO_TABLE}`).get() as { taken_at: string } | undefined)
        ?.taken_at ?? null)
    : null
  return { takenAt, schemaVersion, ...countRows(db) }
}

function countRows(db: DatabaseSync) {
  const count = (table: string) =>
    Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n)
  return { enquiries: count('enquiries'), documents: count('enquiry_documents') }
}
