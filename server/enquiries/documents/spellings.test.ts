import { describe, expect, it } from 'vitest'
import {
  benignDocxSpellings,
  benignPdfSpellings,
  hostileDocxSpellings,
  hostilePdfSpellings,
  hostilePdfSpellingsResolvedThroughTheTable,
  reportedDocxSpellings,
} from '../../../tests/fixtures/document-spellings.ts'
import { inspectDocument } from './inspect.ts'

// Every hostile spelling is refused; the controls keep the check honest about real documents.

describe('DOCX spellings', () => {
  it('holds the three reported spellings and hundreds more', () => {
    expect(reportedDocxSpellings()).toHaveLength(3)
    expect(hostileDocxSpellings().length).toBeGreaterThan(500)
  })

  it.each(hostileDocxSpellings().map((spelling) => [spelling.label, spelling.content] as const))(
    'refuses %s',
    async (_label, content) => {
      const verdict = await inspectDocument('docx', content)
      expect(verdict).toMatchObject({ accepted: false })
      // Read as a Word document and found hostile, or a DTD no Word part may carry; never a crash.
      expect(verdict.accepted === false && verdict.detail).toMatch(/^docx: /)
    },
  )

  it.each(benignDocxSpellings().map((spelling) => [spelling.label, spelling.content] as const))(
    'accepts %s',
    async (_label, content) => {
      expect(await inspectDocument('docx', content)).toEqual({ accepted: true })
    },
  )
})

describe('PDF spellings', () => {
  // Indirect names and an object defined twice are read as the cross-reference table points, as readers do.
  it.each(
    [...hostilePdfSpellings(), ...hostilePdfSpellingsResolvedThroughTheTable()].map(
      (spelling) => [spelling.label, spelling.content] as const,
    ),
  )('refuses %s', async (_label, content) => {
    expect(await inspectDocument('pdf', content)).toMatchObject({
      accepted: false,
      reason: 'active_content',
    })
  })

  it.each(benignPdfSpellings().map((spelling) => [spelling.label, spelling.content] as const))(
    'accepts %s',
    async (_label, content) => {
      expect(await inspectDocument('pdf', content)).toEqual({ accepted: true })
    },
  )
})
