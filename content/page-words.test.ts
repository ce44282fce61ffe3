import { describe, expect, test } from 'vitest'
import { capabilityPdfWords } from './capability-pdf.ts'
import { companyProfile } from './company-profile.ts'
import { actionLabels, statusLabels } from './labels.ts'
import * as pageSections from './page-sections.ts'
import { ActionLabelSchema, BadgeSchema, IconKeySchema, SectionWordsSchema } from './schema.ts'
import { company, formatCredentialLine, listAboutBadges, listCertificationBadges } from './site.ts'

const sectionSets = Object.entries(pageSections).filter(([name]) => name.endsWith('Sections'))

describe('the words of pages and controls', () => {
  test.each(sectionSets)(
    '%s: every section has a heading, and an eyebrow and lead of sensible length',
    (_, set) => {
      for (const [id, words] of Object.entries(set)) {
        expect(SectionWordsSchema.safeParse(words).success, id).toBe(true)
      }
    },
  )

  test('action and status labels are short and written once', () => {
    const labels = [
      ...Object.values(actionLabels),
      ...Object.values(statusLabels).filter((l) => l.length <= 40),
    ]
    for (const label of labels) expect(ActionLabelSchema.safeParse(label).success, label).toBe(true)
    expect(new Set(Object.values(actionLabels)).size).toBe(Object.values(actionLabels).length)
  })

  test('badges share one list of credentials and the one founding year', () => {
    for (const badge of [...listCertificationBadges(), ...listAboutBadges()]) {
      expect(BadgeSchema.safeParse(badge).success, badge).toBe(true)
    }
    expect(listAboutBadges()).toContain(`Founded ${company.foundingYear}`)
    expect(formatCredentialLine().split(' · ')).toEqual(
      listAboutBadges().filter((badge) => formatCredentialLine().includes(badge)),
    )
  })

  test('every company value names an icon by key', () => {
    for (const value of companyProfile.values) expect(IconKeySchema.safeParse(value.icon).success).toBe(true)
  })

  test('the PDF-only words are not empty', () => {
    for (const word of Object.values(capabilityPdfWords)) expect(word.trim().length).toBeGreaterThan(2)
  })
})
