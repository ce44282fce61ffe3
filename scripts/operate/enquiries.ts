// Reads stored enquiries for the sales team from the server's database (DATABASE_URL, or SQLite in DATA_DIR).
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { exportedValues } from '#contract/enquiry-fields.ts'
import { isEnquiryReference } from '#contract/enquiry-reference.ts'
import { openRepo } from '../../server/db/open-repo.ts'
import { escapeForTerminal, toCsv } from '../../server/enquiries/enquiry-csv.ts'
import type { EnquiryRepo } from '../../server/enquiries/enquiry-repo.ts'
import { storedView } from '../../server/enquiries/stored-view.ts'
import { readEnv } from '../../server/env.ts'
import { BACKUP_COMMANDS, BACKUP_USAGE, CommandError, runBackupCommand } from './enquiries/backup-commands.ts'
import {
  confirm,
  deleteByEmail,
  deleteById,
  findByEmail,
  purge,
  subjectAccessCopy,
} from './enquiries/privacy-commands.ts'

const USAGE = `Usage: npm run enquiries -- <command>
  list                           one line per enquiry, oldest first
  show ID|REFERENCE              every field of one enquiry (by id or GTF-2026-000123)
  export --format csv|json       all enquiries to standard output
  document ID --out FILE         write an enquiry's attached document to FILE (--force to replace one)
  notifications [--status S]     notifications by status (default failed: the dead letters)
  retry NOTIFICATION_ID          queue a failed notification for delivery again
  find --email ADDRESS           everything held about one person
  export --email ADDRESS --format json
                                 a subject-access copy for one person
  delete ID | --email ADDRESS    delete enquiries, documents and pending jobs (asks first unless --yes)
  purge                          apply retention now (RETENTION_DAYS, DOCUMENT_RETENTION_DAYS)
  audit                          the deletion log (no personal data)
${BACKUP_USAGE}`

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function run(repo: EnquiryRepo, argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
      status: { type: 'string', default: 'failed' },
      email: { type: 'string' },
      yes: { type: 'boolean', default: false },
    },
  })
  const ask = (question: string) => (values.yes ? Promise.resolve(true) : confirm(question))
  const [command, id] = positionals
  switch (command) {
    case 'list': {
      const enquiries = await repo.listEnquiries()
      for (const e of enquiries) {
        const origin =
          e.form === 'consultation' ? 'consultation' : (exportedValues(e).service ?? 'short form')
        console.log(
          [e.reference, e.id, e.createdAt, origin, e.name, e.email, e.company || '-', e.notification.status]
            .map((text) => escapeForTerminal(text))
            .join('  '),
        )
      }
      console.error(`${enquiries.length} enquiries`)
      return
    }
    case 'show': {
      if (!id) fail(USAGE)
      const enquiry = isEnquiryReference(id) ? await repo.findByReference(id) : await repo.getEnquiry(id)
      if (!enquiry) fail(`No enquiry ${escapeForTerminal(id)}`)
      // JSON escapes C0 controls itself; DEL, C1 and the bidirectional controls are escaped here.
      console.log(escapeForTerminal(JSON.stringify(storedView(enquiry), null, 2), { keep: '\n' }))
      return
    }
    case 'export': {
      if (values.email !== undefined) {
        if (values.format !== 'json') fail('export --email needs --format json')
        const copy = await subjectAccessCopy(repo, values.email, new Date())
        console.log(JSON.stringify(copy, null, 2))
        console.error(`${copy.enquiries.length} enquiries held for ${escapeForTerminal(copy.subject)}`)
        return
      }
      const enquiries = await repo.listEnquiries()
      if (values.format === 'json') console.log(JSON.stringify(enquiries.map(storedView), null, 2))
      else if (values.format === 'csv') process.stdout.write(toCsv(enquiries))
      else fail('export needs --format csv or --format json')
      return
    }
    case 'document': {
      if (!id || !values.out) fail(USAGE)
      const found = await repo.getDocumentContent(id)
      if (!found) fail(`Enquiry ${escapeForTerminal(id)} has no document`)
      try {
        // 'wx' fails when the file exists: a document never silently replaces one of the staff's files.
        await writeFile(values.out, found.content, { flag: values.force ? 'w' : 'wx' })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
          fail(`${values.out} already exists; choose another name or add --force to replace it`)
        }
        throw error
      }
      console.error(
        `wrote ${values.out} (${escapeForTerminal(found.document.originalName)}, ${found.content.length} bytes)`,
      )
      return
    }
    case 'notifications': {
      const status = values.status
      if (status !== 'failed' && status !== 'pending' && status !== 'sent') {
        fail('notifications --status must be failed, pending or sent')
      }
      const notifications = await repo.listNotifications(status)
      for (const n of notifications) {
        console.log(
          [
            n.id,
            n.enquiryId,
            n.enquiryCreatedAt,
            `attempts ${n.attempts}`,
            n.failedAt ?? '-',
            n.lastError ?? '-',
          ]
            .map((text) => escapeForTerminal(text))
            .join('  '),
        )
      }
      console.error(`${notifications.length} ${status} notifications`)
      return
    }
    case 'retry': {
      if (!id) fail(USAGE)
      if (!(await repo.retryNotification(id, new Date()))) {
        fail(`No failed notification ${escapeForTerminal(id)} (list them with: notifications)`)
      }
      console.error(`notification ${id} queued; a running server delivers it within seconds`)
      return
    }
    case 'find': {
      if (!values.email) fail('find needs --email ADDRESS')
      const enquiries = await findByEmail(repo, values.email)
      console.log(escapeForTerminal(JSON.stringify(enquiries.map(storedView), null, 2), { keep: '\n' }))
      console.error(`${enquiries.length} enquiries held for ${escapeForTerminal(values.email)}`)
      return
    }
    case 'delete': {
      const now = new Date()
      if (values.email) {
        const enquiries = await findByEmail(repo, values.email)
        if (enquiries.length === 0) fail(`Nothing held for ${escapeForTerminal(values.email)}`)
        const references = enquiries.map((enquiry) => enquiry.reference).join(', ')
        if (!(await ask(`Delete ${enquiries.length} enquiries (${references}) with their documents?`))) {
          fail('Nothing deleted.')
        }
        const count = await deleteByEmail(
          repo,
          enquiries.map((enquiry) => enquiry.id),
          now,
        )
        console.error(`deleted ${count.enquiries} enquiries and ${count.documents} documents`)
        return
      }
      if (!id) fail(USAGE)
      const enquiry = isEnquiryReference(id) ? await repo.findByReference(id) : await repo.getEnquiry(id)
      if (!enquiry) fail(`No enquiry ${escapeForTerminal(id)}`)
      if (!(await ask(`Delete enquiry ${enquiry.reference} from ${escapeForTerminal(enquiry.email)}?`))) {
        fail('Nothing deleted.')
      }
      const count = await deleteById(repo, id, now)
      console.error(`deleted ${count.enquiries} enquiry and ${count.documents} documents`)
      return
    }
    case 'purge': {
      const env = readEnv()
      const settings = { enquiryDays: env.RETENTION_DAYS, documentDays: env.DOCUMENT_RETENTION_DAYS }
      if (
        !(await ask(
          `Delete enquiries older than ${settings.enquiryDays} days and documents older than ${settings.documentDays} days?`,
        ))
      ) {
        fail('Nothing deleted.')
      }
      const count = await purge(repo, settings, new Date())
      console.error(`deleted ${count.enquiries} enquiries and ${count.documents} documents`)
      return
    }
    case 'audit': {
      for (const entry of await repo.listAudit()) {
        console.log(
          [
            entry.at,
            entry.action,
            `${entry.enquiries} enquiries`,
            `${entry.documents} documents`,
            entry.detail,
          ].join('  '),
        )
      }
      return
    }
    default:
      fail(USAGE)
  }
}

/** Backup and restore work on the database files themselves, never through an opened (and migrated) repository. */
async function runOnStorage(argv: string[]): Promise<void> {
  try {
    await runBackupCommand(argv, {
      databaseUrl: process.env.DATABASE_URL,
      dataDir: process.env.DATA_DIR ?? './data',
    })
  } catch (error) {
    if (error instanceof CommandError) fail(error.message)
    fail(`${argv[0]} failed: ${(error as Error).message}`)
  }
}

const isBackupCommand = (argv: string[]) => (BACKUP_COMMANDS as readonly string[]).includes(argv[0] ?? '')

if (import.meta.main && isBackupCommand(process.argv.slice(2))) {
  await runOnStorage(process.argv.slice(2))
} else if (import.meta.main) {
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
