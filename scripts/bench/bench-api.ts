/** The rate limit is off for the benchmark only. Usage: npm run bench:api [-- --duration 10 --connections 20] */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { pino } from 'pino'
import { shortPayload } from '#contract/sample-enquiries.ts'
import { createApp } from '../../server/app.ts'
import { openPostgresRepo } from '../../server/db/postgres.ts'
import { openSqliteRepo } from '../../server/db/sqlite.ts'
import type { EnquiryRepo } from '../../server/enquiries/enquiry-repo.ts'
import { createFileMailer } from '../../server/mail/file-mailer.ts'
import { startNotificationWorker } from '../../server/outbox/notification-worker.ts'
import { NOT_FOUND_FILE } from '../../server/site-routes.ts'
import { writeSecurityFiles } from '../build-steps/security/write-security-files.ts'

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } },
})

const body = JSON.stringify(
  shortPayload({
    name: 'Benchmark Visitor',
    email: 'bench@example.gov',
    message: 'Modernize the grants intake workflow and integrate it with Oracle Financials.',
  }),
)

async function createMinimalSite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'gtf-bench-site-'))
  await writeFile(join(dir, NOT_FOUND_FILE), '<!doctype html><title>Page Not Found</title><main></main>')
  await writeSecurityFiles(dir)
  return dir
}

async function bench(label: string, repo: EnquiryRepo, workDir: string) {
  const clientDir = await createMinimalSite()
  const worker = startNotificationWorker({
    repo,
    mailer: createFileMailer(join(workDir, `mail-${label}`)),
    log: pino({ level: 'silent' }),
    from: 'bench@globaltekforce.com',
    to: 'sales@globaltekforce.com',
  })
  const app = await createApp({
    clientDir,
    logLevel: 'silent',
    enquiries: {
      repo,
      onStored: () => worker.kick(),
      rateLimit: false,
      minFillMs: 0,
      thankYouPath: '/contact/thank-you',
    },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: Number(values.connections),
    duration: Number(values.duration),
  })
  await app.close()
  await worker.stop()
  await repo.close()
  await rm(clientDir, { recursive: true, force: true })
  const ok = result['2xx']
  const perSecond = ok / Number(values.duration)
  console.log(
    `${label.padEnd(10)} ${perSecond.toFixed(0).padStart(6)} submissions/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${ok} stored, ${result.non2xx} non-2xx, ${result.errors} errors)`,
  )
}

const workDir = await mkdtemp(join(tmpdir(), 'gtf-bench-'))
console.log(`POST /api/contact, ${values.connections} connections, ${values.duration} s each`)
await bench('sqlite', openSqliteRepo(join(workDir, 'bench.sqlite')), workDir)
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
if (pgUrl) await bench('postgres', await openPostgresRepo(pgUrl), workDir)
else console.log('postgres   skipped: set TEST_DATABASE_URL or DATABASE_URL')
await rm(workDir, { recursive: true, force: true })
