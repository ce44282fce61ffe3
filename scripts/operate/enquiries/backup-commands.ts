import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { dataHandling } from '#content/privacy.ts'
import { type BackupFormat, resolveBackupPath, rotateBackups } from './backup-files.ts'
import {
  backupPostgres,
  findPostgresTool,
  manualPostgresCommands,
  restorePostgres,
} from './postgres-backup.ts'
import { backupSqlite, type RestoreSummary, restoreSqlite } from './sqlite-backup.ts'

export const BACKUP_COMMANDS = ['backup', 'restore'] as const

export const BACKUP_USAGE = `  backup --out FILE|FOLDER [--keep N]
                                 an online snapshot of the database, documents included; a FOLDER gets
                                 enquiries-<UTC time>.sqlite (or .pgdump); --keep N deletes all but the
                                 newest N such files in the backup's folder, and any older than the
                                 privacy notice's backup retention
  restore FILE                   check a backup and restore it into an empty DATA_DIR (or empty
                                 PostgreSQL database in DATABASE_URL)`

export interface Storage {
  databaseUrl?: string
  dataDir: string
}

export class CommandError extends Error {}

export async function runBackupCommand(argv: string[], storage: Storage): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, keep: { type: 'string' } },
  })
  const [command, file] = positionals
  if (command === 'backup') {
    if (!values.out) throw new CommandError('backup needs --out FILE or --out FOLDER/')
    const keep = values.keep === undefined ? undefined : Number(values.keep)
    if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
      throw new CommandError('--keep must be a whole number of backups, at least 1')
    }
    await backup(values.out, keep, storage)
    return
  }
  if (command === 'restore') {
    if (!file) throw new CommandError('restore needs the backup FILE')
    await restore(file, storage)
    return
  }
  throw new CommandError(`unknown command ${command}`)
}

async function backup(out: string, keep: number | undefined, { databaseUrl, dataDir }: Storage) {
  const format: BackupFormat = databaseUrl ? 'pgdump' : 'sqlite'
  const path = resolve(await resolveBackupPath(out, format, new Date()))
  let summary: Awaited<ReturnType<typeof backupSqlite>>
  if (databaseUrl) {
    const pgDump = findPostgresTool('pg_dump')
    if (!pgDump) throw new CommandError(missingTools(path, 'backup'))
    summary = await backupPostgres(databaseUrl, path, pgDump)
  } else {
    summary = await backupSqlite(resolve(dataDir), path)
  }
  const contents =
    summary.enquiries === null ? '' : `, ${summary.enquiries} enquiries, ${summary.documents} documents`
  console.error(`wrote ${summary.path} (${summary.bytes} bytes${contents}, taken ${summary.takenAt})`)
  if (keep !== undefined) {
    const rotation = { keep, maxAgeDays: dataHandling.backupRetentionDays }
    for (const removed of await rotateBackups(dirname(path), rotation)) console.error(`deleted ${removed}`)
  }
}

async function restore(file: string, { databaseUrl, dataDir }: Storage) {
  let summary: RestoreSummary
  if (databaseUrl) {
    const pgRestore = findPostgresTool('pg_restore')
    if (!pgRestore) throw new CommandError(missingTools(file, 'restore'))
    summary = await restorePostgres(resolve(file), databaseUrl, pgRestore)
    console.error(`restored ${file} into the database in DATABASE_URL`)
  } else {
    summary = await restoreSqlite(resolve(file), resolve(dataDir))
    console.error(`restored ${file} into ${resolve(dataDir)}`)
  }
  const since = summary.takenAt ?? 'the time of the backup'
  console.error(
    [
      `  ${summary.enquiries} enquiries, ${summary.documents} documents, schema version ${summary.schemaVersion}` +
        (summary.takenAt ? `, backup taken ${summary.takenAt}` : ''),
      `  ${summary.pendingNotifications} notifications were pending in the backup. The server sends them when it`,
      `  starts, so sales may receive again (same Message-ID, same webhook-id) those already sent after ${since}.`,
      `  Enquiries received after ${since} are not in the backup.`,
      `  Erasure requests carried out after ${since} are undone by this restore: carry them out again now`,
      '  (npm run enquiries -- delete --email ADDRESS --yes) before the server starts taking enquiries.',
      '  Retention runs within seconds of the server starting and deletes what has expired since.',
    ].join('\n'),
  )
}

export function missingTools(file: string, step: 'backup' | 'restore'): string {
  const commands = manualPostgresCommands(file)
  return [
    `pg_dump and pg_restore are not installed here (Debian: apt-get install postgresql-client).`,
    `Run the ${step} by hand with:`,
    `  ${commands[step]}`,
  ].join('\n')
}
