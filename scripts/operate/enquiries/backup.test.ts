import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataHandling } from '#content/privacy.ts'
import { migrations } from '../../../server/db/migrations/index.ts'
import { openPostgresRepo } from '../../../server/db/postgres.ts'
import { openSqliteRepo } from '../../../server/db/sqlite.ts'
import type { EnquiryRepo, NewEnquiry } from '../../../server/enquiries/enquiry-repo.ts'
import { TEST_DATABASE_URL } from '../../../tests/fixtures/enquiry-fixtures.ts'
import { describePostgres } from '../../../tests/support/postgres.ts'
import { missingTools } from './backup-commands.ts'
import { type BackupFormat, backupFileName } from './backup-files.ts'
import { findPostgresTool } from './postgres-backup.ts'

const root = resolve(import.meta.dirname, '../../..')
const schemaVersion = Math.max(...migrations.map((migration) => migration.version))
let workDir: string
let liveDir: string

const enquiry = (email: string): NewEnquiry => ({
  form: 'consultation',
  service: null,
  firstName: 'Ada',
  lastName: 'Byron',
  name: 'Ada Byron',
  email,
  phone: '703-555-0100',
  company: 'Example Agency',
  title: 'CIO',
  projectType: 'other',
  message: 'Scope attached.',
  document: {
    storedName: 'scope.pdf',
    originalName: 'Scope.pdf',
    mediaType: 'application/pdf',
    content: Buffer.from(`%PDF-1.7 ${email}`),
    sha256: 'h',
  },
})

async function storeTwo(repo: EnquiryRepo) {
  await repo.insertWithNotification(enquiry('ada@example.gov'), new Date())
  await repo.insertWithNotification(enquiry('grace@example.gov'), new Date())
}

const cli = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/operate/enquiries.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  })

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'gtf-backup-'))
  liveDir = join(workDir, 'live')
  const repo = openSqliteRepo(join(liveDir, 'enquiries.sqlite'))
  await storeTwo(repo)
  await repo.close()
})
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true })
})

describe('enquiries backup (SQLite)', () => {
  it('writes an owner-only dated file with the documents; --keep deletes only dated backups, the oldest and those past retention', async () => {
    const folder = join(workDir, 'rotation')
    await mkdir(folder)
    // Files that are not dated backups are never deleted, whatever their name.
    const unrelated = ['notes.txt', 'enquiries-manual.sqlite', 'enquiries-20200101T000000Z.sqlite.bak']
    for (const name of unrelated) await writeFile(join(folder, name), 'keep me')
    const day = 24 * 60 * 60_000
    const dated = (daysAgo: number, format: BackupFormat) =>
      backupFileName(format, new Date(Date.now() - daysAgo * day))
    // Past the notice's backup retention, and within it.
    const retention = dataHandling.backupRetentionDays
    const expired = [dated(retention + 2, 'sqlite'), dated(retention + 1, 'pgdump')]
    const recent = [dated(3, 'sqlite'), dated(2, 'pgdump'), dated(1, 'sqlite')]
    for (const name of [...expired, ...recent]) await writeFile(join(folder, name), 'old backup')

    const first = cli({ DATA_DIR: liveDir }, 'backup', '--out', `${folder}/`, '--keep', '3')
    expect(first.status, first.stderr).toBe(0)
    expect(first.stderr).toMatch(/2 enquiries, 2 documents/)
    // The two past retention, and the oldest recent one beyond the newest three.
    for (const name of [...expired, recent[0]]) expect(first.stderr).toContain(`deleted ${name}`)

    const names = (await readdir(folder)).sort()
    const written = names.filter(
      (name) => /^enquiries-\d{8}T\d{6}Z\.sqlite$/.test(name) && !recent.includes(name),
    )
    expect(written).toHaveLength(1)
    expect(names).toEqual([...unrelated, recent[1], recent[2], ...written].sort())
    expect(names.some((name) => name.includes('partial'))).toBe(false)
    const file = join(folder, written[0] ?? '')
    expect((await stat(file)).mode & 0o777).toBe(0o600)

    // A single self-contained file, documents included.
    const copy = new DatabaseSync(file, { readOnly: true })
    try {
      expect(copy.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'delete' })
      const documents = copy.prepare('SELECT content FROM enquiry_documents ORDER BY content').all()
      expect(documents.map((row) => Buffer.from(row.content as Uint8Array).toString())).toEqual([
        '%PDF-1.7 ada@example.gov',
        '%PDF-1.7 grace@example.gov',
      ])
    } finally {
      copy.close()
    }
  })

  it('never replaces an existing file', async () => {
    const out = join(workDir, 'existing.sqlite')
    await writeFile(out, 'staff file')
    const result = cli({ DATA_DIR: liveDir }, 'backup', '--out', out)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/already exists/)
    expect(await readFile(out, 'utf8')).toBe('staff file')
  })
})

describe('enquiries restore (SQLite)', () => {
  let backupFile: string
  beforeAll(async () => {
    backupFile = join(workDir, 'restore-source.sqlite')
    const result = cli({ DATA_DIR: liveDir }, 'backup', '--out', backupFile)
    expect(result.status, result.stderr).toBe(0)
  })

  const restoreInto = async (file: string) => {
    const target = join(workDir, `target-${randomUUID()}`)
    return { target, result: cli({ DATA_DIR: target }, 'restore', file) }
  }
  const holdsDatabase = async (folder: string) =>
    (await readdir(folder).catch(() => [] as string[])).some((name) => name.startsWith('enquiries.sqlite'))

  it('restores into an empty folder, without the backup bookkeeping and with no lease held', async () => {
    const leased = join(workDir, 'leased.sqlite')
    await copyFile(backupFile, leased)
    const db = new DatabaseSync(leased)
    db.exec(`UPDATE notifications SET leased_until = ${Date.now() + 3_600_000}, lease_owner = 'gone'`)
    db.close()

    const { target, result } = await restoreInto(leased)
    expect(result.status, result.stderr).toBe(0)
    expect(result.stderr).toMatch(
      new RegExp(`2 enquiries, 2 documents, schema version ${schemaVersion}, backup taken \\d{4}-`),
    )
    expect(result.stderr).toMatch(/2 notifications were pending in the backup/)
    expect(result.stderr).toMatch(/Erasure requests carried out after .* are undone by this restore/)
    const restored = join(target, 'enquiries.sqlite')
    expect((await stat(restored)).mode & 0o777).toBe(0o600)
    const check = new DatabaseSync(restored, { readOnly: true })
    try {
      expect(check.prepare(`SELECT name FROM sqlite_master WHERE name = 'backup_info'`).all()).toEqual([])
      expect(
        check.prepare('SELECT count(*) AS n FROM notifications WHERE lease_owner IS NOT NULL').get(),
      ).toEqual({ n: 0 })
    } finally {
      check.close()
    }
    const repo = openSqliteRepo(restored)
    expect((await repo.listEnquiries()).map((stored) => stored.email).sort()).toEqual([
      'ada@example.gov',
      'grace@example.gov',
    ])
    await repo.close()
  })

  it('refuses a folder that already holds a database and leaves it untouched', async () => {
    const before = await readFile(join(liveDir, 'enquiries.sqlite'))
    const result = cli({ DATA_DIR: liveDir }, 'restore', backupFile)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(
      /already holds a database \(enquiries\.sqlite\)\. Restore into an empty data folder/,
    )
    expect((await readFile(join(liveDir, 'enquiries.sqlite'))).equals(before)).toBe(true)
  })

  it('refuses a damaged backup', async () => {
    const damaged = join(workDir, 'damaged.sqlite')
    const bytes = await readFile(backupFile)
    // Page 2 onwards: table pages, whose corruption the integrity check finds.
    const pageSize = bytes.readUInt16BE(16)
    bytes.fill(0x5a, pageSize + 8, pageSize * 3)
    await writeFile(damaged, bytes)
    const { target, result } = await restoreInto(damaged)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/integrity check|malformed|not a readable SQLite database/)
    expect(await holdsDatabase(target)).toBe(false)
  })

  it('refuses a file that is not an enquiry database', async () => {
    const other = join(workDir, 'other.sqlite')
    const db = new DatabaseSync(other)
    db.exec('CREATE TABLE t (x)')
    db.close()
    const { target, result } = await restoreInto(other)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/not an enquiry database/)
    expect(await holdsDatabase(target)).toBe(false)
  })

  it('refuses a backup made by newer code, naming both schema versions', async () => {
    const newer = join(workDir, 'newer.sqlite')
    await copyFile(backupFile, newer)
    const db = new DatabaseSync(newer)
    db.exec(`INSERT INTO schema_migrations (version, name) VALUES (99, 'from the future')`)
    db.close()
    const { target, result } = await restoreInto(newer)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`schema version 99, newer than this code knows (${schemaVersion})`)
    expect(await holdsDatabase(target)).toBe(false)
  })
})

describePostgres('enquiries backup and restore (PostgreSQL)', () => {
  const created: string[] = []
  const newDatabase = async () => {
    const name = `gtf_backup_${randomUUID().replaceAll('-', '')}`
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    created.push(name)
    const url = new URL(TEST_DATABASE_URL ?? '')
    url.pathname = `/${name}`
    return url.toString()
  }
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  })

  it('dumps with pg_dump, restores into an empty database only, and releases leases', {
    timeout: 60_000,
  }, async () => {
    const source = await newDatabase()
    const repo = await openPostgresRepo(source)
    await storeTwo(repo)
    await repo.close()
    const leaser = new pg.Client({ connectionString: source })
    await leaser.connect()
    await leaser.query(`UPDATE notifications SET leased_until = $1, lease_owner = 'gone'`, [
      Date.now() + 3_600_000,
    ])
    await leaser.end()

    const folder = join(workDir, 'pg')
    const backup = cli({ DATABASE_URL: source }, 'backup', '--out', `${folder}/`)
    expect(backup.status, backup.stderr).toBe(0)
    const [name] = await readdir(folder)
    expect(name).toMatch(/^enquiries-\d{8}T\d{6}Z\.pgdump$/)
    const file = join(folder, name ?? '')
    expect((await stat(file)).mode & 0o777).toBe(0o600)

    const refused = cli({ DATABASE_URL: source }, 'restore', file)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/already holds tables/)

    const target = await newDatabase()
    const restored = cli({ DATABASE_URL: target }, 'restore', file)
    expect(restored.status, restored.stderr).toBe(0)
    expect(restored.stderr).toContain(`2 enquiries, 2 documents, schema version ${schemaVersion}`)
    const check = await openPostgresRepo(target)
    try {
      expect((await check.listEnquiries()).map((stored) => stored.email).sort()).toEqual([
        'ada@example.gov',
        'grace@example.gov',
      ])
      const [first] = await check.listEnquiries()
      expect((await check.getDocumentContent(first?.id ?? ''))?.content.toString()).toBe(
        `%PDF-1.7 ${first?.email}`,
      )
      // The restored database takes new enquiries: its reference sequence came along.
      const third = await check.insertWithNotification(enquiry('alan@example.gov'), new Date())
      expect(third.reference).toMatch(/-000003$/)
    } finally {
      await check.close()
    }
    const client = new pg.Client({ connectionString: target })
    await client.connect()
    const leases = await client.query(
      'SELECT count(*)::int AS n FROM notifications WHERE lease_owner IS NOT NULL',
    )
    await client.end()
    expect(leases.rows[0]).toEqual({ n: 0 })
  })
})

describe('PostgreSQL tools', () => {
  it('prefers the newest Debian version, falls back to PATH, and prints the commands to run when missing', async () => {
    const debian = join(workDir, 'usr-lib-postgresql')
    for (const version of ['9', '16', '17']) {
      await mkdir(join(debian, version, 'bin'), { recursive: true })
      if (version !== '17') await writeFile(join(debian, version, 'bin', 'pg_dump'), '')
    }
    const onPath = join(workDir, 'bin')
    await mkdir(onPath, { recursive: true })
    await writeFile(join(onPath, 'pg_restore'), '')

    expect(findPostgresTool('pg_dump', { debian, path: onPath })).toBe(join(debian, '16', 'bin', 'pg_dump'))
    expect(findPostgresTool('pg_restore', { debian, path: onPath })).toBe(join(onPath, 'pg_restore'))
    expect(findPostgresTool('pg_restore', { debian, path: '' })).toBeNull()
    expect(missingTools('/backups/enquiries-20261127T020000Z.pgdump', 'restore')).toContain(
      `pg_restore --dbname="$DATABASE_URL" --single-transaction --exit-on-error --no-owner --no-privileges '/backups/enquiries-20261127T020000Z.pgdump'`,
    )
  })
})
