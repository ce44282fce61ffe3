import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { TEST_DATABASE_URL } from '../../../tests/fixtures/enquiry-fixtures.ts'
import { describePostgres } from '../../../tests/support/postgres.ts'
import { openPostgresRepo } from '../postgres.ts'
import { migrations } from './index.ts'

// Several instances of a fleet start at once on a new database: each migration must run exactly once and
// no instance may fail because another one migrated first.

const INSTANCES = 4
const everyMigrationOnce = migrations.map(({ version, name }) => ({ version, name }))

const sqliteModule = resolve(import.meta.dirname, '../sqlite.ts')

/** Waits for a shared start time, so the processes migrate together, not one Node start-up apart. */
function openInChildProcess(path: string, startAt: number) {
  const script = `
    const { openSqliteRepo } = await import(${JSON.stringify(sqliteModule)})
    while (Date.now() < ${startAt}) {}
    const repo = openSqliteRepo(${JSON.stringify(path)})
    await repo.close()`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  return new Promise<{ code: number | null; stderr: string }>((done) =>
    child.once('exit', (code) => done({ code, stderr })),
  )
}

it(`migrates one SQLite file once when ${INSTANCES} processes open it together`, {
  timeout: 60_000,
}, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'gtf-migrate-together-'))
  try {
    // A few rounds, each on a new file: the processes only race while the file is new.
    for (const round of [1, 2, 3]) {
      const path = join(dir, `round-${round}.sqlite`)
      const startAt = Date.now() + 1_500
      const results = await Promise.all(
        Array.from({ length: INSTANCES }, () => openInChildProcess(path, startAt)),
      )
      expect(results.map((result) => result.stderr)).toEqual(Array(INSTANCES).fill(''))
      expect(results.map((result) => result.code)).toEqual(Array(INSTANCES).fill(0))
      const db = new DatabaseSync(path)
      try {
        const applied = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()
        expect(applied.map((row) => ({ ...row }))).toEqual(everyMigrationOnce)
      } finally {
        db.close()
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

describePostgres('instances starting together on one PostgreSQL database', () => {
  const database = `gtf_migrate_${randomUUID().replaceAll('-', '')}`
  const admin = () => new pg.Client({ connectionString: TEST_DATABASE_URL })
  let url: string

  beforeAll(async () => {
    const client = admin()
    await client.connect()
    await client.query(`CREATE DATABASE ${database}`)
    await client.end()
    const parsed = new URL(TEST_DATABASE_URL ?? '')
    parsed.pathname = `/${database}`
    url = parsed.toString()
  })
  afterAll(async () => {
    const client = admin()
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await client.end()
  })

  it(`runs each migration once when ${INSTANCES} instances migrate at the same moment`, async () => {
    const opened = await Promise.allSettled(Array.from({ length: INSTANCES }, () => openPostgresRepo(url)))
    const failures = opened.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))
    for (const result of opened) if (result.status === 'fulfilled') await result.value.close()
    expect(failures).toEqual([])

    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const applied = await client.query('SELECT version, name FROM schema_migrations ORDER BY version')
      expect(applied.rows).toEqual(everyMigrationOnce)
      // The reference sequence is created by one migration only: a second run would have failed on it.
      const sequences = await client.query(
        `SELECT count(*)::int AS n FROM pg_class WHERE relkind = 'S' AND relname = 'enquiry_reference_seq'`,
      )
      expect(sequences.rows[0]).toEqual({ n: 1 })
    } finally {
      await client.end()
    }
  })
})
