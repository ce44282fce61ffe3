import { describe, expect, it } from 'vitest'
import { dataHandling, ENQUIRY_REFERENCE_EXAMPLE, privacyNotice } from './privacy.ts'
import { DataHandlingSchema, PrivacyNoticeSchema } from './schema.ts'

describe('privacy notice content', () => {
  it('parses with its schemas', () => {
    expect(() => DataHandlingSchema.parse(dataHandling)).not.toThrow()
    expect(() => PrivacyNoticeSchema.parse(privacyNotice)).not.toThrow()
  })

  it('states every data-handling setting, in the words a visitor reads', () => {
    const text = JSON.stringify(privacyNotice)
    expect(privacyNotice.storage.periods.map((period) => period.value)).toEqual([
      `${dataHandling.enquiryRetentionDays} days`,
      `${dataHandling.documentRetentionDays} days`,
      `${dataHandling.backupRetentionDays} days`,
    ])
    expect(text).toContain(`within ${dataHandling.privacyRequestResponseDays} days`)
    expect(text).toContain('at most one acknowledgement an hour')
    expect(text).toContain(ENQUIRY_REFERENCE_EXAMPLE)
  })

  it('shows the same last-updated date as it declares for machines', () => {
    const { iso, display } = privacyNotice.lastUpdated
    const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    )
    expect(display).toBe(shown)
    expect(iso).toBe('2026-11-27')
  })

  it('gives each section its own id', () => {
    const { whoWeAre, collection, storage, recipients, acknowledgement, rights, cookies, changes } =
      privacyNotice
    const ids = [whoWeAre, collection, storage, recipients, acknowledgement, rights, cookies, changes].map(
      (section) => section.id,
    )
    expect(new Set(ids).size).toBe(ids.length)
  })
})
