import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, it } from 'vitest'
import { findDataProblems } from './check-data.ts'

const repo = resolve(import.meta.dirname, '..')
const PAGES = 'content/data/pages.json'

it('names a page the site does not have and an opening paragraph that is too short', () => {
  const problems = findDataProblems((path) => {
    const text = readFileSync(join(repo, path), 'utf8')
    if (path !== PAGES) return text
    const pages = JSON.parse(text)
    pages.contact.intro = 'Talk to us.'
    pages.careers = pages.contact
    return JSON.stringify(pages)
  })
  expect(problems).toEqual([
    `${PAGES}: contact.intro: must be at least 80 characters long (it has 11)`,
    `${PAGES}: has "careers", which the site does not use; remove it`,
  ])
})
