import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consultationPayload, shortPayload } from '../../contract/sample-enquiries.ts'
import { schemaForWire } from '../../contract/short-enquiry-schema.ts'
import { toCsv } from '../../server/enquiries/enquiry-csv.ts'
import type { StoredEnquiry } from '../../server/enquiries/enquiry-repo.ts'
import { enquiryFingerprint, toNewEnquiry } from '../../server/enquiries/enquiry-service.ts'
import { storedView } from '../../server/enquiries/stored-view.ts'
import { renderAcknowledgement } from '../../server/mail/acknowledgement.ts'
import { renderNotification } from '../../server/mail/mailer.ts'
import { webhookPayload } from '../../server/webhooks/payload.ts'
import { minimalPdf } from '../fixtures/documents.ts'
import { describePostgres } from '../support/postgres.ts'
import { openRawPostgres, openRawSqlite, type RawDatabase } from '../support/raw-databases.ts'

// Every output for fixed enquiries matches a file recorded before fields were described in one place; both
// databases give the same bytes (random ids replaced).

const RECEIVED = new Date('2026-03-02T14:05:00.000Z')
const addresses = { from: 'GlobalTekForce website <no-reply@globaltekforce.com>', to: 'sales@example.com' }

const samples: [string, Record<string, unknown>][] = [
  [
    'consultation-with-document',
    consultationPayload({
      filename: 'Scope of work (final).PDF',
      fileContent: minimalPdf('Statement of work for the golden sample').toString('base64'),
    }),
  ],
  ['consultation-minimal', consultationPayload({ title: '', projectType: '', company: 'Dana & Co, "Ltd"' })],
  ['short-digital-transformation', shortPayload()],
  [
    'short-database-without-optional-fields',
    shortPayload({
      service: 'databaseinfrastructuremanagement',
      phone: '',
      company: '',
      message: '=SUM(A1)\nSecond line,\twith a tab',
    }),
  ],
]

/** Replaces the random parts (ids, stored document names) with fixed tokens. */
function withFixedIds(text: string, enquiry: StoredEnquiry): string {
  let fixed = text.replaceAll(enquiry.id, 'ENQUIRY-ID')
  if (enquiry.document) fixed = fixed.replaceAll(enquiry.document.storedName, 'STORED-NAME')
  return fixed
}

/** The enquiry's stored row, every column, as the database returns it. */
async function storedRow(database: RawDatabase, id: string) {
  const [row] = await database.query(
    { sqlite: 'SELECT * FROM enquiries WHERE id = ?', postgres: 'SELECT * FROM enquiries WHERE id = $1' },
    [id],
  )
  return row ?? {}
}

/** Columns in a fixed order, so both databases print their rows alike. */
const sortedKeys = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))

function describeDatabase(database: string, open: () => Promise<RawDatabase>) {
  describe(`outputs on ${database}`, () => {
    let opened: RawDatabase
    const stored = new Map<string, { enquiry: StoredEnquiry; fingerprint: string }>()

    beforeAll(async () => {
      opened = await open()
      for (const [name, payload] of samples) {
        const input = schemaForWire(payload.form_type).parse(payload)
        const enquiry = await toNewEnquiry(input)
        const fingerprint = enquiryFingerprint(enquiry)
        const { id } = await opened.repo.insertWithNotification(enquiry, RECEIVED, {
          idempotency: { key: `golden-${name}`, fingerprint },
        })
        const read = await opened.repo.getEnquiry(id)
        if (!read) throw new Error(`${name} was not stored`)
        stored.set(name, { enquiry: read, fingerprint })
      }
    })
    afterAll(async () => {
      await opened?.close()
    })

    it('gives every sample the recorded e-mails, webhook body, fingerprint, rows and CLI output', async () => {
      const outputs: string[] = []
      for (const [name] of samples) {
        const sample = stored.get(name)
        if (!sample) throw new Error(`no sample ${name}`)
        outputs.push(`##### ${name}`, withFixedIds(await describeOutputs(sample), sample.enquiry))
      }
      await expect(outputs.join('\n')).toMatchFileSnapshot('../fixtures/golden/enquiry-outputs.txt')
    })

    async function describeOutputs({
      enquiry,
      fingerprint,
    }: {
      enquiry: StoredEnquiry
      fingerprint: string
    }) {
      const document = await opened.repo.getDocumentContent(enquiry.id)
      const sales = renderNotification(enquiry, document, addresses)
      const acknowledgement = renderAcknowledgement(enquiry, { from: addresses.from, replyTo: addresses.to })
      const describeMail = (mail: typeof sales) =>
        [
          `From: ${mail.from}`,
          `To: ${mail.to}`,
          `Reply-To: ${mail.replyTo}`,
          `Subject: ${mail.subject}`,
          `Message-ID: ${mail.messageId}`,
          ...mail.attachments.map(
            (file) => `Attachment: ${file.filename} (${file.contentType}, ${file.content.length} bytes)`,
          ),
          '',
          mail.text,
        ].join('\n')
      return [
        '=== sales e-mail',
        describeMail(sales),
        '=== acknowledgement',
        describeMail(acknowledgement),
        '=== webhook body',
        JSON.stringify(webhookPayload(enquiry)),
        '=== fingerprint',
        fingerprint,
        '=== stored row',
        JSON.stringify(sortedKeys(await storedRow(opened, enquiry.id)), null, 2),
        '=== CLI JSON',
        JSON.stringify(storedView(enquiry), null, 2),
        '=== CLI CSV',
        toCsv([enquiry]),
      ].join('\n')
    }
  })
}

describeDatabase('sqlite', openRawSqlite)
describePostgres('PostgreSQL', () => describeDatabase('postgres', openRawPostgres))
