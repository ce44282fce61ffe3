import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findDataProblems } from './check-data.ts'
import { fillPlaceholders } from './placeholders.ts'

const repo = resolve(import.meta.dirname, '..')
const PRIVACY = 'content/data/privacy.json'

interface Notice {
  atAGlance: { points: string[] }
  rights: { steps: string[] }
}

function problemsAfter(edit: (notice: Notice) => void) {
  return findDataProblems((path) => {
    const text = readFileSync(join(repo, path), 'utf8')
    if (path !== PRIVACY) return text
    const notice = JSON.parse(text) as Notice
    edit(notice)
    return JSON.stringify(notice)
  })
}

describe('the privacy notice’s words in braces', () => {
  it('are filled in wherever they appear, and unknown ones are left as written', () => {
    expect(fillPlaceholders({ a: ['{x} and {x}', '{y}'], n: 3 }, { x: 'one' })).toEqual({
      a: ['one and one', '{y}'],
      n: 3,
    })
  })

  it('must be ones the site knows', () => {
    const problems = problemsAfter((notice) => {
      notice.atAGlance.points[1] = 'Enquiries deleted after {retention}, documents after {documentRetention}'
    })
    expect(problems).toEqual([
      `${PRIVACY}: atAGlance, point 2: uses {retention}, which the site does not fill in; the words in braces it knows are {enquiryRetention}, {documentRetention}, {backupRetention}, {requestResponse}, {acknowledgementsPerHour}, {referenceExample}, {legalName}, {companyName}, {privacyLinkLabel}`,
    ])
  })

  it('must state every setting the server enforces', () => {
    const problems = problemsAfter((notice) => {
      notice.atAGlance.points[3] = 'A copy or deletion on request, answered within a month'
      notice.rights.steps[1] = 'We answer every request within a month. A deletion removes everything.'
    })
    expect(problems).toEqual([
      `${PRIVACY}: must mention {requestResponse} (how soon a request for a copy or deletion is answered, such as 30 days) somewhere, so the notice states what the server does`,
    ])
  })
})

describe('the accessibility statement’s file', () => {
  const STATEMENT = 'content/data/accessibility.json'
  const problems = (edit: (statement: { sections: { id: string; paragraphs: string[] }[] }) => void) =>
    findDataProblems((path) => {
      const text = readFileSync(join(repo, path), 'utf8')
      if (path !== STATEMENT) return text
      const statement = JSON.parse(text)
      edit(statement)
      return JSON.stringify(statement)
    })

  it('refuses two sections with one link name and an empty paragraph', () => {
    expect(
      problems((statement) => {
        const [first, second] = statement.sections
        if (first && second) {
          second.id = first.id
          first.paragraphs[0] = ''
        }
      }),
    ).toEqual([
      `${STATEMENT}: Section "The standard this site meets", paragraph 1: is required (must not be empty)`,
      `${STATEMENT}: Section "How we test it", id: repeats "standard", which an earlier entry already uses; each must be different`,
    ])
  })

  it('refuses a link name the report section already uses', () => {
    expect(
      problems((statement) => {
        const [first] = statement.sections
        if (first) first.id = 'report-a-barrier'
      }),
    ).toEqual([
      `${STATEMENT}: report.id: repeats "report-a-barrier", which a section already uses; each must be different`,
    ])
  })
})
