import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { migrations } from '../../../server/db/migrations/index.ts'
import { writeAtomically } from './backup-files.ts'
import type { BackupSummary, RestoreSummary } from './sqlite-backup.ts'

const run = promisify(execFile)
const LARGE_OUTPUT = 64 * 1024 * 1024

/** Debian installs the client tools per major version under /usr/lib/postgresql; the newest reads older servers. */
export function findPostgresTool(
  name: 'pg_dump' | 'pg_restore',
  { debian = '/usr/lib/postgresql', path = process.env.PATH ?? '' } = {},
): string | null {
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a))
    for (const version of versions) {
      const tool = join(debian, version, 'bin', name)
      if (existsSync(tool)) return tool
    }
  }
  for (const folder of path.split(':').filter(Boolean)) {
    const tool = join(folder, name)
    if (existsSync(tool)) return tool
  }
  return null
}

/** The commands to run by hand where the tools are not installed here. */
export function manualPostgresCommands(file: string): { backup: string; restore: string } {
  return {
    backup: `pg_dump --format=custom --file='${file}' "$DATABASE_URL"`,
    restore: `pg_restore --dbname="$DATABASE_URL" --single-transaction --exit-on-error --no-owner --no-privileges '${file}'`,
  }
}

/** pg_dump runs in one repeatable-read transaction: a consistent snapshot while the servers keep writing. */
export async function backupPostgres(
  databaseUrl: string,
  path: string,
  pgDump: string,
  now = new Date(),
): Promise<BackupSummary> {
  await writeAtomically(path, async (temporary) => {
    await run(pgDump, ['--format=custom', `--file=${temporary}`, `--dbname=${databaseUrl}`], {
      maxBuffer: LARGE_OUTPUT,
    })
  })
  // The archive's own row counts are not known without restoring it.
  return {
    path,
    takenAt: now.toISOString(),
    enquiries: null,
    documents: null,
    bytes: (await stat(path)).size,
  }
}

/** Checks the archive and its schema version, then restores it into an empty database in one transaction. */
export async function restorePostgres(
  file: string,
  databaseUrl: string,
  pgRestore: string,
): Promise<RestoreSummary> {
  let listing: string
  try {
    listing = (await run(pgRestore, ['--list', file], { maxBuffer: LARGE_OUTPUT })).stdout
  } catch (error) {
    throw new Error(`${file} is not a readable pg_dump archive: ${(error as Error).message}`)
  }
  if (!/TABLE DATA public schema_migrations /.test(listing)) {
    throw new Error(`${file} is not an enquiry database (no schema_migrations table)`)
  }
  const versionsDump = (
    await run(pgRestore, ['--data-only', '--table=schema_migrations', '--file=-', file], {
      maxBuffer: LARGE_OUTPUT,
    })
  ).stdout
  const schemaVersion = Math.max(0, ...readCopiedVersions(versionsDump))
  const known = Math.max(...migrations.map((migration) => migration.version))
  if (schemaVersion > known) {
    throw new Error(
      `${file} has schema version ${schemaVersion}, newer than this code knows (${known}): ` +
        'restore it with the release that made it, or a later one.',
    )
  }
  const occupied = await withClient(databaseUrl, async (client) => {
    const found = await client.query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
    )
    return Number(found.rows[0]?.n ?? 0) > 0
  })
  if (occupied) {
    throw new Error(
      'The database in DATABASE_URL already holds tables. Restore into a new, empty database ' +
        '(createdb), then point DATABASE_URL at it; the current database is left untouched.',
    )
  }
  await run(
    pgRestore,
    [
      `--dbname=${databaseUrl}`,
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      file,
    ],
    { maxBuffer: LARGE_OUTPUT },
  )
  return withClient(databaseUrl, async (client) => {
    // Leases held by the processes that ran when the copy was made: nobody holds them now.
    const released = await client.query(
      `UPDATE notifications SET leased_until = NULL, lease_owner = NULL WHERE status = 'pending'`,
    )
    return {
      takenAt: /Archive created at (.+)/.exec(listing)?.[1]?.trim() ?? null,
      schemaVersion,
      ...(await countRows(client)),
      pendingNotifications: released.rowCount ?? 0,
    }
  })
}

/** The rows of a COPY ... FROM stdin block as pg_restore prints them. */
function readCopiedVersions(sql: string): number[] {
  const block = /COPY public\.schema_migrations \([^)]*\) FROM stdin;\n([\s\S]*?)\n\\\./.exec(sql)?.[1] ?? ''
  return block
    .split('\n')
    .filter(Boolean)
    .map((line) => Number(line.split('\t')[0]))
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function countRows(client: pg.Client) {
  const result = await client.query<{ enquiries: number; documents: number }>(
    `SELECT (SELECT count(*) FROM enquiries)::int AS enquiries,
      (SELECT count(*) FROM enquiry_documents)::int AS documents`,
  )
  return result.rows[0] ?? { enquiries: 0, documents: 0 }
}
