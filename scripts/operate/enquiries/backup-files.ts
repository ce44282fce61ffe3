import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/** What a scheduled backup is called: sortable by name, and the only files `--keep` ever deletes. */
const BACKUP_NAME = /^enquiries-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(sqlite|pgdump)$/

export type BackupFormat = 'sqlite' | 'pgdump'

export function backupFileName(format: BackupFormat, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  return `enquiries-${stamp}.${format}`
}

/** `--out` names a file, or a folder (existing, or ending in /) that gets a dated name. */
export async function resolveBackupPath(out: string, format: BackupFormat, at: Date): Promise<string> {
  const isFolder = out.endsWith('/') || (await stat(out).catch(() => null))?.isDirectory() === true
  return isFolder ? join(out, backupFileName(format, at)) : out
}

/** Written under an owner-only temporary name and renamed when complete: a crash leaves no fake backup. */
export async function writeAtomically(path: string, write: (temporary: string) => Promise<void>) {
  if (await stat(path).catch(() => null)) throw new Error(`${path} already exists; choose another name`)
  // A new backup folder is its owner's only, like the files in it.
  await mkdir(dirname(path), { recursive: true, mode: 0o700 })
  const temporary = join(dirname(path), `.${basename(path)}.partial-${process.pid}`)
  const handle = await open(temporary, 'wx', 0o600)
  await handle.close()
  try {
    await write(temporary)
    const written = await open(temporary, 'r+')
    await written.sync()
    await written.close()
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
  const folder = await open(dirname(path), 'r')
  await folder.sync().catch(() => {})
  await folder.close()
}

function takenAt(name: string): number {
  const [, year, month, day, hour, minute, second] = BACKUP_NAME.exec(name) ?? []
  return Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`)
}

/** Keeps the newest `keep` dated backups younger than `maxAgeDays` (the privacy notice's retention). */
export async function rotateBackups(
  folder: string,
  { keep, maxAgeDays, now = new Date() }: { keep: number; maxAgeDays: number; now?: Date },
): Promise<string[]> {
  const backups = (await readdir(folder)).filter((name) => BACKUP_NAME.test(name)).sort()
  const oldestKept = now.getTime() - maxAgeDays * 24 * 60 * 60_000
  const removed = backups.filter((name, index) => index < backups.length - keep || takenAt(name) < oldestKept)
  for (const name of removed) await rm(join(folder, name))
  return removed
}
