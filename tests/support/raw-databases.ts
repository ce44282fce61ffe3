import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import pg from 'pg'
import { openPostgresRepo } from '../../server/db/postgres.ts'
import { openSqliteRepo } from '../../server/db/sqlite.ts'
import type { EnquiryRepo } from '../../server/enquiries/enquiry-repo.ts'
import { TEST_DATABASE_URL } from '../fixtures/enquiry-fixtures.ts'

/** A freshly migrated database with its repository, and a side door to read what it really stores. */
export interface RawDatabase {
  repo: EnquiryRepo
  /** One statement with `?` placeholders on SQLite or `$n` on PostgreSQL, as the database answers it. */
  query: (sql: { sqlite: string; postgres: string }, values?: string[]) => Promise<Record<string, unknown>[]>
  /** The columns of a table, as the migrations left it. */
  columns: (table: string) => Promise<string[]>
  close: () => Promise<void>
}

export async function openRawSqlite(): Promise<RawDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'gtf-raw-'))
  const path = join(dir, 'enquiries.sqlite')
  const repo = openSqliteRepo(path)
  const query: RawDatabase['query'] = async (sql, values = []) => {
    const db = new DatabaseSync(path)
    try {
      return (db.prepare(sql.sqlite).all(...values) as Record<string, unknown>[]).map((row) => ({ ...row }))
    } finally {
      db.close()
    }
  }
  return {
    repo,
    query,
    columns: async (table) =>
      (await query({ sqlite: `SELECT name FROM pragma_table_info('${table}')`, postgres: '' })).map((row) =>
        String(row.name),
      ),
    close: async () => {
      await repo.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export async function openRawPostgres(): Promise<RawDatabase> {
  const database = `gtf_raw_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${database}`)
  await admin.end()
  const url = new URL(TEST_DATABASE_URL ?? '')
  url.pathname = `/${database}`
  const repo = await openPostgresRepo(url.toString())
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  const query: RawDatabase['query'] = async (sql, values = []) =>
    (await client.query(sql.postgres, values)).rows
  return {
    repo,
    query,
    columns: async (table) =>
      (
        await query(
          {
            sqlite: '',
            postgres: `SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
          },
          [table],
        )
      ).map((row) => String(row.column_name)),
    close: async () => {
      await client.end()
      await repo.close()
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** Both databases: SQLite always, PostgreSQL when TEST_DATABASE_URL is set (see describePostgres). */
export const rawDatabases = [
  { name: 'sqlite', open: openRawSqlite },
  { name: 'postgres', open: openRawPostgres },
] as const
