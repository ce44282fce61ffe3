/**
 * Reads stored enquiries for the sales team, from the same database the server uses
 * (DATABASE_URL, or the SQLite file under DATA_DIR, default ./data).
 *
 *   npm run enquiries -- list
 *   npm run enquiries -- show ID
 *   npm run enquiries -- export --format csv|json
 *   npm run enquiries -- document ID --out FILE
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { openRepo } from '../server/db/open-repo.ts'
import type { EnquiryRepo, StoredEnquiry } from '../server/enquiries/enquiry-repo.ts'

const USAGE = `Usage: npm run enquiries -- <command>
  list                           one line per enquiry, oldest first
  show ID                        every field of one enquiry
  export --format csv|json       all enquiries to standard output
  document ID --out FILE         write an enquiry's attached document to FILE`

const CSV_COLUMNS: [string, (enquiry: StoredEnquiry) => string][] = [
  ['id', (e) => e.id],
  ['created_at', (e) => e.createdAt],
  ['form_type', (e) => e.formType],
  ['service', (e) => e.service ?? ''],
  ['name', (e) => e.name],
  ['first_name', (e) => e.firstName ?? ''],
  ['last_name', (e) => e.lastName ?? ''],
  ['email', (e) => e.email],
  ['phone', (e) => e.phone],
  ['company', (e) => e.company],
  ['title', (e) => e.title],
  ['project_type', (e) => e.projectType ?? ''],
  ['message', (e) => e.message],
  ['document', (e) => e.document?.originalName ?? ''],
  ['notification', (e) => e.notification.status],
]

/** RFC 4180 quoting; a leading = + - @ is prefixed so a spreadsheet never runs a cell as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function toCsv(enquiries: StoredEnquiry[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')]
  for (const enquiry of enquiries) lines.push(CSV_COLUMNS.map(([, read]) => csvCell(read(enquiry))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function run(repo: EnquiryRepo, argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { format: { type: 'string' }, out: { type: 'string' } },
  })
  const [command, id] = positionals
  switch (command) {
    case 'list': {
      const enquiries = await repo.listEnquiries()
      for (const e of enquiries) {
        const origin = e.formType === 'dedicated' ? 'consultation' : (e.service ?? 'short form')
        console.log(
          [e.id, e.createdAt, origin, e.name, e.email, e.company || '-', e.notification.status].join('  '),
        )
      }
      console.error(`${enquiries.length} enquiries`)
      return
    }
    case 'show': {
      if (!id) fail(USAGE)
      const enquiry = await repo.getEnquiry(id)
      if (!enquiry) fail(`No enquiry ${id}`)
      console.log(JSON.stringify(enquiry, null, 2))
      return
    }
    case 'export': {
      const enquiries = await repo.listEnquiries()
      if (values.format === 'json') console.log(JSON.stringify(enquiries, null, 2))
      else if (values.format === 'csv') process.stdout.write(toCsv(enquiries))
      else fail('export needs --format csv or --format json')
      return
    }
    case 'document': {
      if (!id || !values.out) fail(USAGE)
      const found = await repo.getDocumentContent(id)
      if (!found) fail(`Enquiry ${id} has no document`)
      await writeFile(values.out, found.content)
      console.error(`wrote ${values.out} (${found.document.originalName}, ${found.content.length} bytes)`)
      return
    }
    default:
      fail(USAGE)
  }
}

if (import.meta.main) {
  const repo = await openRepo({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? './data',
  })
  try {
    await run(repo, process.argv.slice(2))
  } finally {
    await repo.close()
  }
}

export { run as runEnquiriesCommand }
