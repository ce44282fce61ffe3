import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, it } from 'vitest'
import { findDataProblems } from './check-data.ts'

const repo = resolve(import.meta.dirname, '..')
const WORDS = 'content/data/capability-pdf.json'

it('names the heading of the capability statement PDF that is empty or too long', () => {
  const problems = findDataProblems((path) => {
    const text = readFileSync(join(repo, path), 'utf8')
    if (path !== WORDS) return text
    return JSON.stringify({ ...JSON.parse(text), documentTitle: '', contactHeading: 'Contact '.repeat(6) })
  })
  expect(problems).toEqual([
    `${WORDS}: documentTitle: is required (must not be empty)`,
    `${WORDS}: contactHeading: must be at most 40 characters long (it has 48)`,
  ])
})
