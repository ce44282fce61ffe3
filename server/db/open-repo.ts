import { resolve } from 'node:path'
import type { EnquiryRepo } from '../enquiries/enquiry-repo.ts'
import { openPostgresRepo } from './postgres.ts'
import { openSqliteRepo } from './sqlite.ts'

/** PostgreSQL when a URL is given, otherwise the SQLite file under the data directory. */
export async function openRepo({
  databaseUrl,
  dataDir,
}: {
  databaseUrl?: string
  dataDir: string
}): Promise<EnquiryRepo> {
  if (databaseUrl) return openPostgresRepo(databaseUrl)
  return openSqliteRepo(resolve(dataDir, 'enquiries.sqlite'))
}
