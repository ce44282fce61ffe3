import { resolve } from 'node:path'
import type { EnquiryRepo } from '../enquiries/enquiry-repo.ts'
import { openSqliteRepo } from './sqlite.ts'

/** PostgreSQL when a URL is given, otherwise the SQLite file under the data directory. */
export async function openRepo({
  databaseUrl,
  dataDir,
}: {
  databaseUrl?: string
  dataDir: string
}): Promise<EnquiryRepo> {
  // Loaded only when used, so a SQLite deployment never pays for the PostgreSQL driver at start-up.
  if (databaseUrl) return (await import('./postgres.ts')).openPostgresRepo(databaseUrl)
  return openSqliteRepo(resolve(dataDir, 'enquiries.sqlite'))
}
