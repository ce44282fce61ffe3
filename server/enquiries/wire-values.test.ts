import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { expect, it } from 'vitest'
import { shortPayload } from '#contract/sample-enquiries.ts'
import { ShortEnquirySchema } from '#contract/short-enquiry-schema.ts'
import { openSqliteRepo } from '../db/sqlite.ts'
import { webhookPayload } from '../webhooks/payload.ts'
import { enquiryFingerprint, toNewEnquiry } from './enquiry-service.ts'

// Storage, the webhook and stored idempotency fingerprints keep the wire values, not the domain's names.
it('stores, fingerprints and sends the wire values of an enquiry the domain names in its own terms', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'gtf-wire-'))
  try {
    const input = ShortEnquirySchema.parse(shortPayload({ service: 'databaseinfrastructuremanagement' }))
    const enquiry = await toNewEnquiry(input)
    expect(enquiry).toMatchObject({ form: 'short', service: 'database-infrastructure' })

    const path = join(dir, 'enquiries.sqlite')
    const repo = openSqliteRepo(path)
    const { id } = await repo.insertWithNotification(enquiry, new Date('2026-11-23T12:00:00Z'))
    const stored = await repo.getEnquiry(id)
    await repo.close()
    expect(stored).toMatchObject({ form: 'short', service: 'database-infrastructure' })

    const db = new DatabaseSync(path)
    expect(db.prepare('SELECT form_type, service FROM enquiries WHERE id = ?').get(id)).toEqual({
      form_type: 'common',
      service: 'databaseinfrastructuremanagement',
    })
    db.close()

    expect(stored && webhookPayload(stored).data).toMatchObject({
      form: 'short',
      service: 'databaseinfrastructuremanagement',
    })

    // The first fingerprints' keys, in their order: a field described later adds nothing when empty.
    const asBefore = JSON.stringify({
      formType: 'common',
      service: 'databaseinfrastructuremanagement',
      name: enquiry.name,
      firstName: null,
      lastName: null,
      email: enquiry.email,
      phone: enquiry.phone,
      company: enquiry.company,
      title: '',
      projectType: null,
      message: enquiry.message,
      document: null,
    })
    expect(enquiryFingerprint(enquiry)).toBe(createHash('sha256').update(asBefore).digest('hex'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
