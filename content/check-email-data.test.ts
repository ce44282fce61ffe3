import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, it } from 'vitest'
import { findDataProblems } from './check-data.ts'

const repo = resolve(import.meta.dirname, '..')
const EMAILS = 'content/data/emails.json'

interface Emails {
  acknowledgement: Record<string, string>
  sales: Record<string, string>
}

it('names the e-mail line that lost its reference or uses a word in braces it cannot fill in', () => {
  const problems = findDataProblems((path) => {
    const text = readFileSync(join(repo, path), 'utf8')
    if (path !== EMAILS) return text
    const emails = JSON.parse(text) as Emails
    emails.acknowledgement.subject = 'We received your enquiry'
    emails.sales.promise = 'We promise a reply within {hours} hours.'
    return JSON.stringify(emails)
  })
  expect(problems).toEqual([
    `${EMAILS}: acknowledgement.subject: must keep {reference}, where the e-mail puts the reference`,
    `${EMAILS}: sales.promise: uses {hours}, which this line cannot fill in; it can use {companyName}`,
  ])
})

it('refuses an acknowledgement line that would repeat what the visitor typed', () => {
  const problems = findDataProblems((path) => {
    const text = readFileSync(join(repo, path), 'utf8')
    if (path !== EMAILS) return text
    const emails = JSON.parse(text) as Emails
    emails.acknowledgement.greeting = 'Dear {name},'
    emails.acknowledgement.documentLine = 'Document: {name}'
    return JSON.stringify(emails)
  })
  expect(problems).toEqual([
    `${EMAILS}: acknowledgement.greeting: uses {name}, which this line cannot fill in; it can use {companyName}`,
    `${EMAILS}: acknowledgement.documentLine: uses {name}, which this line cannot fill in; it can use {companyName}`,
  ])
})
