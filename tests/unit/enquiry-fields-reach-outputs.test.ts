import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  enquiryFields,
  type FieldDescription,
  type FormEntry,
  type InputRule,
  postedFields,
} from '../../contract/enquiry-fields.ts'
import type { EnquiryForm } from '../../contract/enquiry-rules.ts'
import { consultationPayload, shortPayload } from '../../contract/sample-enquiries.ts'
import { schemaForWire } from '../../contract/short-enquiry-schema.ts'
import { WIRE_SERVICES } from '../../contract/short-form-services.ts'
import { csvCell, toCsv } from '../../server/enquiries/enquiry-csv.ts'
import { enquiryFingerprint, toNewEnquiry } from '../../server/enquiries/enquiry-service.ts'
import { storedView } from '../../server/enquiries/stored-view.ts'
import { enquiryRows, messageLabel, renderNotification, shownInEmail } from '../../server/mail/mailer.ts'
import { webhookPayload } from '../../server/webhooks/payload.ts'
import { describePostgres } from '../support/postgres.ts'
import { type RawDatabase, rawDatabases } from '../support/raw-databases.ts'

// Every posted field travels the whole way (both databases, sales e-mail, webhook per its JSON schema, CLI
// JSON and CSV, fingerprint), so a new described field is covered without a new test.

const samplePost: Record<EnquiryForm, (overrides: Record<string, unknown>) => Record<string, unknown>> = {
  consultation: consultationPayload,
  short: shortPayload,
}

/** A valid value for a rule that no sample post already holds, or null when the field cannot vary. */
function distinctiveValue(rule: InputRule, wire: string): string | null {
  switch (rule.kind) {
    case 'text':
      return (rule.multiLine ? `First line of ${wire}\nSecond line` : `Distinctive ${wire}`).slice(
        0,
        rule.max,
      )
    case 'email':
      return 'distinctive.visitor@agency.example.gov'
    case 'phone':
      return '+1 571-555-0123'
    case 'choice':
      return rule.options.at(-1) ?? null
    case 'page':
      return WIRE_SERVICES.at(-1) ?? null
    case 'form':
      return null
  }
}

const cases = (['consultation', 'short'] as const).flatMap((form) =>
  postedFields(form).flatMap(({ description, entry }) => {
    const value = 'rule' in entry ? distinctiveValue(entry.rule, entry.wire) : null
    return value === null ? [] : [{ form, description, entry, value, label: `${form} ${description.name}` }]
  }),
)

const schemaFile = join(import.meta.dirname, '../../docs/webhook-payload.schema.json')

for (const { name, open } of rawDatabases) {
  const describeOn = name === 'postgres' ? describePostgres : describe
  describeOn(`every described field on ${name}`, () => {
    let database: RawDatabase
    let validate: ((data: unknown) => boolean) & { errors?: unknown }
    beforeAll(async () => {
      database = await open()
      const ajv = new Ajv2020({ strict: true, allErrors: true })
      addFormats.default(ajv)
      validate = ajv.compile(JSON.parse(await readFile(schemaFile, 'utf8')))
    })
    afterAll(async () => {
      await database?.close()
    })

    it.each(cases)('carries $label to every output', async ({ form, description, entry, value }) => {
      const post = samplePost[form]({ [(entry as Extract<FormEntry, { wire: string }>).wire]: value })
      const enquiry = await toNewEnquiry(schemaForWire(post.form_type).parse(post))
      const { id } = await database.repo.insertWithNotification(enquiry, new Date('2026-04-01T10:00:00Z'))
      const stored = await database.repo.getEnquiry(id)
      if (!stored) throw new Error('not stored')
      const field = description as FieldDescription
      const domainValue = stored[description.name]
      const storedValue = field.codec.toStored(domainValue)
      expect(storedValue).toBe(value)

      const [row] = await database.query(
        {
          sqlite: `SELECT ${field.column} AS value FROM enquiries WHERE id = ?`,
          postgres: `SELECT ${field.column} AS value FROM enquiries WHERE id = $1`,
        },
        [id],
      )
      expect(row?.value).toBe(field.codec.toStored(enquiry[description.name]))
      expect(domainValue).toEqual(enquiry[description.name])

      const emailRow = field.email[form]
      const text = renderNotification(stored, null, { from: 'a@example.com', to: 'b@example.com' }).text
      if (emailRow && 'body' in emailRow) {
        expect(messageLabel(stored)).toBe(emailRow.body)
        expect(text).toContain(`${emailRow.body}:\n${value}`)
      } else if (emailRow) {
        const shown = shownInEmail(description.name, emailRow, String(domainValue))
        expect(enquiryRows(stored)).toContainEqual([emailRow.label, shown])
        expect(text).toContain(`${emailRow.label}: ${shown}`)
      }

      const payload = webhookPayload(stored)
      if (field.webhook) {
        const key = field.webhook.key ?? field.name
        expect((payload.data as Record<string, unknown>)[key]).toEqual(
          field.webhook.as === 'domain' ? domainValue : storedValue,
        )
      }
      expect(validate(payload), JSON.stringify(validate.errors)).toBe(true)

      expect((storedView(stored) as Record<string, unknown>)[field.exportKey ?? field.name]).toBe(storedValue)
      const csv = toCsv([stored])
      expect(csv.split('\r\n')[0]?.split(',')).toContain(csvCell(field.csv))
      expect(csv).toContain(csvCell(value))

      const without = await toNewEnquiry(schemaForWire(post.form_type).parse(samplePost[form]({})))
      if (enquiry[description.name] !== without[description.name]) {
        expect(enquiryFingerprint(enquiry)).not.toBe(enquiryFingerprint(without))
      }
    })
  })
}

it('publishes a webhook schema that requires exactly the fields the webhook sends, in order', async () => {
  const schema = JSON.parse(await readFile(schemaFile, 'utf8'))
  const sent = [
    'id',
    'reference',
    'receivedAt',
    ...enquiryFields.flatMap((field) => (field.webhook ? [field.webhook.key ?? field.name] : [])),
    'document',
  ]
  expect(Object.keys(schema.properties.data.properties)).toEqual(sent)
  expect(schema.properties.data.required).toEqual(sent)
})
